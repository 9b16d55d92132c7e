import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, supportTickets, withdrawals } from '../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { memberWithDocuments } from '../../test/documents.js';
import { memberReadyToWithdraw, requestWithdrawal, submitEkyc } from '../../test/withdrawals.js';

/**
 * An admin's action sent again — a double click, a retry, ten at once — answers as success with
 * the first one's words and changes nothing more: approve, verify e-KYC, resolve a
 * ticket, mark a withdrawal paid. Only a different outcome (a rejected e-KYC, another UTR) is a 409.
 * Races only show on PostgreSQL (TEST_DATABASE_URL).
 */
let t: TestApp;
let admin: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  adminId = a.id;
  admin = (await signIn(t.app, a)).cookie;
});
afterAll(() => t.close());

const asAdmin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: { cookie: admin }, payload });
const tenAtOnce = (send: () => ReturnType<typeof asAdmin>) => Promise.all(Array.from({ length: 10 }, send));
const audits = (action: string, targetId: string) =>
  t.db.$count(auditLog, and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));

describe('the same action again answers as the first did', () => {
  it('approving a member 10 times at once: all say "User approved successfully", approved once', async () => {
    const m = await createMember(t.db, { paymentVerified: true });
    const answers = await tenAtOnce(() => asAdmin('PUT', '/auth/approveUser', { userId: m.id }));
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(10).fill([200, 'User approved successfully']),
    );
    expect(await audits('approve_user', m.id)).toBe(1);
    expect(await t.db.$count(notifications, eq(notifications.userId, m.id))).toBe(1);
  });

  it('verifying an e-KYC 10 times at once: all say "KYC Verified Successfully!"; a rejected one is a 409', async () => {
    const m = await memberWithDocuments(t.app, t.db, { cookie: admin });
    const { ekyc } = (await submitEkyc(t.app, m.cookie)).json();
    const answers = await tenAtOnce(() => asAdmin('POST', '/withdrawal/verifyKyc', { kycId: ekyc._id }));
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(10).fill([200, 'KYC Verified Successfully!']),
    );
    expect(await audits('verify_ekyc', m.id)).toBe(1);

    const other = await memberWithDocuments(t.app, t.db, { cookie: admin });
    const second = (await submitEkyc(t.app, other.cookie)).json().ekyc;
    expect(
      (await asAdmin('POST', '/withdrawal/rejectKyc', { kycId: second._id, reason: 'Blurred PAN' })).statusCode,
    ).toBe(200);
    const verifyRejected = await asAdmin('POST', '/withdrawal/verifyKyc', { kycId: second._id });
    expect(verifyRejected.statusCode).toBe(409);
    expect(verifyRejected.json().code).toBe('EKYC_NOT_PENDING');
  });

  it('resolving a ticket 10 times at once: all say "Ticket marked as resolved!" with the first resolution', async () => {
    const m = await createMember(t.db, { isAdminApproved: true });
    const cookie = (await signIn(t.app, m)).cookie;
    const { ticket } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/support/addIssue',
        headers: { cookie },
        payload: { issue: 'Payment', description: 'Charged twice' },
      })
    ).json();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        asAdmin('PUT', `/support/updateTicketStatus/${ticket._id}/status`, {
          status: 'Resolved',
          resolutionMessage: `Refunded (${i})`,
        }),
      ),
    );
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(10).fill([200, 'Ticket marked as resolved!']),
    );
    const [row] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, ticket._id));
    expect(new Set(answers.map((a) => a.json().ticket.resolutionMessage))).toEqual(new Set([row!.resolutionMessage]));
    expect(await audits('resolve_ticket', ticket._id)).toBe(1);
    expect(await t.db.$count(notifications, eq(notifications.userId, m.id))).toBe(1);
  });

  it('marking a withdrawal paid 10 times at once with its UTR: all say "Payout recorded as paid.", paid once; another UTR is a 409', async () => {
    const m = await memberReadyToWithdraw(t.app, t.db, admin, 1000);
    const { withdrawal } = (await requestWithdrawal(t.app, m.cookie, 400)).json();
    const answers = await tenAtOnce(() =>
      asAdmin('POST', `/withdrawal/${withdrawal._id}/approve`, { utr: 'UTR55501234' }),
    );
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(10).fill([200, 'Payout recorded as paid.']),
    );
    expect(await audits('pay_withdrawal', m.id)).toBe(1);
    const wallet = (await t.app.inject({ url: '/api/wallet', headers: { cookie: m.cookie } })).json().wallet;
    expect(wallet).toEqual({ balance: 600, held: 0, available: 600, currency: 'INR' });

    const another = await asAdmin('POST', `/withdrawal/${withdrawal._id}/approve`, { utr: 'UTR99999999' });
    expect(another.statusCode).toBe(409);
    expect(another.json().code).toBe('WITHDRAWAL_NOT_REQUESTED');
  });

  it('sending a withdrawal to the payout provider 10 times at once: all say it was sent, sent once', async () => {
    const m = await memberReadyToWithdraw(t.app, t.db, admin, 1000);
    const { withdrawal } = (await requestWithdrawal(t.app, m.cookie, 300)).json();
    const answers = await tenAtOnce(() => asAdmin('POST', `/withdrawal/${withdrawal._id}/approve`, {}));
    expect(answers.map((a) => [a.statusCode, a.json().message])).toEqual(
      Array(10).fill([200, 'Payout sent. It will show as paid when the bank confirms it.']),
    );
    expect(await audits('pay_withdrawal', m.id)).toBe(1);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, withdrawal._id));
    expect(row).toMatchObject({ status: 'processing', decidedBy: adminId });
  });
});
