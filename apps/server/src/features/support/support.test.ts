import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, supportTickets } from '../../db/schema/index.js';
import { createAdminMember, createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

let t: TestApp;
let admin: { id: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db);
  admin = { id: a.id, cookie: (await signIn(t.app, a)).cookie };
});
afterAll(() => t.close());

async function approvedMember(name = 'Asha Verma') {
  const m = await createMember(t.db, { isAdminApproved: true, name });
  return { ...m, cookie: (await signIn(t.app, m)).cookie };
}
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url: `/api/support/${url}`, headers: { cookie }, payload });

describe('support tickets', () => {
  it('a member raises one ticket at a time; it is their active ticket until resolved', async () => {
    const m = await approvedMember();
    expect((await call('GET', 'getActiveTicket', m.cookie)).json()).toEqual({ ticket: null });
    const res = await call('POST', 'addIssue', m.cookie, {
      issue: ' Payment not showing ',
      description: 'I paid ₹121 yesterday.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Your issue has been submitted successfully.',
      ticket: { issue: 'Payment not showing', status: 'Pending', resolutionMessage: null },
    });
    expect((await call('GET', 'getActiveTicket', m.cookie)).json().ticket).toMatchObject({
      issue: 'Payment not showing',
    });
    const second = await call('POST', 'addIssue', m.cookie, { issue: 'Another', description: 'More' });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('You already have an open ticket. We will answer it soon.');
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.userId, m.id))).toHaveLength(1);
  });

  it('two submissions at the same moment still leave one Pending ticket', async () => {
    const m = await approvedMember();
    const answers = await Promise.all(
      [1, 2, 3].map((i) => call('POST', 'addIssue', m.cookie, { issue: `Race ${i}`, description: 'x' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('says which fields are missing and saves nothing', async () => {
    const m = await approvedMember();
    const res = await call('POST', 'addIssue', m.cookie, { issue: ' ', description: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { path: 'issue', msg: 'Please describe the issue.' },
      { path: 'description', msg: 'Please add a description.' },
    ]);
    expect(await t.db.select().from(supportTickets).where(eq(supportTickets.userId, m.id))).toEqual([]);
  });

  it('the admin resolves with a message (the member is notified), then may delete; never a Pending one', async () => {
    const m = await approvedMember('Ticket Owner');
    const ticket = (
      await call('POST', 'addIssue', m.cookie, { issue: 'Wrong city', description: 'My city shows Pune.' })
    ).json().ticket;
    const pendingDelete = await call('DELETE', 'deleteTicket', admin.cookie, { id: ticket._id });
    expect(pendingDelete.statusCode).toBe(409);
    expect(pendingDelete.json().message).toBe('Resolve this ticket before deleting it.');

    const listed = (await call('GET', `getTickets?status=Pending&search=${m.phone}`, admin.cookie)).json();
    expect(listed.tickets).toEqual([
      expect.objectContaining({
        _id: ticket._id,
        userId: { _id: m.id, name: 'Ticket Owner', phone: m.phone, email: m.email },
      }),
    ]);

    const empty = await call('PUT', `updateTicketStatus/${ticket._id}/status`, admin.cookie, {
      status: 'Resolved',
      resolutionMessage: ' ',
    });
    expect(empty.json().errors).toEqual([{ path: 'resolutionMessage', msg: 'Please write the resolution message.' }]);
    const resolved = await call('PUT', `updateTicketStatus/${ticket._id}/status`, admin.cookie, {
      status: 'Resolved',
      resolutionMessage: 'Fixed: Bengaluru now.',
    });
    expect(resolved.json()).toMatchObject({
      message: 'Ticket marked as resolved!',
      ticket: { status: 'Resolved', resolutionMessage: 'Fixed: Bengaluru now.' },
    });
    // Resolving again answers as the first did; the first resolution stands.
    const again = await call('PUT', `updateTicketStatus/${ticket._id}/status`, admin.cookie, {
      status: 'Resolved',
      resolutionMessage: 'again',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: 'Ticket marked as resolved!',
      ticket: { status: 'Resolved', resolutionMessage: 'Fixed: Bengaluru now.' },
    });

    const mine = (await call('GET', 'userTickets', m.cookie)).json().tickets;
    expect(mine).toEqual([expect.objectContaining({ status: 'Resolved', resolutionMessage: 'Fixed: Bengaluru now.' })]);
    expect((await call('GET', 'getActiveTicket', m.cookie)).json().ticket).toBeNull();
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(note).toMatchObject({
      title: 'Your support ticket is resolved',
      body: 'Wrong city: Fixed: Bengaluru now.',
      link: '/ViewTickits',
    });

    const deleted = await call('DELETE', 'deleteTicket', admin.cookie, { id: ticket._id });
    expect(deleted.json()).toEqual({ message: 'Ticket deleted successfully.' });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, ticket._id)))
      .map((a) => a.action)
      .sort();
    expect(actions).toEqual(['delete_ticket', 'resolve_ticket']);
  });

  it('a member never sees another member’s tickets, and cannot use the admin calls', async () => {
    const a = await approvedMember();
    const b = await approvedMember();
    const ticket = (
      await call('POST', 'addIssue', a.cookie, { issue: 'Private matter', description: 'Only mine' })
    ).json().ticket;
    expect((await call('GET', 'userTickets', b.cookie)).json().tickets).toEqual([]);
    expect((await call('GET', 'getActiveTicket', b.cookie)).json().ticket).toBeNull();
    expect((await call('GET', 'getTickets', b.cookie)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `updateTicketStatus/${ticket._id}/status`, b.cookie, {
          status: 'Resolved',
          resolutionMessage: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', 'deleteTicket', b.cookie, { id: ticket._id })).statusCode).toBe(403);
  });

  it('pages the admin list newest first with a cursor', async () => {
    for (let i = 0; i < 3; i++) {
      const m = await approvedMember('Pager Person');
      await call('POST', 'addIssue', m.cookie, { issue: `Paging ${i}`, description: 'x' });
    }
    const first = (await call('GET', 'getTickets?search=Pager&limit=2', admin.cookie)).json();
    const second = (
      await call('GET', `getTickets?search=Pager&limit=2&cursor=${first.nextCursor}`, admin.cookie)
    ).json();
    expect([...first.tickets, ...second.tickets].map((x: { issue: string }) => x.issue)).toEqual([
      'Paging 2',
      'Paging 1',
      'Paging 0',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});

describe('customer care for everyone signed in, and the admins told', () => {
  it('a member still awaiting approval raises a ticket; every admin gets a notification linked to Support', async () => {
    const other = await createAdminMember(t.db);
    const pending = await createMember(t.db, { name: 'Waiting Member' });
    const cookie = (await signIn(t.app, pending)).cookie;
    const res = await call('POST', 'addIssue', cookie, {
      issue: 'Fee paid, still waiting',
      description: 'Paid yesterday.',
    });
    expect(res.statusCode).toBe(201);
    expect((await call('GET', 'userTickets', cookie)).json().tickets).toHaveLength(1);
    for (const adminId of [admin.id, other.id]) {
      const notes = await t.db.select().from(notifications).where(eq(notifications.userId, adminId));
      expect(notes.map((n) => [n.title, n.body, n.link])).toContainEqual([
        'New support ticket',
        'Waiting Member: Fee paid, still waiting',
        '/admin/support',
      ]);
    }
  });
});
