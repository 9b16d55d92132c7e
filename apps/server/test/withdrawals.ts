import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/platform/db.js';
import { filesForm, memberWithDocuments, samplePhoto } from './documents.js';

/** e-KYC fields as a member types them (spaces in the account number, lower case). */
export const EKYC_FIELDS = {
  accountHolderName: 'Asha Verma',
  bankAccountNumber: '1234 5678 9012',
  confirmBankAccountNumber: '123456789012',
  ifscCode: 'sbin0001234',
  panNumber: 'abcpv1234f',
};

/** POST /api/ekyc as the signed-in member: the fields and the three images. */
export async function submitEkyc(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string> = EKYC_FIELDS,
  files?: Record<string, Buffer>,
) {
  const photo = await samplePhoto();
  return app.inject({
    method: 'POST',
    url: '/api/ekyc',
    headers: { cookie },
    payload: filesForm(files ?? { bankProof: photo, panCardfront: photo, panCardback: photo }, fields),
  });
}

/**
 * An approved member with a verified e-KYC and `rupees` in the wallet (an admin's credit), all
 * through the API, ready to withdraw.
 */
export async function memberReadyToWithdraw(app: FastifyInstance, db: Db, admin: string, rupees: number) {
  const member = await memberWithDocuments(app, db, { cookie: admin });
  const { ekyc } = (await submitEkyc(app, member.cookie)).json<{ ekyc: { _id: string } }>();
  const verified = await app.inject({
    method: 'POST',
    url: '/api/withdrawal/verifyKyc',
    headers: { cookie: admin },
    payload: { kycId: ekyc._id },
  });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  if (rupees > 0) {
    const credit = await app.inject({
      method: 'POST',
      url: '/api/wallet/adjust',
      headers: { cookie: admin },
      payload: { userId: member.id, amount: rupees, reason: 'Test funds' },
    });
    if (credit.statusCode !== 200) throw new Error(`credit failed: ${credit.body}`);
  }
  return member;
}

/** POST /api/withdrawal/request as the signed-in member, with an idempotency key when given. */
export function requestWithdrawal(app: FastifyInstance, cookie: string, amount: unknown, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/withdrawal/request',
    headers: { cookie, ...(key && { 'idempotency-key': key }) },
    payload: { amount },
  });
}
