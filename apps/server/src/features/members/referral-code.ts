import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../../platform/db.js';
import { referralCodeExists } from './members.repo.js';

// No 0/O or 1/I/L: codes are read aloud and typed on phones.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(): string {
  let code = 'SVK';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A referral code no member has yet (31^6 ≈ 887 million codes; collisions are retried). */
export async function generateReferralCode(db: DbOrTx): Promise<string> {
  for (;;) {
    const code = randomCode();
    if (!(await referralCodeExists(db, code))) return code;
  }
}
