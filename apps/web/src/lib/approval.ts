import { isAdmin, type User } from '@sevak/shared';

/**
 * A member who is signed in but not yet approved by an admin (docs/contract.md §7): they see their account
 * status instead of the member pages. Admins never wait for approval.
 */
export function awaitsApproval(user: User | null | undefined): user is User {
  return !!user && !isAdmin(user) && !user.isAdminApproved;
}
