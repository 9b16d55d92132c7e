import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../src/db/schema/index.js';
import { createMember, signIn, type TestApp } from './app.js';

/** The work-request tests' helpers, for the test app `testApp()` returns (made in a beforeAll). */
export function workKit(testApp: () => TestApp) {
  const home = { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' };

  async function member(name: string, fields: Parameters<typeof createMember>[1] = {}) {
    const m = await createMember(testApp().db, { isAdminApproved: true, name, address: home, ...fields });
    return { ...m, cookie: (await signIn(testApp().app, m)).cookie };
  }
  const provider = (name = 'Ravi Kumar') =>
    member(name, { businessName: `${name} Electricals`, businessCategory: ['Electrician', 'AC Repair'] });

  /** A future time on the half hour. */
  function nextSlot(daysAhead = 2): string {
    const at = new Date(Date.now() + daysAhead * 86_400_000);
    at.setUTCMinutes(30, 0, 0);
    return at.toISOString();
  }

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string | undefined, payload?: object) =>
    testApp().app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, payload });

  function requestBody(providerId: string, overrides: Record<string, unknown> = {}) {
    return {
      providerId,
      category: 'electrician',
      description: 'Two fans and a switchboard to fix.',
      preferredAt: nextSlot(),
      address: home,
      contactPhone: '9876543210',
      ...overrides,
    };
  }

  async function send(seeker: { cookie: string }, providerId: string) {
    const res = await call('POST', '/work/requests', seeker.cookie, requestBody(providerId));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().request as { _id: string };
  }
  const setStatus = (who: { cookie: string }, id: string, body: object) =>
    call('PUT', `/work/requests/${id}/status`, who.cookie, body);
  const review = (who: { cookie: string }, id: string, body: object) =>
    call('POST', `/work/requests/${id}/review`, who.cookie, body);
  const inbox = async (m: { id: string }) =>
    (await testApp().db.select().from(notifications).where(eq(notifications.userId, m.id))).map((n) => n.title);

  return { home, member, provider, call, requestBody, send, setStatus, review, inbox };
}
