// @vitest-environment happy-dom
import { messages, paths, workAnswerSchema, workListSchema, workMessages, type User } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  fixture,
  jsonResponse,
  makeProvider,
  makeUser,
  makeWorkRequest,
  pincodeFound,
} from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const PROVIDER = makeProvider();

const PAGE = `${paths.sendRequest}?id=${PROVIDER._id}`;
/** Two days ahead in India: always a future date, whatever the hour. */
const DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
  new Date(Date.now() + 2 * 86_400_000),
);
/** The same day as the form shows and takes it, dd/MM/yyyy. */
const SHOWN_DATE = DATE.split('-').reverse().join('/');

/** The first find of a test waits for the page's code to load (slow on a busy machine). */
const FIRST = { timeout: 5000 };

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

function renderForm(user: User | null, handle: Handler = () => undefined, provider = PROVIDER, url = PAGE) {
  return renderApp(url, {
    user,
    onFetch: (path, init) => {
      const answer = handle(path, init);
      if (answer) return answer;
      if (path === `/api/services/provider/${PROVIDER._id}`) return jsonResponse(provider);
      if (path.startsWith('/api/location/pincode/')) return jsonResponse(pincodeFound());
      // What the pages after this one ask for.
      if (path.startsWith('/api/work/requests'))
        return jsonResponse(fixture(workListSchema, { requests: [], nextCursor: null }));
      if (path === '/api/config/public') return errorResponse('NOT_FOUND', { message: 'Not here' });
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

/** Puts `text` into the field labelled `label` as one paste (typing key by key is slow). */
async function fill(user: ReturnType<typeof renderApp>['user'], label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

function posts(fetchMock: ReturnType<typeof renderApp>['fetchMock']) {
  return fetchMock.mock.calls.filter(([url, init]) => url === '/api/work/requests' && init?.method === 'POST');
}

// Whole-app journeys with several lazily loaded pages each.
describe('send request page', { timeout: 15_000 }, () => {
  it('sends an approved member’s request, prefilled with their address and phone, and goes to their sent requests', async () => {
    const member = makeUser();
    const { user, fetchMock, router } = renderForm(member, (path, init) =>
      init?.method === 'POST'
        ? jsonResponse(fixture(workAnswerSchema, { message: workMessages.sent, request: makeWorkRequest() }), 201)
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Send a request' }, FIRST)).toBeTruthy();
    expect(screen.getByText('Ravi Plumbing Works')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 2 reviews' })).toBeTruthy();
    expect((screen.getByLabelText('Pincode') as HTMLInputElement).value).toBe('411038');
    expect((screen.getByLabelText('Contact phone') as HTMLInputElement).value).toBe(member.phone);

    await user.selectOptions(screen.getByLabelText('Service'), 'Electrician');
    await fill(user, 'Describe the work', 'Two switches are sparking.');
    await fill(user, 'Preferred date', SHOWN_DATE);
    await user.selectOptions(screen.getByLabelText('Preferred time'), '9:30 am');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(workMessages.sent)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.work));
    expect(router.state.location.search).toBe('?tab=sent');
    const [post] = posts(fetchMock);
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      providerId: PROVIDER._id,
      category: 'Electrician',
      description: 'Two switches are sparking.',
      preferredAt: `${DATE}T09:30:00+05:30`,
      address: { area: 'Kothrud', city: 'Pune', state: 'Maharashtra', country: 'India', pincode: '411038' },
      contactPhone: member.phone,
    });
  });

  it('checks the form before sending: the only service is chosen, the rest is said under the fields', async () => {
    const { user, fetchMock } = renderForm(makeUser(), undefined, { ...PROVIDER, businessCategory: ['Plumber'] });
    const service = (await screen.findByLabelText('Service', {}, FIRST)) as HTMLSelectElement;
    expect(service.value).toBe('Plumber');
    await fill(user, 'Preferred date', SHOWN_DATE);
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText(workMessages.descriptionRequired)).toBeTruthy();
    expect(screen.getByText(workMessages.preferredAtRequired)).toBeTruthy();
    expect(screen.getByLabelText('Preferred time').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Describe the work'));
    expect(posts(fetchMock)).toHaveLength(0);
  });

  it('keeps a visitor’s form while they sign in, and gives it back to them signed in', async () => {
    const visitor = renderForm(null);
    const { user } = visitor;
    await user.selectOptions(await screen.findByLabelText('Service', {}, FIRST), 'Plumber');
    await fill(user, 'Describe the work', 'The kitchen tap leaks.');
    await fill(user, 'Preferred date', SHOWN_DATE);
    await user.selectOptions(screen.getByLabelText('Preferred time'), '6:00 pm');
    await fill(user, 'Pincode', '411038');
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Pune'));
    await fill(user, 'Contact phone', '9123456789');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    // Asked to sign in or join, in place of the button; nothing is sent.
    const asked = await screen.findByRole('status', { name: 'Your Sevak account' });
    expect(asked.textContent).toContain(workMessages.signInToSend);
    expect(document.activeElement).toBe(asked);
    expect(screen.getByRole('link', { name: 'Join Sevak' }).getAttribute('href')).toBe(paths.register);
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' }, FIRST)).toBeTruthy();
    expect(screen.getByText(/Sign in to send your request to this provider: what you typed is kept/)).toBeTruthy();
    expect(visitor.router.state.location.state).toEqual({
      from: { pathname: paths.sendRequest, search: `?id=${PROVIDER._id}`, hash: '' },
    });
    expect(posts(visitor.fetchMock)).toHaveLength(0);
    visitor.unmount();

    // Signed in, they come back to the same page: what they typed wins over their profile's details.
    renderForm(makeUser({ phone: '9000000000' }));
    expect(((await screen.findByLabelText('Describe the work')) as HTMLTextAreaElement).value).toBe(
      'The kitchen tap leaks.',
    );
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('Plumber');
    expect((screen.getByLabelText('Preferred time') as HTMLSelectElement).value).toBe('18:00');
    expect((screen.getByLabelText('Contact phone') as HTMLInputElement).value).toBe('9123456789');
  });

  it('tells a member awaiting approval, and the provider themself, why there is no form', async () => {
    const pending = renderForm(makeUser({ isAdminApproved: false }));
    expect(await screen.findByText(messages.auth.awaitingApproval, {}, FIRST)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull();
    pending.unmount();

    renderForm(makeUser({ _id: PROVIDER._id }));
    expect(await screen.findByText(workMessages.selfRequest)).toBeTruthy();
    expect(screen.queryByLabelText('Describe the work')).toBeNull();
  });

  it('shows the server’s field errors under their fields, and its other refusals above the button', async () => {
    let answer = errorResponse('VALIDATION_FAILED', {
      message: 'Invalid input',
      errors: [{ path: 'address.pincode', msg: 'We do not serve this pincode yet.' }],
    });
    const { user } = renderForm(makeUser(), (_path, init) => (init?.method === 'POST' ? answer : undefined));
    await user.selectOptions(await screen.findByLabelText('Service', {}, FIRST), 'Plumber');
    await fill(user, 'Describe the work', 'Leak');
    await fill(user, 'Preferred date', SHOWN_DATE);
    await user.selectOptions(screen.getByLabelText('Preferred time'), '10:00 am');
    await user.click(screen.getByRole('button', { name: 'Send request' }));

    expect(await screen.findByText('We do not serve this pincode yet.')).toBeTruthy();
    expect(screen.getByLabelText('Pincode').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Pincode'));

    answer = errorResponse('REQUEST_ALREADY_WAITING', { message: workMessages.alreadyWaiting });
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(workMessages.alreadyWaiting)).toBeTruthy();
  });
});
