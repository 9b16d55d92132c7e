// @vitest-environment happy-dom
import { availabilityAnswerSchema, DEFAULT_AVAILABILITY, paths, type Availability } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';

const PLAN: Availability = availabilityAnswerSchema.parse({
  availability: { ...DEFAULT_AVAILABILITY, weekly: [{ day: 1, from: '09:00', to: '18:00' }], bufferMinutes: 15 },
}).availability;

describe('home page, a provider’s "Taking work now" switch', () => {
  it('flips online with one PUT of the current plan, and links to the hours screen', async () => {
    const { user, fetchMock, router } = renderApp(paths.home, {
      user: makeUser({ businessCategory: ['Plumber'] }),
      onFetch: (path, init) => {
        if (path !== '/api/availability/mine') throw new Error(`Unexpected ${path}`);
        const availability = init?.method === 'PUT' ? JSON.parse(String(init.body)) : PLAN;
        return jsonResponse(availabilityAnswerSchema.parse({ availability }));
      },
    });
    const toggle = (await screen.findByRole('switch', { name: 'Taking work now' })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
    await user.click(toggle);

    const off = (await screen.findByRole('switch', { name: 'Not taking work now' })) as HTMLInputElement;
    await waitFor(() => expect(off.disabled).toBe(false));
    expect(off.checked).toBe(false);
    const puts = callsTo(fetchMock, 'PUT', '/api/availability/mine');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(String(puts[0]![1]!.body))).toEqual({ ...PLAN, online: false });

    await user.click(screen.getByRole('link', { name: 'Working hours' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.myHours));
  });

  it('is not shown to a member without business categories, nor loads the plan', async () => {
    const { fetchMock } = renderApp(paths.home, {
      user: makeUser(),
      onFetch: () => jsonResponse({ message: 'Not found' }, 404),
    });
    expect(await screen.findByRole('region', { name: 'How it works' })).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/availability/mine')).toHaveLength(0);
  });
});
