import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonthsInIndia } from '@sevak/shared';
import { auditLog, notifications, supportTickets } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { openDisputeTicket } from './support.service.js';

/**
 * The grievance timers (Consumer Protection (E-Commerce) Rules 2020, Rule 4(5); DPDP Rules 2025;
 * docs/decisions/042): every ticket's number, its acknowledgement and resolution due times, the
 * first admin action acknowledging it once, and the overdue first on the admins' list. The races
 * only race on PostgreSQL (TEST_DATABASE_URL); on PGlite the same rules hold one request at a time.
 */
let t: TestApp;
let admin: { id: string; cookie: string };
let other: { id: string; cookie: string };
let address = 0;
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  admin = { id: a.id, cookie: (await signIn(t.app, a)).cookie };
  const b = await createAdminMember(t.db);
  other = { id: b.id, cookie: (await signIn(t.app, b)).cookie };
});
afterAll(() => t.close());

async function signedIn(name = 'Timer Member') {
  const m = await createMember(t.db, { isAdminApproved: true, name });
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}
const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/support/${url}`,
    headers: { cookie },
    payload,
    remoteAddress: `10.41.0.${(address++ % 250) + 1}`,
  });
const acknowledge = (id: string, cookie = admin.cookie) => call('PUT', `acknowledgeTicket/${id}`, cookie);
const resolve = (id: string, resolutionMessage: string, cookie = admin.cookie) =>
  call('PUT', `updateTicketStatus/${id}/status`, cookie, { status: 'Resolved', resolutionMessage });

async function raise(cookie: string, issue: string) {
  const res = await call('POST', 'addIssue', cookie, { issue, description: 'Details' });
  expect(res.statusCode).toBe(201);
  return res.json().ticket as { _id: string; ticketNumber: string; createdAt: string };
}
const rowOf = async (id: string) => (await t.db.select().from(supportTickets).where(eq(supportTickets.id, id)))[0]!;
const hours = (n: number) => n * 3_600_000;

describe('due times in every answer', () => {
  it('a support ticket: a reply within 48 hours, resolved within a calendar month; not yet acknowledged', async () => {
    const m = await signedIn();
    const ticket = (await call('POST', 'addIssue', m.cookie, { issue: 'Refund', description: 'Paid twice' })).json()
      .ticket;
    const opened = new Date(ticket.createdAt);
    expect(ticket).toMatchObject({
      ticketNumber: expect.stringMatching(/^SV-T-\d{6}$/),
      acknowledgementDueAt: new Date(opened.getTime() + hours(48)).toISOString(),
      resolutionDueAt: addMonthsInIndia(opened, 1).toISOString(),
      acknowledgedAt: null,
    });
    // The same on every view of it: the member's, and the admins'.
    expect((await call('GET', 'getActiveTicket', m.cookie)).json().ticket).toEqual(ticket);
    expect((await call('GET', 'userTickets', m.cookie)).json().tickets).toEqual([ticket]);
    const listed = (await call('GET', `getTickets?search=${m.phone}`, admin.cookie)).json().tickets;
    expect(listed).toEqual([
      { ...ticket, userId: expect.any(Object), acknowledgementOverdue: false, resolutionOverdue: false },
    ]);
  });

  it('a data request: resolved within GRIEVANCE_RESPONSE_DAYS (30 by default)', async () => {
    const m = await signedIn();
    const ticket = (await call('POST', 'addDataRequest', m.cookie, { topic: 'access', description: 'Copy' })).json()
      .ticket;
    const opened = new Date(ticket.createdAt).getTime();
    expect(ticket.acknowledgementDueAt).toBe(new Date(opened + hours(48)).toISOString());
    expect(ticket.resolutionDueAt).toBe(new Date(opened + hours(30 * 24)).toISOString());
    expect((await call('GET', 'dataRequests', m.cookie)).json().tickets[0].resolutionDueAt).toBe(
      ticket.resolutionDueAt,
    );
  });

  it('a data request of a deployment that promises 15 days', async () => {
    const own = await createTestApp({ GRIEVANCE_RESPONSE_DAYS: '15' });
    try {
      const m = await createMember(own.db, { isAdminApproved: true });
      const cookie = (await signIn(own.app, m)).cookie;
      const { ticket } = (
        await own.app.inject({
          method: 'POST',
          url: '/api/support/addDataRequest',
          headers: { cookie },
          payload: { topic: 'erasure', description: 'Erase me' },
        })
      ).json();
      expect(ticket.resolutionDueAt).toBe(
        new Date(new Date(ticket.createdAt).getTime() + hours(15 * 24)).toISOString(),
      );
    } finally {
      await own.close();
    }
  });

  it('a dispute: a calendar month, as a support ticket', async () => {
    const m = await signedIn('Dispute Timer');
    await openDisputeTicket(t.db, m, { workRequestId: randomUUID(), issue: 'Dispute: Plumber', description: 'Leak' });
    const [ticket] = (await call('GET', 'userTickets', m.cookie)).json().tickets;
    expect(ticket).toMatchObject({ kind: 'dispute', acknowledgedAt: null });
    expect(ticket.resolutionDueAt).toBe(addMonthsInIndia(new Date(ticket.createdAt), 1).toISOString());
  });
});

describe('ticket numbers', () => {
  it('each ticket has its own, in the order they were opened; the member sees it, admins find it', async () => {
    const a = await signedIn('Number One');
    const b = await signedIn('Number Two');
    const first = await raise(a.cookie, 'First');
    const second = await raise(b.cookie, 'Second');
    const third = (await call('POST', 'addDataRequest', a.cookie, { topic: 'access', description: 'x' })).json().ticket;
    const numbers = [first, second, third].map((x) => Number(x.ticketNumber.slice('SV-T-'.length)));
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
    expect(numbers[2]).toBeGreaterThan(numbers[1]!);
    // Unique: the database holds it so.
    const all = await t.db.select({ number: supportTickets.number }).from(supportTickets);
    expect(new Set(all.map((r) => r.number)).size).toBe(all.length);

    expect(
      (await call('GET', 'userTickets', a.cookie)).json().tickets.map((x: { ticketNumber: string }) => x.ticketNumber),
    ).toEqual([third.ticketNumber, first.ticketNumber]);

    // As the member quotes it, or its digits (which may also be in members' phone numbers).
    const found = async (text: string) =>
      (
        (await call('GET', `getTickets?search=${encodeURIComponent(text)}`, admin.cookie)).json().tickets as {
          ticketNumber: string;
        }[]
      ).map((x) => x.ticketNumber);
    expect(await found(second.ticketNumber)).toEqual([second.ticketNumber]);
    expect(await found(second.ticketNumber.toLowerCase().replace('sv-t-', 'SVT '))).toEqual([second.ticketNumber]);
    expect(await found(String(numbers[1]))).toContain(second.ticketNumber);
  });
});

describe('acknowledged by the first admin action', () => {
  it('the first acknowledgement sets the time and tells the member; a second, or resolving, does not move it', async () => {
    const m = await signedIn('Acknowledged Member');
    const ticket = await raise(m.cookie, 'Wrong city');
    const res = await acknowledge(ticket._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Ticket acknowledged. The member is told when we aim to resolve it.',
      ticket: { _id: ticket._id, status: 'Pending', acknowledgedAt: expect.any(String) },
    });
    const first = res.json().ticket.acknowledgedAt as string;
    expect((await rowOf(ticket._id)).acknowledgedAt?.toISOString()).toBe(first);

    const again = await acknowledge(ticket._id, other.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().ticket.acknowledgedAt).toBe(first);
    const resolved = await resolve(ticket._id, 'Fixed: Pune.', other.cookie);
    expect(resolved.json().ticket).toMatchObject({ status: 'Resolved', acknowledgedAt: first });
    expect((await acknowledge(ticket._id)).json().ticket.acknowledgedAt).toBe(first);

    // Told once, in words the bell and push share; audited once.
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notes.map((n) => n.title).sort()).toEqual([
      `We have received your ticket ${ticket.ticketNumber}`,
      'Your support ticket is resolved',
    ]);
    expect(notes.find((n) => n.title.startsWith('We have'))?.body).toMatch(
      /^Wrong city: we aim to resolve it by \d{2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m\.$/,
    );
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, ticket._id), eq(auditLog.action, 'acknowledge_ticket')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(admin.id);
  });

  it('resolving a ticket nobody acknowledged acknowledges it, at the moment it is resolved', async () => {
    const m = await signedIn();
    const ticket = await raise(m.cookie, 'Quick answer');
    const resolved = (await resolve(ticket._id, 'Done.')).json().ticket;
    expect(resolved.acknowledgedAt).toBe(resolved.resolvedAt);
    expect(resolved.acknowledgedAt).not.toBeNull();
  });

  it('an unknown ticket is a 404', async () => {
    const res = await acknowledge(randomUUID());
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('TICKET_NOT_FOUND');
  });

  it('20 admin answers at once set it once, the first one’s time, in every answer', async () => {
    const m = await signedIn('Race Member');
    const ticket = await raise(m.cookie, 'Race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => acknowledge(ticket._id, i % 2 ? other.cookie : admin.cookie)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const row = await rowOf(ticket._id);
    expect(row.acknowledgedAt).not.toBeNull();
    expect(new Set(answers.map((a) => a.json().ticket.acknowledgedAt))).toEqual(
      new Set([row.acknowledgedAt!.toISOString()]),
    );
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.targetId, ticket._id), eq(auditLog.action, 'acknowledge_ticket'))),
    ).toBe(1);
    expect(await t.db.$count(notifications, eq(notifications.userId, m.id))).toBe(1);
  });

  it('acknowledgements and resolutions at once: acknowledged once, never after it was resolved', async () => {
    const m = await signedIn('Mixed Race');
    const ticket = await raise(m.cookie, 'Mixed');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? acknowledge(ticket._id) : resolve(ticket._id, `Answer ${i}`))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const row = await rowOf(ticket._id);
    expect(row.status).toBe('Resolved');
    // Each answer says the time of the first action, whichever it was.
    const times = new Set(answers.map((a) => a.json().ticket.acknowledgedAt as string | null));
    expect(times).toEqual(new Set([row.acknowledgedAt!.toISOString()]));
    expect(row.acknowledgedAt!.getTime()).toBeLessThanOrEqual(row.resolvedAt!.getTime());
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.targetId, ticket._id), eq(auditLog.action, 'resolve_ticket'))),
    ).toBe(1);
    expect(
      await t.db.$count(auditLog, and(eq(auditLog.targetId, ticket._id), eq(auditLog.action, 'acknowledge_ticket'))),
    ).toBeLessThanOrEqual(1);
  });

  it('members cannot acknowledge, and see only their own tickets', async () => {
    const a = await signedIn();
    const b = await signedIn();
    const ticket = await raise(a.cookie, 'Mine alone');
    expect((await acknowledge(ticket._id, b.cookie)).statusCode).toBe(403);
    expect((await acknowledge(ticket._id, a.cookie)).statusCode).toBe(403);
    expect((await rowOf(ticket._id)).acknowledgedAt).toBeNull();
    expect((await call('GET', 'userTickets', b.cookie)).json().tickets).toEqual([]);
  });
});

describe('the admins see what is overdue first', () => {
  /** Opened `ageHours` ago: its due times as the server set them, that long ago. */
  async function agedTicket(cookie: string, issue: string, ageHours: number) {
    const ticket = await raise(cookie, issue);
    const row = await rowOf(ticket._id);
    const shift = (at: Date) => new Date(at.getTime() - hours(ageHours));
    await t.db
      .update(supportTickets)
      .set({
        createdAt: shift(row.createdAt),
        acknowledgementDueAt: shift(row.acknowledgementDueAt),
        resolutionDueAt: shift(row.resolutionDueAt),
      })
      .where(eq(supportTickets.id, ticket._id));
    return ticket;
  }

  type Listed = { issue: string; acknowledgementOverdue: boolean; resolutionOverdue: boolean };
  const list = async (query: string) =>
    ((await call('GET', `getTickets?search=Overdue%20List${query}`, admin.cookie)).json().tickets as Listed[]).map(
      (x) => `${x.issue}${x.acknowledgementOverdue ? ' [ack]' : ''}${x.resolutionOverdue ? ' [resolution]' : ''}`,
    );

  it('overdue tickets first, the longest overdue first, marked; then the rest newest first', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signedIn('Overdue List')));
    // Opened 40 days ago and never answered: both timers missed.
    await agedTicket(members[0]!.cookie, 'Forgotten', 40 * 24);
    // Opened 3 days ago: its acknowledgement is a day late.
    await agedTicket(members[1]!.cookie, 'Unacknowledged', 72);
    // Acknowledged in time, but a month and more has gone by.
    const late = await agedTicket(members[2]!.cookie, 'Unresolved', 35 * 24);
    expect((await acknowledge(late._id)).statusCode).toBe(200);
    await t.db
      .update(supportTickets)
      .set({ acknowledgedAt: new Date(Date.now() - hours(35 * 24 - 1)) })
      .where(eq(supportTickets.id, late._id));
    // Resolved late: nothing is overdue on a resolved ticket.
    const done = await agedTicket(members[3]!.cookie, 'Resolved late', 50 * 24);
    await resolve(done._id, 'Sorry for the wait.');
    // Within its times.
    await agedTicket(members[4]!.cookie, 'Yesterday', 24);
    await raise(members[5]!.cookie, 'Today');

    // Forgotten's acknowledgement was due 40 days ago less 48 hours, Unresolved's resolution 35
    // days ago less a month, Unacknowledged's acknowledgement a day ago.
    expect(await list('')).toEqual([
      'Forgotten [ack] [resolution]',
      'Unresolved [resolution]',
      'Unacknowledged [ack]',
      'Today',
      'Yesterday',
      'Resolved late',
    ]);
    expect(await list('&overdue=true')).toEqual([
      'Forgotten [ack] [resolution]',
      'Unresolved [resolution]',
      'Unacknowledged [ack]',
    ]);
    expect(await list('&overdue=false')).toEqual(['Today', 'Yesterday', 'Resolved late']);
    expect(await list('&status=Resolved')).toEqual(['Resolved late']);

    // A page at a time, across the overdue and the rest: the same order, each once.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { tickets: Listed[]; nextCursor: string | null } = (
        await call('GET', `getTickets?search=Overdue%20List&limit=2${cursor ? `&cursor=${cursor}` : ''}`, admin.cookie)
      ).json();
      paged.push(...page.tickets.map((x) => x.issue));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(['Forgotten', 'Unresolved', 'Unacknowledged', 'Today', 'Yesterday', 'Resolved late']);

    // Acknowledged now: only its resolution can still be late, and it is not.
    const [unacknowledged] = await t.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.issue, 'Unacknowledged'));
    await acknowledge(unacknowledged!.id);
    expect(await list('&overdue=true')).toEqual(['Forgotten [ack] [resolution]', 'Unresolved [resolution]']);
  });

  it('a cursor that is not one of this list is a 400', async () => {
    const bad = Buffer.from(JSON.stringify({ k: '2026-01-01 00:00:00+00', id: randomUUID() })).toString('base64url');
    const res = await call('GET', `getTickets?cursor=${bad}`, admin.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('cursor');
  });
});
