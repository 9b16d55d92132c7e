// @vitest-environment happy-dom
import { paths } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, makeAdmin } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render-app';

type Answer = (init: RequestInit | undefined) => Response | Promise<Response>;

function renderReferral(assign: Answer = () => errorResponse('INTERNAL', { message: 'unexpected' })) {
  return renderApp(paths.admin.assignReferral, {
    user: makeAdmin(),
    onFetch: (path, init) => {
      if (path === '/api/auth/setReferral') return assign(init);
      throw new Error(`Unexpected fetch ${path}`);
    },
  });
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const form = () => screen.getByRole('button', { name: 'Submit Referral' }).closest('form')!;

async function fillBoth(user: ReturnType<typeof renderApp>['user'], referrer = '9876500001', referred = '9876500002') {
  await user.type(await screen.findByLabelText('Referrer phone'), referrer);
  await user.type(input('Referred phone'), referred);
}

describe('admin Assign Referrals (/admin/assignRefferal)', () => {
  it("is in the admin menu as 'Assign Referral', at its old path", async () => {
    renderReferral();
    const link = await screen.findByRole('link', { name: 'Assign Referral' });
    expect(link.getAttribute('href')).toBe('/admin/assignRefferal');
    expect(screen.queryByText('Assign Refferal')).toBeNull();
  });

  it('asks for both phones before sending', async () => {
    const { user, fetchMock } = renderReferral();
    expect(await screen.findByRole('heading', { name: 'Assign Referrals', level: 1 })).toBeTruthy();
    await user.type(input('Referrer phone'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }));
    expect(within(form()).getAllByText('Please fill all fields!').length).toBeGreaterThan(0);
    expect(input('Referred phone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Referred phone'));
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/auth/setReferral')).toEqual([]);
  });

  it("takes 'Please fill all fields!' away once both phones are filled", async () => {
    const { user } = renderReferral();
    await user.type(await screen.findByLabelText('Referrer phone'), '9876500001');
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }));
    expect(within(form()).getAllByText('Please fill all fields!').length).toBeGreaterThan(0);
    await user.type(input('Referred phone'), '9876500002');
    expect(within(form()).queryByText('Please fill all fields!')).toBeNull();
  });

  it('cleans pasted phone numbers to their 10 digits, and sends those', async () => {
    let body: unknown;
    const { user } = renderReferral((init) => {
      body = JSON.parse(String(init?.body));
      return jsonResponse({ message: 'Referral assigned successfully' });
    });
    await user.click(await screen.findByLabelText('Referrer phone'));
    await user.paste('+91 98765 00001');
    expect(input('Referrer phone').value).toBe('9876500001');
    await user.click(input('Referred phone'));
    await user.paste('098765-00002');
    expect(input('Referred phone').value).toBe('9876500002');
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }));
    expect(await screen.findByText('Referral assigned successfully')).toBeTruthy();
    expect(body).toEqual({ referrerPhone: '9876500001', referredPhone: '9876500002' });
  });

  it('sends both phones, says so and clears the form', async () => {
    let body: unknown;
    const { user, fetchMock } = renderReferral((init) => {
      body = JSON.parse(String(init?.body));
      return jsonResponse({ message: 'Referral assigned successfully' });
    });
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }));
    expect(await screen.findByText('Referral assigned successfully')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/setReferral', expect.objectContaining({ method: 'POST' }));
    expect(body).toEqual({ referrerPhone: '9876500001', referredPhone: '9876500002' });
    await waitFor(() => expect(input('Referrer phone').value).toBe(''));
    expect(input('Referred phone').value).toBe('');
  });

  it("shows the server's message, under the field it names", async () => {
    const msg = 'No member has the phone number 9876500002.';
    const { user } = renderReferral(() =>
      errorResponse('PHONE_NOT_FOUND', { message: msg, errors: [{ path: 'referredPhone', msg }] }),
    );
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }));
    await waitFor(() => expect(input('Referred phone').getAttribute('aria-invalid')).toBe('true'));
    expect(within(form()).getAllByText(msg).length).toBeGreaterThan(0);
    expect(input('Referrer phone').value).toBe('9876500001');
  });

  it("says the server's message once, above the button, when it names no field", async () => {
    const msg = 'A member cannot refer themselves.';
    const { user } = renderReferral(() => errorResponse('SELF_REFERRAL', { message: msg }));
    await fillBoth(user, '9876500001', '9876500001');
    await user.click(screen.getByRole('button', { name: 'Submit Referral' }));
    expect((await screen.findByRole('alert')).textContent).toContain(msg);
    expect(screen.getAllByText(msg)).toHaveLength(1); // no toast repeats the alert
  });
});
