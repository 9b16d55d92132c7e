import { isAdmin, PRIVACY_NOTICE_VERSION, type User } from '@sevak/shared';

/**
 * Whether a signed-in member must read and accept the privacy notice before going on:
 * theirs is not the current version (or none, for accounts older than versioned notices or made by
 * an admin). Admins are staff working under Sevak's own instructions, not data principals using the
 * service, so they are never stopped (docs/decisions/024).
 */
export function needsPrivacyNotice(user: User): boolean {
  return !isAdmin(user) && user.noticeVersion !== PRIVACY_NOTICE_VERSION;
}
