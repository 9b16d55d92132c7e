import { describe, expect, it } from 'vitest';
import { deviceIdOf, isKnownDevice, knownDeviceCookie } from './known-devices.js';

const SECRET = 's'.repeat(64);
const asha = { id: '0b0e6b3e-0000-4000-8000-000000000001', passwordHash: 'scrypt$asha' };
const ravi = { id: '0b0e6b3e-0000-4000-8000-000000000002', passwordHash: 'scrypt$ravi' };

describe('known devices', () => {
  it('a sign-in makes the browser known to that account only, and keeps its id', () => {
    const cookie = knownDeviceCookie(SECRET, undefined, asha);
    expect(isKnownDevice(SECRET, cookie, asha)).toBe(true);
    expect(isKnownDevice(SECRET, cookie, ravi)).toBe(false);
    const both = knownDeviceCookie(SECRET, cookie, ravi);
    expect(deviceIdOf(both)).toBe(deviceIdOf(cookie));
    expect(isKnownDevice(SECRET, both, asha)).toBe(true);
    expect(isKnownDevice(SECRET, both, ravi)).toBe(true);
  });

  it('forgets the device when the password changes, or when the cookie is made by anyone without the secret', () => {
    const cookie = knownDeviceCookie(SECRET, undefined, asha);
    expect(isKnownDevice(SECRET, cookie, { ...asha, passwordHash: 'scrypt$new' })).toBe(false);
    expect(isKnownDevice('t'.repeat(64), cookie, asha)).toBe(false);
    // Another browser's id with this browser's tag is not known either.
    const [, tag] = cookie.split('.');
    const moved = `${deviceIdOf(knownDeviceCookie(SECRET, undefined, ravi))}.${tag}`;
    expect(isKnownDevice(SECRET, moved, asha)).toBe(false);
    expect(isKnownDevice(SECRET, 'garbage', asha)).toBe(false);
    expect(isKnownDevice(SECRET, undefined, asha)).toBe(false);
  });

  it('remembers the 5 accounts signed in last on one browser', () => {
    const accounts = Array.from({ length: 6 }, (_, i) => ({ id: `account-${i}`, passwordHash: `hash-${i}` }));
    const cookie = accounts.reduce<string | undefined>((c, a) => knownDeviceCookie(SECRET, c, a), undefined)!;
    expect(accounts.map((a) => isKnownDevice(SECRET, cookie, a))).toEqual([false, true, true, true, true, true]);
  });
});
