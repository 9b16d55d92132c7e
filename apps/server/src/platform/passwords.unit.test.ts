import { describe, expect, it } from 'vitest';
import { hashPassword, setPasswordHashCost, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('Namaste@2026');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain('Namaste');
    expect(await verifyPassword('Namaste@2026', hash)).toBe(true);
    expect(await verifyPassword('namaste@2026', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('hashes at the cheap test cost when set; both kinds of hash verify through the same code', async () => {
    const normal = await hashPassword('Namaste@2026');
    setPasswordHashCost('test');
    try {
      const cheap = await hashPassword('Namaste@2026');
      expect(cheap).toMatch(/^scrypt\$16\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(await verifyPassword('Namaste@2026', cheap)).toBe(true);
      expect(await verifyPassword('namaste@2026', cheap)).toBe(false);
      expect(await verifyPassword('Namaste@2026', normal)).toBe(true);
    } finally {
      setPasswordHashCost('normal');
    }
  });

  it('refuses a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
