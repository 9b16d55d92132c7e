import { addDays, indianDayOf, type MessageEvent } from '@sevak/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { auditLog, messages } from '../../db/schema/index.js';
import { sweepOrphanFiles } from '../documents/orphan-sweeper.service.js';
import { createAdminMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';
import { bookingKit, type Party, type Provider } from '../../../test/bookings.js';
import { makePhoto } from '../../../test/images.js';

/**
 * A booking's conversation (docs/contract.md §5c, docs/decisions/038): the two parties talk, read
 * marks, pages, contacts masked until the booking is paid, each message kept once per client id,
 * delivered live, reported to admins; strangers 404, admins only during a dispute (audited).
 */
let t: TestApp;
const k = bookingKit(() => t);
let admin: { id: string; cookie: string };
let seeker: Party;
let stranger: Party;
let p: Provider;

beforeAll(async () => {
  t = await createTestApp();
  const a = await createAdminMember(t.db, { password: 'Admin@12345' });
  admin = { id: a.id, cookie: (await signIn(t.app, { email: a.email, password: 'Admin@12345' })).cookie };
});
afterAll(() => t.close());
beforeEach(async () => {
  seeker = await k.member('Asha Rao');
  stranger = await k.member('Vikram Shah');
  p = await k.provider('Suresh Gowda');
});

const slot = async () => (await k.slots(p, addDays(indianDayOf(new Date()), 2)))[20]!.start;
let serial = 0;
const clientId = () => `client-${Date.now()}-${++serial}`;
const send = (who: { cookie: string }, id: string, text: string, cid = clientId()) =>
  k.call('POST', `/work/requests/${id}/messages`, who.cookie, { clientId: cid, text });
const list = (who: { cookie: string }, id: string, query = '') =>
  k.call('GET', `/work/requests/${id}/messages${query}`, who.cookie);

describe('a conversation', () => {
  it('carries messages both ways with read marks, newest page last, older pages by cursor', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const first = await send(seeker, _id, 'Is the gate code needed?');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toMatchObject({
      from: 'seeker',
      mine: true,
      text: 'Is the gate code needed?',
      readAt: null,
    });
    await send(p, _id, 'Yes please, share it on the day.');

    const asProvider = (await list(p, _id)).json();
    expect(asProvider.messages.map((m: { from: string; mine: boolean }) => [m.from, m.mine])).toEqual([
      ['seeker', false],
      ['provider', true],
    ]);
    const unread = async (who: Party, box: 'sent' | 'received') =>
      (await k.call('GET', `/work/requests?box=${box}`, who.cookie))
        .json()
        .requests.find((r: { _id: string }) => r._id === _id).unreadMessages;
    expect(await unread(p, 'received')).toBe(1);
    expect(await unread(seeker, 'sent')).toBe(1);
    expect((await k.call('POST', `/work/requests/${_id}/messages/read`, p.cookie)).json()).toEqual({ marked: 1 });
    expect(await unread(p, 'received')).toBe(0);
    const mine = (await list(seeker, _id)).json().messages[0];
    expect(mine.readAt).not.toBeNull();

    for (let i = 0; i < 33; i++) await send(seeker, _id, `Note ${i}`);
    const page = (await list(seeker, _id, '?limit=30')).json();
    expect(page.messages).toHaveLength(30);
    expect(page.messages.at(-1).text).toBe('Note 32');
    const older = (await list(seeker, _id, `?limit=30&cursor=${encodeURIComponent(page.nextCursor)}`)).json();
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual([
      'Is the gate code needed?',
      'Yes please, share it on the day.',
      'Note 0',
      'Note 1',
      'Note 2',
    ]);
    expect(older.nextCursor).toBeNull();
  });

  it('hides phone numbers and email addresses from the other side until the booking is paid', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    await send(seeker, _id, 'Call me on +91 98765 43210 or write to asha.rao@example.in');
    const hidden = '[hidden until the booking is paid]';
    expect((await list(p, _id)).json().messages[0].text).toBe(`Call me on ${hidden} or write to ${hidden}`);
    // The sender reads their own words as written.
    expect((await list(seeker, _id)).json().messages[0].text).toContain('98765 43210');
    await k.pay(seeker, _id);
    expect((await list(p, _id)).json().messages[0].text).toBe(
      'Call me on +91 98765 43210 or write to asha.rao@example.in',
    );
  });

  it('keeps a message sent twice with one client id once, and answers the same both times', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const cid = clientId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(seeker, _id, 'Sent from the outbox', cid)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().message._id)).size).toBe(1);
    expect(await t.db.$count(messages, eq(messages.workRequestId, _id))).toBe(1);
  });

  it('reaches both parties’ open streams as it is sent', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const heard = new Promise<MessageEvent>((resolve) => {
      const stop = t.app.notificationHub.subscribe(p.id, (item) => {
        if ('message' in item) {
          stop();
          resolve(item.message);
        }
      });
    });
    const sent = (await send(seeker, _id, 'On my way home now')).json().message;
    expect(await heard).toMatchObject({
      workRequestId: _id,
      messageId: sent._id,
      message: { text: 'On my way home now', from: 'seeker', mine: false },
    });
  });

  it('refuses empty and overlong words and a malformed client id, and keeps nothing', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const empty = await send(seeker, _id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write a message.');
    expect((await send(seeker, _id, 'x'.repeat(2001))).json().message).toBe('Keep a message under 2000 characters.');
    expect((await send(seeker, _id, 'Hello', 'bad id!')).statusCode).toBe(400);
    expect(await t.db.$count(messages, eq(messages.workRequestId, _id))).toBe(0);
  });
});

