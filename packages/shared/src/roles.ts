/** Kept free of zod, so the first page can ask "is this an admin?" without loading schemas. */
export const ROLES = ['User', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export function isAdmin(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'Admin';
}
