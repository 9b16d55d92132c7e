// The mixed member workload against one API instance and against two, both on one
// PostgreSQL database and both behind the same round-robin proxy (test/round-robin-proxy.ts), their
// bursts interleaved in one run. Each autocannon connection is a member who signs in (a new account
// and address each time round, as many people would: the sign-in limits are per account and per
// address) and then browses: their account, the categories, searches, providers, the notifications
// — 58 requests a round; meanwhile members hold notification streams open through
// each target. Reported: throughput and p99 side by side, the two-over-one ratio, and the streams
// still open at the end. Needs a PostgreSQL server (BENCH_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import { startRoundRobinProxy } from '../apps/server/test/round-robin-proxy.ts';
import { interleave, seedProviders, startAppOnPostgres, startInstance } from './lib.mjs';

const PORTS = [3361, 3362];
const PROVIDERS = 5_000;
const STREAMS = 100;
const admin = { email: 'bench.admin@gmail.com', phone: '9000000995', password: 'Bench@Admin-121' };

/** The members' round, the same for both targets; `nextMember` hands out accounts and addresses. */
function memberRound(providerIds) {
  let next = 0;
  const signIn = {
    method: 'POST',
    path: '/api/auth/login',
    setupRequest(req, context) {
      const n = (next++ % PROVIDERS) + 1;
      context.ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
      return {
        ...req,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': context.ip },
        body: JSON.stringify({ emailOrPhone: `prov${n}@gmail.com`, password: admin.password }),
      };
    },
    onResponse(status, body, context) {
      if (status === 200) context.token = JSON.parse(body).token;
    },
  };
  const signedIn = (path) => ({
    method: 'GET',
    path,
    setupRequest: (req, context) => ({
      ...req,
      headers: { authorization: `Bearer ${context.token}`, 'x-forwarded-for': context.ip },
    }),
  });
  const provider = (i) => signedIn(`/api/services/provider/${providerIds[i % providerIds.length]}`);
  // One visit: 19 requests. A round is a sign-in and three visits (a session serves many pages; a
  // sign-in costs ~150 ms of scrypt, docs/contract.md §9, so its share sets the throughput).
  const visit = (k) => [
    signedIn('/api/auth/getuser'),
    signedIn('/api/category/getAllCategory'),
    signedIn('/api/services/search?q=shop%2012'),
    provider(k),
    signedIn('/api/services/search?q=electrician%20city8'),
    provider(k + 1),
    signedIn('/api/notifications'),
    signedIn('/api/services/search?place=City8&sort=rating'),
    provider(k + 2),
    signedIn('/api/auth/getuser'),
    signedIn('/api/services/search?q=tailor'),
    provider(k + 3),
    signedIn('/api/notifications'),
    signedIn('/api/category/getAllCategory'),
    signedIn('/api/services/search?q=plumber%20city3'),
    provider(k + 4),
    signedIn(`/api/services/provider/${providerIds[k % providerIds.length]}/reviews`),
    signedIn('/api/notifications'),
    signedIn('/api/auth/getuser'),
  ];
  return [signIn, ...visit(0), ...visit(5), ...visit(10)];
}

/** `count` members' notification streams held open through `base`; `open()` counts those still open. */
async function holdStreams(base, count, firstMember) {
  const streams = [];
  for (let i = 0; i < count; i++) {
    const n = firstMember + i;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${n >> 8}.${n & 255}` },
      body: JSON.stringify({ emailOrPhone: `prov${n}@gmail.com`, password: admin.password }),
    });
    const { token } = await login.json();
    const controller = new AbortController();
    const res = await fetch(`${base}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    const stream = { open: res.ok, controller };
    // Read until it ends: a stream the server closed counts as dropped.
    void (async () => {
      try {
        for await (const chunk of res.body) void chunk;
      } catch {
        // aborted at the end of the bench
      }
      stream.open = false;
    })();
    streams.push(stream);
  }
  return {
    open: () => streams.filter((s) => s.open).length,
    close: () => streams.forEach((s) => s.controller.abort()),
  };
}

export default async function run({ rounds = 3, seconds = 10, connections = 30 } = {}) {
  // Both instances share the database and the secret sessions are signed with.
  const env = { APP_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: '127.0.0.1' };
  const first = await startAppOnPostgres({ port: PORTS[0], admin, env });
  let second;
  const proxies = [];
  const held = [];
  try {
    await seedProviders(first.client, PROVIDERS);
    // Every provider signs in with the admin's password (one hash, copied: seeding stays fast).
    await first.client.query(
      `update users set password_hash = (select password_hash from users where lower(email) = lower($1))
       where email like 'prov%@gmail.com'`,
      [admin.email],
    );
    const { rows } = await first.client.query(
      "select id from users where email like 'prov%@gmail.com' order by review_count desc limit 15",
    );
    second = await startInstance({ port: PORTS[1], dbUrl: first.dbUrl, env });
    const upstreams = PORTS.map((port) => `http://127.0.0.1:${port}`);
    const one = await startRoundRobinProxy(upstreams.slice(0, 1));
    const two = await startRoundRobinProxy(upstreams);
    proxies.push(one, two);
    // Stream holders sign in from accounts the bursts reach last (the sign-in limit is per account).
    held.push(await holdStreams(one.base, STREAMS, PROVIDERS - 2 * STREAMS + 1));
    held.push(await holdStreams(two.base, STREAMS, PROVIDERS - STREAMS + 1));
    const result = await interleave(
      { two: two.base, one: one.base },
      {
        rounds,
        seconds,
        connections,
        requests: memberRound(rows.map((r) => r.id)),
      },
    );
    const stillOpen = held.map((h) => h.open());
    const ok = stillOpen.every((n) => n === STREAMS);
    console.log(
      `mixed member workload on PostgreSQL, ${connections} connections, ${rounds} × ${seconds} s interleaved, ` +
        `${STREAMS} notification streams held through each (2 cores: the instances, the proxy, PostgreSQL and autocannon share them)`,
    );
    for (const name of ['one', 'two']) {
      console.log(
        `  ${name === 'one' ? 'one instance ' : 'two instances'}  median ${Math.round(result[name].rps)} req/s, p99 ${result[name].p99} ms  runs ${result[name].runs.join(' ')}`,
      );
    }
    console.log(
      `  two / one: median ratio ${result.ratio.toFixed(2)}; streams still open ${stillOpen.join(' and ')} of ${STREAMS} ${ok ? 'OK' : 'DROPPED'}`,
    );
    return {
      name: 'scale-out',
      ok,
      rows: [
        {
          measure: `mixed member workload, one instance vs two (${connections} conns)`,
          now: `${Math.round(result.one.rps)} vs ${Math.round(result.two.rps)} req/s, p99 ${result.one.p99} vs ${result.two.p99} ms`,
          budget: 'nothing breaks (2 cores)',
          ok,
        },
      ],
    };
  } finally {
    for (const h of held) h.close();
    for (const proxy of proxies) await proxy.close();
    await second?.stop();
    await first.stop();
  }
}
