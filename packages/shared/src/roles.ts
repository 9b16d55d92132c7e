/** Kept free of zod, so the first page can ask "is this an admin?" without loading schemas. */
export const ROLES = ['User', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export function isAdmin(user: { role: Role } | null | undefined): boolean {
  return user?.role === 'Admin';
}

/**
 * A provider: an approved member (not an admin) who offers services, i.e. has business categories
 * (docs/contract.md §5c). They keep a rate card and working hours.
 */
export function isProvider(
  user: { role: Role; isAdminApproved: boolean; businessCategory: readonly string[] } | null | undefined,
): boolean {
  return !!user && user.role !== 'Admin' && user.isAdminApproved && user.businessCategory.length > 0;
}
