// @vitest-environment happy-dom
import { paths, publicConfigSchema } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { operatorQuery } from '../../lib/operator';
import { queryKeys } from '../../lib/query-keys';
import { callsTo, renderApp } from '../../test/render-app';
import { errorResponse, fixture, jsonResponse, makeAdmin, makeUser, PUBLIC_CONFIG } from '../../test/fixtures';

const WITH_GSTIN = fixture(publicConfigSchema, {
  ...PUBLIC_CONFIG,
  operator: { ...PUBLIC_CONFIG.operator, gstin: '29AAGCS1234K1Z7' },
});

const answer = (config: unknown) => (path: string) =>
  path === '/api/config/public' ? jsonResponse(config) : errorResponse('NOT_FOUND', { message: 'Not found' });

/** A browser where the footer is on the screen at once (happy-dom's observer never reports). */
function footerInView() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly report: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.report(
          [{ isIntersecting: true, intersectionRatio: 1, target } as IntersectionObserverEntry],
          this as never,
        );
      }
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
}

/** The footer, once the app (after its start gate) has shown it. */
const findFooter = async () => within(await screen.findByRole('contentinfo'));
const footer = () => within(screen.getByRole('contentinfo'));

describe('the footer', () => {
  it('links the policy pages and how results are ranked on every page, and asks for nothing until it is scrolled into view', async () => {
    const { fetchMock } = renderApp(paths.home, { onFetch: answer(PUBLIC_CONFIG) });
    await screen.findByRole('heading', { level: 1 });
    const links = within(footer().getByRole('navigation', { name: 'Policies and help' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About Us', paths.aboutUs],
      ['Privacy Policy', paths.privacyPolicy],
      ['Customer Care', paths.support],
      ['How results are ranked', paths.rankingPolicy],
    ]);
    // The first page's budget: no request for the operator while nobody scrolls to it.
    expect(callsTo(fetchMock, 'GET', '/api/config/public')).toHaveLength(0);
    expect(footer().queryByText(/Operated by/)).toBeNull();
  });

  it("shows the operator's legal name, address, email, phone and GSTIN once in view", async () => {
    footerInView();
    const { fetchMock } = renderApp(paths.home, { onFetch: answer(WITH_GSTIN) });
    expect(
      await (
        await findFooter()
      ).findByText('Operated by Sevak Services Private Limited, 12 MG Road, Bengaluru, Karnataka 560001'),
    ).toBeTruthy();
    expect(footer().getByRole('link', { name: 'help@sevak.local' }).getAttribute('href')).toBe(
      'mailto:help@sevak.local',
    );
    expect(footer().getByRole('link', { name: '+91 80 4718 1210' }).getAttribute('href')).toBe('tel:+918047181210');
    expect(footer().getByText('GSTIN 29AAGCS1234K1Z7')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/config/public')).toHaveLength(1);
  });

  it('leaves out the GSTIN the operator does not have, and any line the server leaves empty', async () => {
    footerInView();
    const config = { ...PUBLIC_CONFIG, operator: { ...PUBLIC_CONFIG.operator, gstin: null, phone: '' } };
    renderApp(paths.aboutUs, { onFetch: answer(config) });
    expect(await (await findFooter()).findByText(/^Operated by Sevak Services Private Limited/)).toBeTruthy();
    expect(footer().queryByText(/GSTIN/)).toBeNull();
    expect(footer().queryByRole('link', { name: /^\+91/ })).toBeNull();
    expect(footer().getByRole('link', { name: 'help@sevak.local' })).toBeTruthy();
  });

  it('shows links only when the answer is not what it should be', async () => {
    footerInView();
    const { fetchMock } = renderApp(paths.home, { onFetch: answer({ operator: { legalName: 7 } }) });
    await findFooter();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/config/public')).toHaveLength(1));
    expect(footer().getByRole('link', { name: 'How results are ranked' })).toBeTruthy();
    expect(footer().queryByText(/Operated by/)).toBeNull();
  });

  it('takes the operator from a configuration a page already read, without asking again', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.publicConfig, WITH_GSTIN);
    expect(await queryClient.fetchQuery(operatorQuery())).toEqual(WITH_GSTIN.operator);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['a member', makeUser(), paths.profile],
    ['the admin', makeAdmin(), paths.admin.dashboard],
  ])('is on the pages of %s too', async (_who, user, url) => {
    renderApp(url, { user, onFetch: answer(PUBLIC_CONFIG) });
    expect(await (await findFooter()).findByRole('link', { name: 'How results are ranked' })).toBeTruthy();
  });
});
