// @vitest-environment happy-dom
import { paths, teamAnswerSchema, walletMessages, type TeamAnswer } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, jsonResponse, makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const LINK = 'https://sevak.example/register?ref=ASHA2026';

const FIRST_PAGE = fixture(teamAnswerSchema, {
  referralCode: 'ASHA2026',
  referralLink: LINK,
  referredBy: { name: 'Meena J.' },
  rewardPerReferral: 25,
  totals: { members: 3, approved: 1, earned: 25 },
  members: [
    {
      _id: '90000000-0000-4000-8000-000000000003',
      name: 'Ravi K.',
      joinedAt: '2026-11-20T18:30:00Z',
      status: 'approved',
      reward: 25,
    },
    {
      _id: '90000000-0000-4000-8000-000000000002',
      name: 'Sunita P.',
      joinedAt: '2026-11-10T06:00:00Z',
      status: 'paid',
      reward: null,
    },
  ],
  nextCursor: 'cursor-2',
});

const SECOND_PAGE = fixture(teamAnswerSchema, {
  ...FIRST_PAGE,
  members: [
    {
      _id: '90000000-0000-4000-8000-000000000001',
      name: 'Imran S.',
      joinedAt: '2026-10-01T06:00:00Z',
      status: 'registered',
      reward: null,
    },
  ],
  nextCursor: null,
});

function renderTeam(answer: (search: URLSearchParams) => TeamAnswer | Response = () => FIRST_PAGE) {
  return renderApp(paths.team, {
    user: makeUser(),
    onFetch: (path, init) => {
      if (path === '/api/team' || path.startsWith('/api/team?')) {
        const page = answer(new URL(path, 'http://x').searchParams);
        return page instanceof Response ? page : jsonResponse(page);
      }
      throw new Error(`Unexpected fetch ${init?.method ?? 'GET'} ${path}`);
    },
  });
}

const teamCalls = (fetchMock: ReturnType<typeof renderApp>['fetchMock']) =>
  (fetchMock.mock.calls as [string, RequestInit | undefined][])
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/team'));

describe('team page', () => {
  it('shows the code, the link to copy or share, and a QR code of it', async () => {
    renderTeam();
    expect(await screen.findByRole('heading', { name: 'Team', level: 1 })).toBeTruthy();
    const invite = await screen.findByRole('region', { name: 'Invite members' });
    expect(within(invite).getByText('Your referral code').nextElementSibling?.textContent).toBe('ASHA2026');

    const link = within(invite).getByLabelText('Your referral link') as HTMLInputElement;
    expect(link.value).toBe(LINK);
    expect(link.readOnly).toBe(true);

    const whatsApp = within(invite).getByRole('link', { name: 'Share on WhatsApp' });
    const href = whatsApp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(href).toContain(encodeURIComponent(LINK));
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
      `Join me on Sevak, the marketplace of verified local service providers. Register with my code ASHA2026: ${LINK}`,
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');

    const qr = await within(invite).findByRole('img', { name: 'QR code of your referral link' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    expect(
      within(invite).getByText('You earn ₹25 when a member you invited has paid the registration fee and is approved.'),
    ).toBeTruthy();
    expect(within(invite).getByText('Referred by: Meena J.')).toBeTruthy();
  });

  it('copies the link and says so', async () => {
    const { user } = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText(walletMessages.copied)).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('shows the totals and the members with their status and reward', async () => {
    renderTeam();
    const totals = await screen.findByLabelText('Team totals');
    const figure = (term: string) => within(totals).getByText(term).nextElementSibling?.textContent;
    expect(figure('Members')).toBe('3');
    expect(figure('Approved')).toBe('1');
    expect(figure('Earned')).toBe('₹25');

    const members = within(screen.getByRole('list', { name: 'Your members' })).getAllByRole('listitem');
    expect(members.map((card) => card.textContent)).toEqual([
      'Ravi K.ApprovedJoined 21 Nov 2026Reward ₹25',
      'Sunita P.PaidJoined 10 Nov 2026Reward —',
    ]);
  });

  it('Load more asks for the next members with the cursor and adds them below', async () => {
    const { user, fetchMock } = renderTeam((search) =>
      search.get('cursor') === 'cursor-2' ? SECOND_PAGE : FIRST_PAGE,
    );
    await screen.findByText('Ravi K.');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Imran S.')).toBeTruthy();
    expect(teamCalls(fetchMock)).toEqual(['/api/team', '/api/team?cursor=cursor-2']);
    const cards = within(screen.getByRole('list', { name: 'Your members' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[2]!).getByText('Registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('invites to share the link while nobody has joined, and says when rewards are paused', async () => {
    renderTeam(() => ({
      ...FIRST_PAGE,
      referredBy: null,
      rewardPerReferral: 0,
      totals: { members: 0, approved: 0, earned: 0 },
      members: [],
      nextCursor: null,
    }));
    expect(await screen.findByText(/Nobody has joined with your code yet. Share your link/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your members' })).toBeNull();
    expect(screen.getByText('Referral rewards are paused right now.')).toBeTruthy();
    expect(screen.getByText('You joined without a referral code')).toBeTruthy();
  });

  it('says when the team cannot be fetched, with a way to try again', async () => {
    renderTeam(() => errorResponse('BAD_REQUEST', { message: 'No' }));
    expect(await screen.findByText(walletMessages.fetchTeamFailed)).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
  });
});
