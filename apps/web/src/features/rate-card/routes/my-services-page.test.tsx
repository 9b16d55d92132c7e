// @vitest-environment happy-dom
import { paths, rateCardMessages, serviceListSchema, serviceSchema, type Service } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';

/** The first find of a test waits for the page's code to load (slow on a busy machine). */
const FIRST = { timeout: 5000 };

const PROVIDER = makeUser({ businessCategory: ['Plumber', 'Electrician'], businessName: 'Ravi Plumbing Works' });
const SERVICES_API = `/api/providers/${PROVIDER._id}/services`;

let n = 1;
function service(fields: Partial<Service> = {}): Service {
  return fixture(serviceSchema, {
    _id: `90000000-0000-4000-8000-${String(n++).padStart(12, '0')}`,
    providerId: PROVIDER._id,
    category: 'Plumber',
    title: 'Tap or pipe repair',
    description: '',
    priceType: 'fixed',
    price: 499,
    durationMinutes: 60,
    active: true,
    ...fields,
  });
}

const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** The page over a rate card the fake API keeps: writes change what the next GET answers. */
function renderServices(initial: Service[] = [], user = PROVIDER) {
  let services = initial;
  const view = renderApp(paths.myServices, {
    user,
    onFetch: (path, init) => {
      const method = init?.method ?? 'GET';
      if (path === SERVICES_API && method === 'GET') return jsonResponse(fixture(serviceListSchema, { services }));
      if (path === '/api/services/mine' && method === 'POST') {
        const created = service(sentBody(init) as Partial<Service>);
        services = [...services, created];
        return jsonResponse({ service: created }, 201);
      }
      const one = /^\/api\/services\/mine\/(.+)$/.exec(path);
      if (one && method === 'PUT') {
        const changed = { ...services.find((s) => s._id === one[1])!, ...(sentBody(init) as Partial<Service>) };
        services = services.map((s) => (s._id === changed._id ? changed : s));
        return jsonResponse({ service: changed });
      }
      if (one && method === 'DELETE') {
        services = services.filter((s) => s._id !== one[1]);
        return jsonResponse({ message: rateCardMessages.deleted });
      }
      throw new Error(`Unexpected fetch ${method} ${path}`);
    },
  });
  return view;
}

/** A table on the test's wide screen (a card per service on a phone: e2e/rate-card.phone.spec.ts). */
const list = () => screen.findByRole('table', { name: 'Your services' }, FIRST);

