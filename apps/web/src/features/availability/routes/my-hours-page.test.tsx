// @vitest-environment happy-dom
import {
  availabilityAnswerSchema,
  availabilityMessages,
  DEFAULT_AVAILABILITY,
  paths,
  type Availability,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';

const provider = () => makeUser({ businessCategory: ['Plumber'] });

const plan = (overrides: Partial<Availability> = {}) =>
  availabilityAnswerSchema.parse({ availability: { ...DEFAULT_AVAILABILITY, ...overrides } });

/** The hours screen over a fake API: GET answers `initial`, PUT answers what it was sent. */
function renderHours(initial = plan()) {
  const view = renderApp(paths.myHours, {
    user: provider(),
    onFetch: (path, init) => {
      if (path !== '/api/availability/mine') throw new Error(`Unexpected ${path}`);
      if (init?.method === 'PUT') {
        return jsonResponse(availabilityAnswerSchema.parse({ availability: JSON.parse(String(init.body)) }));
      }
      return jsonResponse(initial);
    },
  });
  const puts = () => callsTo(view.fetchMock, 'PUT', '/api/availability/mine');
  const sentPlan = (n = 0): Availability => JSON.parse(String(puts()[n]![1]!.body));
  return { ...view, puts, sentPlan };
}

const dayRow = (day: string) => screen.getByRole('group', { name: day });

describe('working hours page', () => {
  it('loads and shows the plan, Monday first', async () => {
    renderHours(
      plan({
        weekly: [
          { day: 0, from: '10:00', to: '14:00' },
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '14:00', to: '18:00' },
        ],
        exceptions: [{ date: '2026-12-25' }],
        online: false,
        instantBooking: true,
        serviceRadiusKm: 25,
        bufferMinutes: 45,
      }),
    );
    const monday = await screen.findByRole('group', { name: 'Monday' });
    const mondayFrom = within(monday).getAllByLabelText('Monday from') as HTMLInputElement[];
    expect(mondayFrom.map((input) => input.value)).toEqual(['09:00', '14:00']);
    expect((within(monday).getAllByLabelText('Monday to') as HTMLInputElement[]).map((i) => i.value)).toEqual([
      '13:00',
      '18:00',
    ]);
    expect((screen.getByLabelText('Sunday from') as HTMLInputElement).value).toBe('10:00');
    expect(within(dayRow('Tuesday')).getByText('Closed')).toBeTruthy();
    // Monday first, Sunday last.
    const days = [...document.querySelectorAll('[id^="hours-day-"]')].map((heading) => heading.textContent);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);

    expect(screen.getByRole('switch', { name: 'Not taking work now' })).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'Instant booking' }) as HTMLInputElement).checked).toBe(true);
    const changed = screen.getByRole('group', { name: 'Changed day 1' });
    expect((within(changed).getByLabelText('Date') as HTMLInputElement).value).toBe('25/12/2026');
    expect((within(changed).getByLabelText('Closed all day') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Gap between jobs') as HTMLSelectElement).value).toBe('45');
    expect((screen.getByLabelText('Service radius (km)') as HTMLInputElement).value).toBe('25');
  });

  it('adds Monday hours and saves the whole plan with one PUT', async () => {
    const { user, puts, sentPlan } = renderHours();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    await user.type(screen.getByLabelText('Monday from'), '09:00');
    await user.type(screen.getByLabelText('Monday to'), '18:00');
    await user.click(screen.getByRole('switch', { name: 'Taking work now' }));
    expect(screen.getByRole('switch', { name: 'Not taking work now' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Gap between jobs'), '15');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText('Your working hours are saved.')).toBeTruthy();
    expect(puts()).toHaveLength(1);
    expect(sentPlan()).toEqual({
      ...DEFAULT_AVAILABILITY,
      weekly: [{ day: 1, from: '09:00', to: '18:00' }],
      online: false,
      bufferMinutes: 15,
    });
    // The saved values stay on screen.
    expect((screen.getByLabelText('Monday from') as HTMLInputElement).value).toBe('09:00');
  });

  it('takes an end of 00:00 as midnight, the end of the day, and shows it so again', async () => {
    const { user, sentPlan } = renderHours();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Saturday' }));
    await user.type(screen.getByLabelText('Saturday from'), '18:00');
    await user.type(screen.getByLabelText('Saturday to'), '00:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    expect(await screen.findByText('Your working hours are saved.')).toBeTruthy();
    expect(sentPlan().weekly).toEqual([{ day: 6, from: '18:00', to: '24:00' }]);
    expect((screen.getByLabelText('Saturday to') as HTMLInputElement).value).toBe('00:00');
  });

  it('shows an overlap under the range and a to before its from, and sends nothing', async () => {
    const { user, fetchMock } = renderHours(plan({ weekly: [{ day: 1, from: '09:00', to: '13:00' }] }));
    await user.click(await screen.findByRole('button', { name: 'Add hours on Monday' }));
    const second = screen.getByRole('group', { name: 'Monday, hours 2' });
    await user.type(within(second).getByLabelText('Monday from'), '12:00');
    await user.type(within(second).getByLabelText('Monday to'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Add hours on Tuesday' }));
    await user.type(screen.getByLabelText('Tuesday from'), '18:00');
    await user.type(screen.getByLabelText('Tuesday to'), '10:00');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));

    const overlapInput = within(second).getByLabelText('Monday from');
    await waitFor(() => expect(overlapInput.getAttribute('aria-invalid')).toBe('true'));
    expect(within(second).getByText(availabilityMessages.overlap)).toBeTruthy();
    const tuesday = dayRow('Tuesday');
    expect(within(tuesday).getByText(availabilityMessages.toAfterFrom)).toBeTruthy();
    expect(within(tuesday).getByLabelText('Tuesday to').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'PUT', '/api/availability/mine')).toHaveLength(0);
  });

  it("copies Monday's hours to Tuesday–Friday, leaving the weekend", async () => {
    const { user, sentPlan } = renderHours(
      plan({
        weekly: [
          { day: 1, from: '09:00', to: '13:00' },
          { day: 1, from: '14:00', to: '18:00' },
          { day: 3, from: '07:00', to: '08:00' },
          { day: 6, from: '10:00', to: '12:00' },
        ],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Copy Monday to every weekday' }));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      const from = within(dayRow(day)).getAllByLabelText(`${day} from`) as HTMLInputElement[];
      expect(from.map((input) => input.value)).toEqual(['09:00', '14:00']);
    }
    expect(within(dayRow('Sunday')).getByText('Closed')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText('Your working hours are saved.');
    const week = sentPlan().weekly;
    expect(week).toHaveLength(11);
    expect(week.filter((range) => range.day === 3).map((range) => range.from)).toEqual(['09:00', '14:00']);
    expect(week.filter((range) => range.day === 6)).toEqual([{ day: 6, from: '10:00', to: '12:00' }]);
  });

  it('closes a changed day all day, or gives it its own hours', async () => {
    const { user, sentPlan } = renderHours();
    await user.click(await screen.findByRole('button', { name: 'Add a changed day' }));
    const first = screen.getByRole('group', { name: 'Changed day 1' });
    await user.type(within(first).getByLabelText('Date'), '26/01/2027');
    expect((within(first).getByLabelText('Closed all day') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Add a changed day' }));
    const second = screen.getByRole('group', { name: 'Changed day 2' });
    await user.type(within(second).getByLabelText('Date'), '27/01/2027');
    await user.click(within(second).getByLabelText('Closed all day'));
    await user.type(within(second).getByLabelText('From'), '10:00');
    await user.type(within(second).getByLabelText('To'), '14:00');

    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText('Your working hours are saved.');
    expect(sentPlan().exceptions).toEqual([{ date: '2027-01-26' }, { date: '2027-01-27', from: '10:00', to: '14:00' }]);
  });
});
