// (docs/decisions/038) Live conversations on one instance of the built app on PostgreSQL: 1,000
// members each hold the notification stream open (GET /api/notifications/stream, Server-Sent
// Events) while 500 seekers send messages to their providers (POST /work/requests/{id}/messages,
// one at a time, then 20 at a time); each message's time is measured from the send to its `event: conversation` on the
// provider's open stream. Reported: that time's p50/p99, the messages' rate, and what the 1,000
// streams cost the app in memory (its RSS before and after they open). docs/contract.md §10 sets
// no budget for this yet: ok is false only when a message never arrives.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { median, startAppOnPostgres } from './lib.mjs';

const PORT = 3361;
const MEMBERS = 1_000;
/** Messages sent one at a time (a message's own time), then 20 at a time (under load). */
const PHASES = [
  { inFlight: 1, messages: 300 },
  { inFlight: 20, messages: 2_000 },
];
const admin = { email: 'bench.admin@gmail.com', phone: '9000000997', password: 'Bench@Admin-121' };
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** Members 0…n-1 approved, with the current privacy notice, each with a session whose token is returned. */
async function seedMembers(client, n) {
  const { PRIVACY_NOTICE_VERSION } = await import('../packages/shared/src/index.ts');
  await client.query(
    `insert into users (name, email, phone, password_hash, referral_code, is_admin_approved, payment_verified,
                        address, notice_version, notice_accepted_at)
     select 'Member ' || i, 'stream' || i || '@gmail.com', (6200000000 + i)::text, 'x', 'STREAM' || i, true, true,
            '{"area":"A","city":"Pune","state":"Maharashtra","country":"India","pincode":"411038"}', $1, now()
     from generate_series(0, ${n - 1}) as i`,
    [PRIVACY_NOTICE_VERSION],
  );
  const { rows } = await client.query(`select id from users where email like 'stream%' order by phone`);
  const tokens = rows.map(() => randomBytes(32).toString('base64url'));
  await client.query(`insert into sessions (user_id, token_hash) select * from unnest($1::uuid[], $2::text[])`, [
    rows.map((r) => r.id),
    tokens.map((t) => createHash('sha256').update(t).digest('hex')),
  ]);
  return rows.map((r, i) => ({ id: r.id, token: tokens[i] }));
}

/** Seeker i asks provider i + n/2: one accepted free request each (a conversation between them). */
async function seedConversations(client, members) {
  const half = members.length / 2;
  const seekers = members.slice(0, half);
  const providers = members.slice(half);
  const { rows } = await client.query(
    `insert into work_requests (seeker_id, provider_id, category, description, preferred_at, address, contact_phone, status, accepted_at)
     select s, p, 'Plumber', 'Bench conversation', now() + interval '2 days',
            '{"area":"A","city":"Pune","state":"Maharashtra","country":"India","pincode":"411038"}', '9876543210', 'accepted', now()
     from unnest($1::uuid[], $2::uuid[]) as t(s, p) returning id, seeker_id, provider_id`,
    [seekers.map((m) => m.id), providers.map((m) => m.id)],
  );
  const byId = new Map(members.map((m) => [m.id, m]));
  return rows.map((r) => ({ id: r.id, seeker: byId.get(r.seeker_id), provider: byId.get(r.provider_id) }));
}

/** An open stream: calls `onMessage(messageId)` for each conversation event; resolves once `ready` came. */
async function openStream(base, token, onMessage) {
  const res = await fetch(`${base}/api/notifications/stream`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  if (!res.ok) throw new Error(`stream: ${res.status}`);
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let ready;
  const isReady = new Promise((resolve) => (ready = resolve));
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (event.startsWith('event: ready')) ready();
        const id = /"messageId":"([0-9a-f-]{36})"/.exec(event)?.[1];
        if (event.startsWith('event: conversation') && id) onMessage(id);
      }
    }
  })();
  await isReady;
  return () => reader.cancel().catch(() => undefined);
}