describe('My services (/services/mine)', () => {
  it('lists the services with ₹ prices, durations and whether they show', async () => {
    renderServices([
      service(),
      service({ title: 'Bathroom fitting', priceType: 'hourly', price: 350, durationMinutes: 90 }),
      service({ title: 'Wiring check', category: 'Electrician', priceType: 'quote', price: null, active: false }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My services' }, FIRST)).toBeTruthy();
    const items = within(await list())
      .getAllByRole('row')
      .slice(1);
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('₹499')).toBeTruthy();
    expect(within(items[0]!).getByText('1 h')).toBeTruthy();
    expect(within(items[0]!).getByText('Active')).toBeTruthy();
    expect(within(items[1]!).getByText('₹350 an hour')).toBeTruthy();
    expect(within(items[1]!).getByText('1 h 30 min')).toBeTruthy();
    expect(within(items[2]!).getByText('On quote')).toBeTruthy();
    expect(within(items[2]!).getByText('Hidden')).toBeTruthy();
    expect(within(items[2]!).getByText('Electrician')).toBeTruthy();
    expect(within(items[2]!).getByRole('button', { name: 'Show Wiring check' })).toBeTruthy();
  });

  it('adds a service: the category fills the title and duration, and the POST carries the form', async () => {
    const { user, fetchMock } = renderServices();
    expect(await screen.findByText('You have not listed any services yet.', {}, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a service' }));
    const form = within(screen.getByRole('form', { name: 'Add a service' }));

    await user.selectOptions(form.getByLabelText(/^Category/), 'Plumber');
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Tap or pipe repair');
    expect((form.getByLabelText('Duration') as HTMLSelectElement).value).toBe('60');
    // Another category replaces the suggestion, not what was typed.
    await user.selectOptions(form.getByLabelText(/^Category/), 'Electrician');
    expect((form.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Wiring or switch repair');

    await user.selectOptions(form.getByLabelText('Duration'), '90');
    await user.type(form.getByLabelText(/^Description/), 'Switchboards and fans.');
    await user.type(form.getByLabelText(/^Price in ₹/), '450');
    await user.click(form.getByRole('button', { name: 'Save service' }));

    expect(await screen.findByText('Service added.')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/services/mine') as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      category: 'Electrician',
      title: 'Wiring or switch repair',
      description: 'Switchboards and fans.',
      priceType: 'fixed',
      price: 450,
      durationMinutes: 90,
      active: true,
    });
    const added = await within(await list()).findByText('Wiring or switch repair');
    expect(added).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Add a service' })).toBeNull();
  });

  it('a service on quote has no price field and sends none', async () => {
    const { user, fetchMock } = renderServices();
    await user.click(await screen.findByRole('button', { name: 'Add a service' }, FIRST));
    const form = within(screen.getByRole('form', { name: 'Add a service' }));
    await user.selectOptions(form.getByLabelText(/^Category/), 'Plumber');
    await user.click(form.getByLabelText('On quote'));
    expect(form.queryByLabelText(/^Price in ₹/)).toBeNull();
    await user.click(form.getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/services/mine')).toHaveLength(1));
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/services/mine') as [[string, RequestInit]];
    expect(sentBody(init)).toMatchObject({ priceType: 'quote', price: null, title: 'Tap or pipe repair' });
  });

  it('refuses a price of 0 with the shared message under Price, sending nothing', async () => {
    const { user, fetchMock } = renderServices();
    await user.click(await screen.findByRole('button', { name: 'Add a service' }, FIRST));
    const form = within(screen.getByRole('form', { name: 'Add a service' }));
    await user.selectOptions(form.getByLabelText(/^Category/), 'Plumber');
    const price = form.getByLabelText(/^Price in ₹/);
    await user.type(price, '0');
    await user.click(form.getByRole('button', { name: 'Save service' }));
    expect(await form.findByText(rateCardMessages.pricePositive)).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/api/services/mine')).toEqual([]);
  });

  it('shows a server refusal under its field', async () => {
    const { user } = renderApp(paths.myServices, {
      user: PROVIDER,
      onFetch: (path, init) => {
        if (path === SERVICES_API) return jsonResponse(fixture(serviceListSchema, { services: [] }));
        if (path === '/api/services/mine' && init?.method === 'POST') {
          return jsonResponse(
            { message: 'Validation failed', errors: [{ path: 'category', msg: rateCardMessages.categoryNotYours }] },
            400,
          );
        }
        throw new Error(`Unexpected fetch ${path}`);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a service' }, FIRST));
    const form = within(screen.getByRole('form', { name: 'Add a service' }));
    await user.selectOptions(form.getByLabelText(/^Category/), 'Plumber');
    await user.type(form.getByLabelText(/^Price in ₹/), '300');
    await user.click(form.getByRole('button', { name: 'Save service' }));
    expect(await form.findByText(rateCardMessages.categoryNotYours)).toBeTruthy();
    expect(screen.getAllByText(rateCardMessages.categoryNotYours)).toHaveLength(1);
  });

  it('edits a service with its values filled in, and PUTs the whole service', async () => {
    const tap = service();
    const { user, fetchMock } = renderServices([tap]);
    await user.click(within(await list()).getByRole('button', { name: 'Edit Tap or pipe repair' }));
    const form = within(screen.getByRole('form', { name: 'Edit a service' }));
    expect((form.getByLabelText(/^Price in ₹/) as HTMLInputElement).value).toBe('499');
    const title = form.getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Tap repair');
    await user.click(form.getByLabelText('Hourly rate'));
    await user.click(form.getByRole('button', { name: 'Save service' }));
    expect(await screen.findByText('Service saved.')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'PUT', `/api/services/mine/${tap._id}`) as [[string, RequestInit]];
    expect(sentBody(init)).toEqual({
      category: 'Plumber',
      title: 'Tap repair',
      description: '',
      priceType: 'hourly',
      price: 499,
      durationMinutes: 60,
      active: true,
    });
    expect(await within(await list()).findByText('₹499 an hour')).toBeTruthy();
  });

  it('hides a service and shows it again', async () => {
    const tap = service();
    const { user, fetchMock } = renderServices([tap]);
    await user.click(within(await list()).getByRole('button', { name: 'Hide Tap or pipe repair' }));
    expect(await within(await list()).findByText('Hidden')).toBeTruthy();
    const [[, init]] = callsTo(fetchMock, 'PUT', `/api/services/mine/${tap._id}`) as [[string, RequestInit]];
    expect(sentBody(init)).toMatchObject({ active: false, title: 'Tap or pipe repair', price: 499 });
    await user.click(within(await list()).getByRole('button', { name: 'Show Tap or pipe repair' }));
    expect(await within(await list()).findByText('Active')).toBeTruthy();
  });

  it('deletes a service only after confirming', async () => {
    const tap = service();
    const { user, fetchMock } = renderServices([tap]);
    await user.click(within(await list()).getByRole('button', { name: 'Delete Tap or pipe repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this service?' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(callsTo(fetchMock, 'DELETE', `/api/services/mine/${tap._id}`)).toEqual([]);

    await user.click(within(await list()).getByRole('button', { name: 'Delete Tap or pipe repair' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this service?' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(rateCardMessages.deleted)).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', `/api/services/mine/${tap._id}`)).toHaveLength(1);
    expect(await screen.findByText('You have not listed any services yet.')).toBeTruthy();
  });

  it('tells a member without business categories to add one in Edit profile, with no form', async () => {
    const { fetchMock } = renderServices([], makeUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'My services' }, FIRST)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe(paths.editProfile);
    expect(screen.getByText(/Add the kind of work you do/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a service' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', SERVICES_API)).toEqual([]);
  });
});
