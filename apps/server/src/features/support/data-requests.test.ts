import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, supportTickets } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

/**
 * Data requests: a ticket of kind `data_request` a member raises beside a support
 * ticket, one Pending at a time; admins list them apart (?kind=) and answer them as any ticket.
 * The Grievance officer comes from the configuration, in GET /config/public.
 */
let t: TestApp;
let admin: { id: string; cookie: string };
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  admin = { id: a.id, cookie: (await signIn(t.app, a)).cookie };
});
afterAll(() => t.close());

async function signedIn(options: { isAdminApproved?: boolean; name?: string } = {}) {
  const m = await createMember(t.db, { isAdminApproved: true, ...options });
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/support/${url}`,
    headers: { cookie },
    payload,
    remoteAddress: `10.21.4.${(address++ % 250) + 1}`,
  });

describe('data requests', () => {
  it('a member raises a data request beside an open support ticket; only one data request waits at a time', async () => {
    const m = await signedIn();
    expect((await call('POST', 'addIssue', m.cookie, { issue: 'Fee', description: 'Paid twice' })).statusCode).toBe(
      201,
    );
    const res = await call('POST', 'addDataRequest', m.cookie, {
      topic: 'access',
      description: ' Please send me a copy of my data. ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Your data request has been submitted. Our Grievance officer will answer it.',
      ticket: {
        kind: 'data_request',
        issue: 'Access: a copy of my personal data',
        description: 'Please send me a copy of my data.',
        status: 'Pending',
      },
    });

    // The support ticket stays the active one; the data request is listed on its own.
    expect((await call('GET', 'getActiveTicket', m.cookie)).json().ticket).toMatchObject({
      kind: 'support',
      issue: 'Fee',
    });
    expect((await call('GET', 'dataRequests', m.cookie)).json().tickets).toEqual([
      expect.objectContaining({ kind: 'data_request', status: 'Pending' }),
    ]);
    const all = (await call('GET', 'userTickets', m.cookie)).json().tickets as { kind: string }[];
    expect(all.map((x) => x.kind).sort()).toEqual(['data_request', 'support']);

    const second = await call('POST', 'addDataRequest', m.cookie, { topic: 'erasure', description: 'Erase me' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'TICKET_ALREADY_OPEN',
      message: 'You already have a data request waiting. We will answer it within the promised time.',
    });
    const rows = await t.db
      .select()
      .from(supportTickets)
      .where(and(eq(supportTickets.userId, m.id), eq(supportTickets.kind, 'data_request')));
    expect(rows).toHaveLength(1);
  });

  it('says what is missing and saves nothing', async () => {
    const m = await signedIn();
    const res = await call('POST', 'addDataRequest', m.cookie, { topic: 'everything', description: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'topic', msg: 'Please choose what your request is about.' },
      { path: 'description', msg: 'Please add a description.' },
    ]);
    expect((await call('POST', 'addDataRequest', m.cookie, {})).json().errors).toEqual([
      { path: 'topic', msg: 'Please choose what your request is about.' },
      { path: 'description', msg: 'Please add a description.' },
    ]);
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.userId, m.id))).toEqual([]);
  });

  it('a member awaiting approval may raise one too; the admins are told, linked to the data requests', async () => {
    const m = await signedIn({ isAdminApproved: false, name: 'Waiting Rights' });
    const res = await call('POST', 'addDataRequest', m.cookie, { topic: 'grievance', description: 'Why so slow?' });
    expect(res.statusCode).toBe(201);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(notes.map((n) => [n.body, n.link])).toContainEqual([
      'Waiting Rights: A complaint about how my data is handled',
      '/admin/support?kind=data_request',
    ]);
  });

  it('admins list data requests apart (?kind=), answer them as any ticket, and the member sees the answer', async () => {
    const m = await signedIn({ name: 'Kind Filter' });
    await call('POST', 'addIssue', m.cookie, { issue: 'Ordinary', description: 'x' });
    const request = (
      await call('POST', 'addDataRequest', m.cookie, { topic: 'correction', description: 'My city is wrong' })
    ).json().ticket;

    const kinds = async (query: string) =>
      (
        (await call('GET', `getTickets?search=Kind%20Filter${query}`, admin.cookie)).json().tickets as {
          kind: string;
          issue: string;
        }[]
      ).map((x) => `${x.kind}: ${x.issue}`);
    expect(await kinds('&kind=data_request')).toEqual(['data_request: Correction of my personal data']);
    expect(await kinds('&kind=support')).toEqual(['support: Ordinary']);
    expect((await kinds('')).sort()).toEqual(['data_request: Correction of my personal data', 'support: Ordinary']);
    const bad = await call('GET', 'getTickets?kind=complaint', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('kind');

    const answered = await call('PUT', `updateTicketStatus/${request._id}/status`, admin.cookie, {
      status: 'Resolved',
      resolutionMessage: 'Corrected to Pune.',
    });
    expect(answered.json().ticket).toMatchObject({ kind: 'data_request', status: 'Resolved' });
    expect((await call('GET', 'dataRequests', m.cookie)).json().tickets).toEqual([
      expect.objectContaining({ status: 'Resolved', resolutionMessage: 'Corrected to Pune.' }),
    ]);
    // Answered: a new one may be raised; the support ticket is still the open one.
    expect(
      (await call('POST', 'addDataRequest', m.cookie, { topic: 'nomination', description: 'My son' })).statusCode,
    ).toBe(201);
    expect((await call('GET', 'getActiveTicket', m.cookie)).json().ticket.issue).toBe('Ordinary');
  });

  it('a member sees only their own data requests', async () => {
    const a = await signedIn();
    const b = await signedIn();
    await call('POST', 'addDataRequest', a.cookie, { topic: 'access', description: 'Mine only' });
    expect((await call('GET', 'dataRequests', b.cookie)).json().tickets).toEqual([]);
    expect((await call('GET', 'getTickets?kind=data_request', b.cookie)).statusCode).toBe(403);
  });

  it('20 data requests at the same moment leave exactly one Pending (the unique index decides)', async () => {
    const m = await signedIn();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', 'addDataRequest', m.cookie, { topic: 'access', description: `Race ${i}` }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'TICKET_ALREADY_OPEN')).toBe(
      true,
    );
    const rows = await t.db.select().from(supportTickets).where(eq(supportTickets.userId, m.id));
    expect(rows).toHaveLength(1);
    // The support kind is still free.
    expect((await call('POST', 'addIssue', m.cookie, { issue: 'Other', description: 'x' })).statusCode).toBe(201);
  });
});

describe('the Grievance officer in the public configuration', () => {
  it('the development defaults, and the documents’ retention days', async () => {
    const config = (await t.app.inject({ url: '/api/config/public' })).json();
    expect(config.privacy).toEqual({
      grievanceOfficer: {
        name: 'Grievance Officer, Sevak',
        email: 'grievance@sevak.local',
        phone: '+91 80 4718 1210',
        responseDays: 30,
      },
      documentRetentionDays: 90,
    });
  });

  it('a deployment’s own officer and periods', async () => {
    const own = await createTestApp({
      GRIEVANCE_OFFICER_NAME: 'Meera Iyer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@sevak.example.in',
      GRIEVANCE_OFFICER_PHONE: '+91 98450 12345',
      GRIEVANCE_RESPONSE_DAYS: '15',
      DOCUMENT_RETENTION_DAYS: '60',
    });
    try {
      expect((await own.app.inject({ url: '/api/config/public' })).json().privacy).toEqual({
        grievanceOfficer: {
          name: 'Meera Iyer',
          email: 'grievance@sevak.example.in',
          phone: '+91 98450 12345',
          responseDays: 15,
        },
        documentRetentionDays: 60,
      });
    } finally {
      await own.close();
    }
  });
});
