// @vitest-environment happy-dom
import { DATA_REQUEST_TOPIC_LABELS, paths, supportMessages, ticketSchema, type Ticket } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, fixture, jsonResponse, makeUser, PUBLIC_CONFIG } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** /support's data requests and Grievance officer. */
const PENDING = fixture(ticketSchema, {
  _id: '60000000-0000-4000-8000-000000000101',
  bookingId: null,
  kind: 'data_request',
  issue: DATA_REQUEST_TOPIC_LABELS.erasure,
  description: 'Please erase my old address.',
  status: 'Pending',
  resolutionMessage: null,
  createdAt: '2026-11-27T04:30:00Z',
  resolvedAt: null,
  ticketNumber: 'SV-T-000101',
  acknowledgementDueAt: '2026-11-29T04:30:00Z',
  resolutionDueAt: '2026-12-27T04:30:00Z',
  acknowledgedAt: null,
});
const ANSWERED = fixture(ticketSchema, {
  ...PENDING,
  _id: '60000000-0000-4000-8000-000000000100',
  issue: DATA_REQUEST_TOPIC_LABELS.access,
  description: 'What do you hold about me?',
  status: 'Resolved',
  resolutionMessage: 'Use My data on your profile: the ZIP holds everything.',
  resolvedAt: '2026-11-27T06:30:00Z',
  ticketNumber: 'SV-T-000100',
  acknowledgedAt: '2026-11-27T06:30:00Z',
});

type Handler = (path: string, init: RequestInit | undefined) => Response | undefined;

function renderSupport(requests: () => Ticket[], handle: Handler = () => undefined) {
  return renderApp(paths.support, {
    user: makeUser(),
    onFetch: (path, init) => {
      const answer = handle(path, init);
      if (answer) return answer;
      if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
      if (path === '/api/support/getActiveTicket') return jsonResponse({ ticket: null });
      if (path === '/api/support/dataRequests') return jsonResponse({ tickets: requests() });
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

const region = (name: string) => screen.findByRole('region', { name });

describe('data requests on /support', () => {
  afterEach(() => changeLanguage('en'));

  it('offers the form beside the support ticket form, and shows the Grievance officer', async () => {
    renderSupport(() => []);
    const section = within(await region('Your personal data'));
    const topic = (await section.findByLabelText('What is your request about?')) as HTMLSelectElement;
    expect([...topic.options].map((o) => o.textContent)).toEqual([
      'Choose one',
      ...Object.values(DATA_REQUEST_TOPIC_LABELS),
    ]);
    expect(section.getByLabelText('Details')).toBeTruthy();
    expect(section.getByRole('button', { name: 'Send data request' })).toBeTruthy();
    // The support ticket's own form is still there.
    expect(screen.getByLabelText('Issue')).toBeTruthy();

    const officer = within(await region('Grievance officer'));
    expect(officer.getByText(PUBLIC_CONFIG.privacy.grievanceOfficer.name)).toBeTruthy();
    expect(officer.getByRole('link', { name: 'grievance@sevak.local' }).getAttribute('href')).toBe(
      'mailto:grievance@sevak.local',
    );
    expect(officer.getByText('We reply within 30 days.')).toBeTruthy();
  });

  it('says what is missing and sends nothing', async () => {
    const { user, fetchMock } = renderSupport(() => []);
    const section = within(await region('Your personal data'));
    await user.click(await section.findByRole('button', { name: 'Send data request' }));
    expect(await section.findByText(supportMessages.topicRequired)).toBeTruthy();
    expect(section.getByText(supportMessages.descriptionRequired)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/support/addDataRequest')).toHaveLength(0);
  });

  it('sends the topic and details, toasts the answer and shows the waiting request with the promised time', async () => {
    let requests: Ticket[] = [ANSWERED];
    const { user, fetchMock } = renderSupport(
      () => requests,
      (path, init) => {
        if (path !== '/api/support/addDataRequest' || init?.method !== 'POST') return undefined;
        requests = [PENDING, ANSWERED];
        return jsonResponse({ message: supportMessages.dataRequestSubmitted, ticket: PENDING }, 201);
      },
    );
    const section = within(await region('Your personal data'));
    await user.selectOptions(await section.findByLabelText('What is your request about?'), 'erasure');
    await user.type(section.getByLabelText('Details'), ' Please erase my old address. ');
    await user.click(section.getByRole('button', { name: 'Send data request' }));

    expect(await screen.findByText(supportMessages.dataRequestSubmitted)).toBeTruthy();
    const waiting = within(await screen.findByRole('article', { name: 'Your data request (waiting for an answer)' }));
    expect(waiting.getByText(DATA_REQUEST_TOPIC_LABELS.erasure)).toBeTruthy();
    expect(waiting.getByText('Pending')).toBeTruthy();
    expect(waiting.getByText('SV-T-000101')).toBeTruthy();
    expect(waiting.getByText('We will reply by 29 Nov 2026, 10:00 am')).toBeTruthy();
    expect(waiting.getByText('We aim to resolve this by 27 Dec 2026, 10:00 am')).toBeTruthy();
    expect(section.getByText('Our Grievance officer answers within 30 days.')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Send data request' })).toBeNull();
    const [post] = fetchMock.mock.calls.filter(([url]) => url === '/api/support/addDataRequest');
    expect(JSON.parse(String(post![1]!.body))).toEqual({
      topic: 'erasure',
      description: 'Please erase my old address.',
    });

    // The answered one stays listed, with our answer.
    const answered = within(screen.getByRole('article', { name: 'Answered data request' }));
    expect(answered.getByText(ANSWERED.resolutionMessage!)).toBeTruthy();
    expect(answered.getByText('Resolved')).toBeTruthy();
    expect(answered.getByText('SV-T-000100')).toBeTruthy();
    expect(answered.queryByText(/We aim to resolve/)).toBeNull();
  });

  it('shows the server’s words when one is already waiting', async () => {
    let asked = 0;
    const { user } = renderSupport(
      () => (asked++ === 0 ? [] : [PENDING]),
      (path) =>
        path === '/api/support/addDataRequest'
          ? errorResponse('TICKET_ALREADY_OPEN', { message: supportMessages.dataRequestExists })
          : undefined,
    );
    const section = within(await region('Your personal data'));
    await user.selectOptions(await section.findByLabelText('What is your request about?'), 'access');
    await user.type(section.getByLabelText('Details'), 'Again');
    await user.click(section.getByRole('button', { name: 'Send data request' }));
    expect((await screen.findAllByText(supportMessages.dataRequestExists)).length).toBeGreaterThan(0);
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Your data request (waiting for an answer)' })).toBeTruthy(),
    );
  });

  it('reads in Hindi, the topic included', async () => {
    await changeLanguage('hi');
    renderSupport(() => [PENDING]);
    const section = within(await region('आपका निजी डेटा'));
    expect(await section.findByText('मेरा निजी डेटा मिटाना')).toBeTruthy();
    expect(section.getByText('हमारे शिकायत अधिकारी 30 दिनों के अंदर जवाब देते हैं।')).toBeTruthy();
    expect(section.getByText('टिकट नंबर')).toBeTruthy();
    expect(section.getByText(/^हम .+ तक जवाब देंगे$/)).toBeTruthy();
    expect(section.getByText(/^हमारा प्रयास है कि इसे .+ तक हल कर दें$/)).toBeTruthy();
    expect(within(await region('शिकायत अधिकारी')).getByText('हम 30 दिनों के अंदर जवाब देते हैं।')).toBeTruthy();
  });
});