const sendPhoto = (who: { cookie: string }, id: string, bytes: Buffer | null, text = '', cid = clientId()) => {
  const form = new FormData();
  form.append('clientId', cid);
  form.append('text', text);
  if (bytes) form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'leak.jpg');
  return t.app.inject({
    method: 'POST',
    url: `/api/work/requests/${id}/messages/photo`,
    payload: form,
    headers: { cookie: who.cookie },
  });
};
const fetchPhoto = (who: { cookie: string }, url: string) => t.app.inject({ url, headers: { cookie: who.cookie } });

describe('photos', () => {
  it('are re-encoded without EXIF or GPS and shown only to the conversation’s parties', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const original = await makePhoto({ width: 3000, height: 2000 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const sent = await sendPhoto(seeker, _id, original, 'The leak under the sink');
    expect(sent.statusCode, sent.body).toBe(201);
    const { message } = sent.json();
    expect(message).toMatchObject({ text: 'The leak under the sink', photo: { width: 2000, height: 1333 } });

    // The provider sees it in the conversation and fetches it; it carries no metadata.
    const seen = (await list(p, _id)).json().messages[0];
    expect(seen.photo.url).toBe(`/api/messages/${message._id}/photo`);
    const full = await fetchPhoto(p, seen.photo.url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([2000, 1333]);
    const thumb = await sharp((await fetchPhoto(p, seen.photo.thumbUrl)).rawPayload).metadata();
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);

    // Nobody else: a stranger, a visitor, an admin outside a dispute; nor through the identity-document route.
    expect((await fetchPhoto(stranger, seen.photo.url)).statusCode).toBe(404);
    expect((await t.app.inject({ url: seen.photo.url })).statusCode).toBe(401);
    expect((await fetchPhoto(admin, seen.photo.url)).statusCode).toBe(403);
    expect((await fetchPhoto(admin, `/api/files/${message._id}`)).statusCode).toBe(404);
    // Reported, it is shown to admins with the report (and that look is audited).
    await k.call('POST', `/messages/${message._id}/report`, p.cookie, { reason: 'Not my house' });
    expect((await fetchPhoto(admin, seen.photo.thumbUrl)).statusCode).toBe(200);
    const looks = and(eq(auditLog.action, 'read_conversation'), eq(auditLog.targetId, _id));
    expect(await t.db.$count(auditLog, looks)).toBe(1);
  });

  it('refuses a file that is no image, a missing photo and a stranger, and stores nothing', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const before = await countFiles();
    const notImage = await sendPhoto(seeker, _id, Buffer.from('just text, named leak.jpg'));
    expect(notImage.statusCode).toBe(415);
    const none = await sendPhoto(seeker, _id, null, 'No photo here');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'MESSAGE_PHOTO_REQUIRED', message: 'Choose a photo to send.' });
    expect((await sendPhoto(stranger, _id, await makePhoto())).statusCode).toBe(404);
    expect(await t.db.$count(messages, eq(messages.workRequestId, _id))).toBe(0);
    expect(await countFiles()).toBe(before);
  });

  it('is kept once per client id, and its files survive the orphan sweep while the message exists', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    const photo = await makePhoto();
    const before = await countFiles();
    const cid = clientId();
    const answers = await Promise.all([1, 2, 3].map(() => sendPhoto(seeker, _id, photo, '', cid)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().message._id)).size).toBe(1);
    expect(await t.db.$count(messages, eq(messages.workRequestId, _id))).toBe(1);
    // One image and one thumbnail kept; copies from parallel repeats were removed.
    expect(await countFiles()).toBe(before + 2);
    await sweepOrphanFiles({ db: t.db, storage: t.app.storage }, Date.now() + 3 * 60 * 60 * 1000);
    expect((await fetchPhoto(p, answers[0]!.json().message.photo.url)).statusCode).toBe(200);
  });
});

