import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { registrationMessages } from '@sevak/shared';
import type { Config } from './config.js';
import { AppError } from './errors.js';

/**
 * Password hashing with scrypt from Node's own crypto (docs/contract.md §9). The parameters are stored
 * with each hash, so they can be raised later without breaking existing passwords.
 * Format: scrypt$N$r$p$salt$hash (base64url).
 */
type ScryptParams = { N: number; r: number; p: number };
const COSTS: Record<Config['PASSWORD_HASH_COST'], ScryptParams> = {
  normal: { N: 2 ** 15, r: 8, p: 1 },
  // Test runs only (config refuses it otherwise): ~2,000 times less work per hash. Verifying
  // reads N, r and p from the stored hash, so these hashes go through the same code as real ones.
  test: { N: 2 ** 4, r: 8, p: 1 },
};
const KEY_LENGTH = 32;
let hashParams = COSTS.normal;

function derive(password: string, salt: Buffer, params: ScryptParams) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, hashParams);
  return [
    'scrypt',
    hashParams.N,
    hashParams.r,
    hashParams.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Checks against a throwaway hash, so an unknown account costs the same time as a real one. */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash.then((hash) => verifyPassword(password, hash));
}

/**
 * The cost of the hashes this process makes from now on, set once at start-up from
 * PASSWORD_HASH_COST (the server, the e2e server's seeding, the API tests' setup).
 */
export function setPasswordHashCost(cost: Config['PASSWORD_HASH_COST']) {
  hashParams = COSTS[cost];
  // The dummy hash must cost what a real one costs (unknown accounts answer in the same time).
  dummyHash = undefined;
}

let common: Set<string> | undefined;
/**
 * docs/contract.md §9: not one of the most common passwords — the 49,000 of zxcvbn-ts' list, compared
 * ignoring case. Loaded on first use.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    common = new Set(dictionary['passwords-common'].map((p: string) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}

/** Refuses a common password with the field's message (registration, change, reset). */
export async function assertUncommonPassword(password: string, field: string) {
  if (await isCommonPassword(password)) {
    throw AppError.onField('PASSWORD_COMMON', field, registrationMessages.passwordCommon);
  }
}
