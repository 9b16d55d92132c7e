import { describe, expect, it } from 'vitest';
import { addressKey, rateLimitedMessage } from './rate-limit.js';

describe('addressKey: the client an address stands for', () => {
  it('keeps an IPv4 address, also when it comes mapped into IPv6', () => {
    expect(addressKey('49.36.12.7')).toBe('49.36.12.7');
    expect(addressKey('::ffff:49.36.12.7')).toBe('49.36.12.7');
  });

  it('counts an IPv6 client by its /64, however it writes the address', () => {
    const key = addressKey('2401:4900:1c2a:7b10:a::1');
    expect(key).toBe('2401:4900:1c2a:7b10::/64');
    expect(addressKey('2401:4900:1C2A:7B10:FFFF:0:0:2')).toBe(key);
    expect(addressKey('2401:4900:1c2a:7b11::1')).not.toBe(key);
  });

  it('passes anything else through (a unix socket has no address)', () => {
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});

describe('rateLimitedMessage: when to try again, in words', () => {
  it('in minutes, rounded up, up to two hours; then in hours', () => {
    expect(rateLimitedMessage(1)).toBe('Too many requests. Please try again in 1 minute.');
    expect(rateLimitedMessage(37 * 60_000 + 1)).toBe('Too many requests. Please try again in 38 minutes.');
    expect(rateLimitedMessage(120 * 60_000)).toBe('Too many requests. Please try again in 120 minutes.');
    expect(rateLimitedMessage(121 * 60_000)).toBe('Too many requests. Please try again in 3 hours.');
    expect(rateLimitedMessage(23 * 3600_000)).toBe('Too many requests. Please try again in 23 hours.');
  });
});
