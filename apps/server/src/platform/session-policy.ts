import type { Role } from '@sevak/shared';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a session lives (docs/contract.md §9): members 30 days sliding; admins 12 h absolute and
 * 30 min idle. `lastSeenAt` is refreshed at most once a minute to keep reads cheap.
 */
export const SESSION_POLICY = {
  memberIdleMs: 30 * DAY,
  adminAbsoluteMs: 12 * HOUR,
  adminIdleMs: 30 * MINUTE,
  touchEveryMs: MINUTE,
} as const;

export function isSessionAlive(session: { createdAt: Date; lastSeenAt: Date }, role: Role, now: Date): boolean {
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (role === 'Admin') {
    const age = now.getTime() - session.createdAt.getTime();
    return age < SESSION_POLICY.adminAbsoluteMs && idle < SESSION_POLICY.adminIdleMs;
  }
  return idle < SESSION_POLICY.memberIdleMs;
}

/** Cookie lifetime in seconds, matching the session's own limit. */
export function cookieMaxAgeSeconds(role: Role): number {
  return (role === 'Admin' ? SESSION_POLICY.adminAbsoluteMs : SESSION_POLICY.memberIdleMs) / 1000;
}