export default async function run() {
  const app = await startAppOnPostgres({ port: PORT, admin });
  const closers = [];
  try {
    const members = await seedMembers(app.client, MEMBERS);
    const conversations = await seedConversations(app.client, members);
    await app.client.query('vacuum analyze');
    const rssBefore = rssMb(app.pid);

    // Every member's stream, opened 50 at a time; the providers' streams report arrivals: to the
    // send waiting for it, or kept until its send has its answer (the event may come first).
    const waiting = new Map();
    const early = new Map();
    const arrived = (messageId, at) => {
      const resolve = waiting.get(messageId);
      if (resolve) resolve(at);
      else early.set(messageId, at);
    };
    const providers = new Set(conversations.map((c) => c.provider.id));
    const opened = performance.now();
    for (let i = 0; i < members.length; i += 50) {
      const batch = members.slice(i, i + 50).map((m) =>
        openStream(app.base, m.token, (messageId) => {
          if (providers.has(m.id)) arrived(messageId, performance.now());
        }),
      );
      closers.push(...(await Promise.all(batch)));
    }
    const openMs = performance.now() - opened;
    await new Promise((r) => setTimeout(r, 2000));
    const rssStreams = rssMb(app.pid);
    console.log(
      `${MEMBERS.toLocaleString('en-IN')} streams open in ${Math.round(openMs)} ms; app RSS ${rssBefore.toFixed(0)} MB → ${rssStreams.toFixed(0)} MB (${(((rssStreams - rssBefore) * 1024) / MEMBERS).toFixed(1)} KB a stream)`,
    );

    // Messages, each timed from its send to its arrival on the provider's stream.
    let lost = 0;
    let sent = 0;
    const sendOne = async (latencies) => {
      const n = sent++;
      const c = conversations[n % conversations.length];
      const t0 = performance.now();
      const res = await fetch(`${app.base}/api/work/requests/${c.id}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${c.seeker.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: `bench-${n}-${Math.round(t0)}`, text: `Message ${n}: is 10 am fine?` }),
      });
      if (res.status !== 201) throw new Error(`send: ${res.status} ${await res.text()}`);
      const { message } = await res.json();
      const at =
        early.get(message._id) ??
        (await Promise.race([
          new Promise((resolve) => waiting.set(message._id, resolve)),
          new Promise((resolve) => setTimeout(() => resolve(null), 10_000)),
        ]));
      waiting.delete(message._id);
      early.delete(message._id);
      if (at === null) lost += 1;
      else latencies.push(at - t0);
    };
    const rows = [];
    for (const { inFlight, messages } of PHASES) {
      const latencies = [];
      let left = messages;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (left-- > 0) await sendOne(latencies);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const sorted = latencies.sort((a, b) => a - b);
      const [p50, p99] = [pct(sorted, 50), pct(sorted, 99)];
      const rate = Math.round(messages / seconds);
      console.log(
        `${messages.toLocaleString('en-IN')} messages, ${inFlight} at a time, with ${MEMBERS.toLocaleString('en-IN')} streams open: ` +
          `${rate} messages/s; send → the other's stream p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, median ${median(sorted).toFixed(1)} ms`,
      );
      rows.push({
        measure: `message send → other's stream, ${inFlight} at a time, ${MEMBERS.toLocaleString('en-IN')} streams open`,
        now: `p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ${rate} msg/s`,
        budget: 'none set (every message arrives)',
        ok: lost === 0,
      });
    }
    console.log(`lost ${lost}; app RSS after ${rssMb(app.pid).toFixed(0)} MB`);
    rows.push({
      measure: `memory of ${MEMBERS.toLocaleString('en-IN')} open streams`,
      now: `${(rssStreams - rssBefore).toFixed(0)} MB RSS`,
      budget: 'none set',
      ok: true,
    });
    return { ok: lost === 0, rows };
  } finally {
    for (const close of closers) await close();
    await app.stop();
  }
}