async function countFiles() {
  let n = 0;
  for await (const _ of t.app.storage.list()) n += 1;
  return n;
}

describe('who may read', () => {
  it('a stranger gets 404; an admin 403 outside a dispute, and during one reads it unmasked, audited', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    await send(seeker, _id, 'My number is 9876543210');
    expect((await list(stranger, _id)).statusCode).toBe(404);
    expect((await send(stranger, _id, 'Hi')).statusCode).toBe(404);
    const outside = await list(admin, _id);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('ADMIN_ONLY_IN_DISPUTE');

    await k.setRow(_id, { status: 'disputed', disputedAt: new Date() });
    const during = await list(admin, _id);
    expect(during.statusCode, during.body).toBe(200);
    expect(during.json().messages[0].text).toBe('My number is 9876543210');
    const audits = await t.db.$count(
      auditLog,
      and(eq(auditLog.action, 'read_conversation'), eq(auditLog.targetId, _id), eq(auditLog.actorId, admin.id)),
    );
    expect(audits).toBe(1);
    const said = await send(admin, _id, 'I am looking into this.');
    expect(said.json().message).toMatchObject({ from: 'admin', mine: true });
    expect((await list(seeker, _id)).json().messages.at(-1)).toMatchObject({ from: 'admin', mine: false });
  });
});

describe('reports', () => {
  it('a party reports the other side’s message once; admins see it with the messages around it', async () => {
    const { _id } = await k.booked(seeker, p, await slot());
    await send(p, _id, 'Before');
    const rude = (await send(seeker, _id, 'Something rude')).json().message;
    await send(p, _id, 'After');
    const report = (who: Party) => k.call('POST', `/messages/${rude._id}/report`, who.cookie, { reason: 'Abusive' });
    expect((await report(seeker)).statusCode).toBe(404);
    expect((await report(stranger)).statusCode).toBe(404);
    const made = await report(p);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().message).toBe('Thank you. An admin will look at this message.');
    expect((await report(p)).json().code).toBe('MESSAGE_ALREADY_REPORTED');

    const listed = await k.call('GET', '/admin/message-reports', admin.cookie);
    expect(listed.statusCode, listed.body).toBe(200);
    const mine = listed.json().reports.find((r: { messageId: string }) => r.messageId === rude._id);
    expect(mine).toMatchObject({
      reason: 'Abusive',
      reporter: { _id: p.id },
      sender: { _id: seeker.id, name: 'Asha Rao' },
      workRequestId: _id,
    });
    expect(mine.context.map((m: { text: string }) => m.text)).toEqual(['Before', 'Something rude', 'After']);
    expect((await k.call('GET', '/admin/message-reports', p.cookie)).statusCode).toBe(403);
  });
});
