import { describe, expect, it } from 'vitest';
import { isSessionAlive } from './session-policy.js';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('session lifetime', () => {
  it('members: 30 days sliding', () => {
    expect(isSessionAlive({ createdAt: ago(300 * DAY), lastSeenAt: ago(29 * DAY) }, 'User', now)).toBe(true);
    expect(isSessionAlive({ createdAt: ago(31 * DAY), lastSeenAt: ago(30 * DAY + MIN) }, 'User', now)).toBe(false);
  });

  it('admins: 30 minutes idle and 12 hours absolute', () => {
    expect(isSessionAlive({ createdAt: ago(11 * HOUR), lastSeenAt: ago(29 * MIN) }, 'Admin', now)).toBe(true);
    expect(isSessionAlive({ createdAt: ago(1 * HOUR), lastSeenAt: ago(31 * MIN) }, 'Admin', now)).toBe(false);
    expect(isSessionAlive({ createdAt: ago(12 * HOUR + MIN), lastSeenAt: ago(1 * MIN) }, 'Admin', now)).toBe(false);
  });
});
