import { rateCardMessages, SERVICES_PER_PROVIDER } from '@sevak/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerServices } from '../../db/schema/index.js';
import { createMember, createTestApp, signIn, type TestApp } from '../../../test/app.js';

/** The rate card (docs/contract.md §5c): a provider lists services; anyone reads the active ones. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function provider(categories = ['Plumber', 'Electrician']) {
  const member = await createMember(t.db, { isAdminApproved: true, businessCategory: categories });
  return { ...member, cookie: (await signIn(t.app, member)).cookie };
}

const TAP_REPAIR = {
  category: 'plumber',
  title: '  Tap repair ',
  description: 'A leaking tap fixed, washers included.',
  priceType: 'fixed',
  price: 499,
  durationMinutes: 60,
};

function addService(cookie: string, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/services/mine', headers: { cookie }, payload });
}

describe('a provider lists services', () => {
  it('adds, changes, hides and deletes a service; the page shows only the active ones', async () => {
    const p = await provider();
    const created = await addService(p.cookie, TAP_REPAIR);
    expect(created.statusCode, created.body).toBe(201);
    const service = created.json().service;
    // The provider's own spelling of the category; the title trimmed; rupees on the wire.
    expect(service).toMatchObject({
      providerId: p.id,
      category: 'Plumber',
      title: 'Tap repair',
      priceType: 'fixed',
      price: 499,
      durationMinutes: 60,
      active: true,
    });
    const quote = await addService(p.cookie, {
      category: 'Electrician',
      title: 'House wiring',
      priceType: 'quote',
      durationMinutes: 480,
    });
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json().service).toMatchObject({ price: null, description: '' });

    const hidden = await t.app.inject({
      method: 'PUT',
      url: `/api/services/mine/${quote.json().service._id}`,
      headers: { cookie: p.cookie },
      payload: {
        category: 'Electrician',
        title: 'House wiring',
        priceType: 'hourly',
        price: 350.5,
        durationMinutes: 120,
        active: false,
      },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().service).toMatchObject({ priceType: 'hourly', price: 350.5, active: false });

    const seen = await t.app.inject({ url: `/api/providers/${p.id}/services` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().services.map((s: { title: string }) => s.title)).toEqual(['Tap repair']);
    const own = await t.app.inject({ url: `/api/providers/${p.id}/services`, headers: { cookie: p.cookie } });
    expect(own.json().services.map((s: { title: string }) => s.title)).toEqual(['Tap repair', 'House wiring']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/mine/${service._id}`,
      headers: { cookie: p.cookie },
    });
    expect(deleted.json()).toEqual({ message: rateCardMessages.deleted });
    expect((await t.app.inject({ url: `/api/providers/${p.id}/services` })).json().services).toEqual([]);
  });

  it.each([
    [{ ...TAP_REPAIR, price: 0 }, 'price', rateCardMessages.pricePositive],
    [{ ...TAP_REPAIR, price: 12.345 }, 'price', 'Enter rupees with at most 2 decimal places.'],
    [{ ...TAP_REPAIR, price: undefined }, 'price', rateCardMessages.priceRequired],
    [{ ...TAP_REPAIR, priceType: 'quote' }, 'price', rateCardMessages.priceOnQuote],
    [{ ...TAP_REPAIR, durationMinutes: 45 }, 'durationMinutes', rateCardMessages.duration],
    [{ ...TAP_REPAIR, durationMinutes: 510 }, 'durationMinutes', rateCardMessages.duration],
    [{ ...TAP_REPAIR, title: 'ab' }, 'title', rateCardMessages.titleLength],
    [{ ...TAP_REPAIR, priceType: 'daily' }, 'priceType', rateCardMessages.priceTypeRequired],
    [{ ...TAP_REPAIR, category: 'Tailor' }, 'category', rateCardMessages.categoryNotYours],
  ])('refuses %j with the message on its field, and lists nothing', async (payload, path, msg) => {
    const p = await provider();
    const res = await addService(p.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ path, msg }));
    expect(
      (await t.app.inject({ url: `/api/providers/${p.id}/services`, headers: { cookie: p.cookie } })).json().services,
    ).toEqual([]);
  });
});

describe('only its provider writes a service', () => {
  it("another provider's service answers 404 to a change or a delete, and stays as it was", async () => {
    const owner = await provider();
    const other = await provider();
    const service = (await addService(owner.cookie, TAP_REPAIR)).json().service;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/services/mine/${service._id}`,
      headers: { cookie: other.cookie },
      payload: { ...TAP_REPAIR, price: 1 },
    });
    expect(changed.statusCode).toBe(404);
    expect(changed.json().code).toBe('SERVICE_NOT_FOUND');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/services/mine/${service._id}`,
      headers: { cookie: other.cookie },
    });
    expect(deleted.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/providers/${owner.id}/services` })).json().services).toEqual([
      expect.objectContaining({ _id: service._id, price: 499 }),
    ]);
  });

  it('a member who is not a listed provider has no services page; one awaiting approval cannot list', async () => {
    const pending = await createMember(t.db, { businessCategory: ['Plumber'] });
    expect((await t.app.inject({ url: `/api/providers/${pending.id}/services` })).statusCode).toBe(404);
    const res = await addService((await signIn(t.app, pending)).cookie, TAP_REPAIR);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('AWAITING_APPROVAL');
  });
});

describe(`at most ${SERVICES_PER_PROVIDER} services`, () => {
  it('the card full, one more is refused with 409, even when 20 arrive at once', async () => {
    const p = await provider();
    await t.db.insert(providerServices).values(
      Array.from({ length: SERVICES_PER_PROVIDER - 1 }, (_, i) => ({
        providerId: p.id,
        category: 'Plumber',
        title: `Service ${i}`,
        priceType: 'fixed' as const,
        pricePaise: 10_000,
        durationMinutes: 30,
      })),
    );
    // On PostgreSQL (TEST_DATABASE_URL) these run at once; the provider's row lock decides.
    const answers = await Promise.all(Array.from({ length: 20 }, () => addService(p.cookie, TAP_REPAIR)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json()).toMatchObject({ code: 'SERVICE_LIMIT_REACHED', message: rateCardMessages.tooMany });
    const own = await t.app.inject({ url: `/api/providers/${p.id}/services`, headers: { cookie: p.cookie } });
    expect(own.json().services).toHaveLength(SERVICES_PER_PROVIDER);
  });
});
