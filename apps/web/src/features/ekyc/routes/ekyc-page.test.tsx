// @vitest-environment happy-dom
import {
  EKYC_SLOT_LABELS,
  ekycAnswerSchema,
  ekycMessages,
  ekycSchema,
  ifscAnswerSchema,
  paths,
  type Ekyc,
  type EkycAnswer,
} from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, fixture, imageFile, jsonResponse, makeUser } from '../../../test/fixtures';
import { callsTo, renderApp } from '../../../test/render-app';
import ekycWords from '../../../i18n/locales/en/ekyc.json';

const SBI = fixture(ifscAnswerSchema, { ifscCode: 'SBIN0001234', bankName: 'State Bank of India' });

function submission(overrides: Partial<Ekyc> = {}): Ekyc {
  return fixture(ekycSchema, {
    _id: '90000000-0000-4000-8000-000000000001',
    accountHolderName: 'Asha Verma',
    bankAccountNumber: 'XXXXXXXX1234',
    ifscCode: 'SBIN0001234',
    bankName: 'State Bank of India',
    panNumber: 'XXXXXX234F',
    bankProof: '/api/files/proof',
    panCardfront: '/api/files/pan-front',
    panCardback: '/api/files/pan-back',
    status: 'pending',
    reason: null,
    submittedAt: '2026-11-20T06:30:00Z',
    ...overrides,
  });
}

const NONE = fixture(ekycAnswerSchema, { ekyc: null, payoutAccount: null });
const VERIFIED_ACCOUNT = {
  accountHolderName: 'Asha Verma',
  bankAccountNumber: 'XXXXXXXX1234',
  ifscCode: 'SBIN0001234',
  bankName: 'State Bank of India',
};

function renderEkyc(answer: () => EkycAnswer, post?: (init: RequestInit | undefined) => Response) {
  return renderApp(paths.ekyc, {
    user: makeUser(),
    onFetch: (path, init) => {
      const method = init?.method ?? 'GET';
      if (path === '/api/ekyc' && method === 'GET') return jsonResponse(answer());
      if (path === '/api/ekyc' && method === 'POST' && post) return post(init);
      if (path === '/api/ekyc/ifsc/SBIN0001234') return jsonResponse(SBI);
      if (path.startsWith('/api/ekyc/ifsc/')) {
        return errorResponse('NOT_FOUND', { message: ekycMessages.ifscUnknown });
      }
      throw new Error(`Unexpected fetch ${method} ${path}`);
    },
  });
}

const form = () => within(screen.getByRole('form', { name: 'Bank account and PAN' }));

async function fill(
  user: UserEvent,
  values: Partial<Record<'holder' | 'account' | 'confirm' | 'ifsc' | 'pan', string>> = {},
  images = true,
) {
  const f = form();
  const {
    holder = 'Asha Verma',
    account = '1234 5678 901234',
    confirm = '12345678901234',
    ifsc = 'sbin0001234',
    pan = 'abcpe1234f',
  } = values;
  if (holder) await user.type(f.getByLabelText('Account holder name'), holder);
  if (account) await user.type(f.getByLabelText('Bank account number'), account);
  if (confirm) await user.type(f.getByLabelText('Confirm bank account number'), confirm);
  if (ifsc) await user.type(f.getByLabelText('IFSC'), ifsc);
  if (pan) await user.type(f.getByLabelText('PAN'), pan);
  if (images) {
    await user.upload(f.getByLabelText(EKYC_SLOT_LABELS.bankProof), imageFile('proof.jpg'));
    await user.upload(f.getByLabelText(EKYC_SLOT_LABELS.panCardfront), imageFile('front.jpg'));
    await user.upload(f.getByLabelText(EKYC_SLOT_LABELS.panCardback), imageFile('back.jpg'));
  }
}

const submitButton = () => form().getByRole('button', { name: 'Submit for verification' });

describe('e-KYC page (/ekyc)', () => {
  it('without an e-KYC: the form, every field labelled', async () => {
    renderEkyc(() => NONE);
    expect(await screen.findByRole('heading', { name: 'Bank account (e-KYC)', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Verify your bank account' })).toBeTruthy();
    for (const label of [
      'Account holder name',
      'Bank account number',
      'Confirm bank account number',
      'IFSC',
      'PAN',
      ...Object.values(EKYC_SLOT_LABELS),
    ]) {
      expect(form().getByLabelText(label)).toBeTruthy();
    }
  });

  it('shows the bank name as soon as a well-formed IFSC is found', async () => {
    const { user, fetchMock } = renderEkyc(() => NONE);
    await screen.findByRole('form', { name: 'Bank account and PAN' });
    await user.type(form().getByLabelText('IFSC'), 'sbin000123');
    expect(callsTo(fetchMock, 'GET', '/api/ekyc/ifsc/SBIN000123')).toHaveLength(0);
    await user.type(form().getByLabelText('IFSC'), '4');
    expect(await form().findByText('Bank: State Bank of India')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', '/api/ekyc/ifsc/SBIN0001234')).toHaveLength(1);
  });

  it('refuses a badly formed IFSC, an unknown IFSC, a company PAN, different account numbers and missing images, sending nothing', async () => {
    const { user, fetchMock } = renderEkyc(
      () => NONE,
      () => {
        throw new Error('nothing should be sent');
      },
    );
    await screen.findByRole('form', { name: 'Bank account and PAN' });
    await fill(user, { ifsc: 'SBIN1234', pan: 'ABCCE1234F', confirm: '12345678901235' }, false);
    await user.click(submitButton());
    expect(await form().findByText(ekycMessages.ifscFormat)).toBeTruthy();
    expect(form().getByText(ekycMessages.panNotPerson)).toBeTruthy();
    expect(form().getByText(ekycMessages.accountMismatch)).toBeTruthy();
    expect(form().getByRole('alert').textContent).toContain(ekycMessages.imagesRequired);
    expect(form().getByLabelText('IFSC').getAttribute('aria-invalid')).toBe('true');

    // A well-formed IFSC that no branch has: said as soon as the lookup answers, and on submit.
    const ifsc = form().getByLabelText('IFSC');
    await user.clear(ifsc);
    await user.type(ifsc, 'ABCD0123456');
    expect(await form().findByText(ekycMessages.ifscUnknown)).toBeTruthy();
    await user.click(submitButton());
    expect(await form().findByText(ekycMessages.ifscUnknown)).toBeTruthy();

    expect(callsTo(fetchMock, 'POST', '/api/ekyc')).toEqual([]);
  });

  it('sends every field and image as multipart, toasts and shows the submission awaiting verification', async () => {
    let answer: EkycAnswer = NONE;
    let body: FormData | undefined;
    const { user } = renderEkyc(
      () => answer,
      (init) => {
        body = init?.body as FormData;
        answer = fixture(ekycAnswerSchema, { ekyc: submission(), payoutAccount: null });
        return jsonResponse({ ekyc: answer.ekyc }, 201);
      },
    );
    await screen.findByRole('form', { name: 'Bank account and PAN' });
    await fill(user);
    expect(await form().findByText('Bank: State Bank of India')).toBeTruthy();
    await user.click(submitButton());

    expect(await screen.findByText(ekycMessages.submitted)).toBeTruthy();
    expect(body).toBeInstanceOf(FormData);
    expect(body?.get('accountHolderName')).toBe('Asha Verma');
    expect(body?.get('bankAccountNumber')).toBe('12345678901234');
    expect(body?.get('confirmBankAccountNumber')).toBe('12345678901234');
    expect(body?.get('ifscCode')).toBe('SBIN0001234');
    expect(body?.get('panNumber')).toBe('ABCPE1234F');
    expect((body?.get('bankProof') as File).name).toBe('proof.jpg');
    expect((body?.get('panCardfront') as File).name).toBe('front.jpg');
    expect((body?.get('panCardback') as File).name).toBe('back.jpg');

    const status = await screen.findByRole('region', { name: 'Your e-KYC' });
    expect(within(status).getByRole('status').textContent).toContain('awaiting verification');
    expect(screen.queryByRole('form', { name: 'Bank account and PAN' })).toBeNull();
  });

  it("puts the server's field errors under their fields", async () => {
    const { user } = renderEkyc(
      () => NONE,
      () =>
        errorResponse('IFSC_UNKNOWN', {
          message: 'Invalid input',
          errors: [{ path: 'ifscCode', msg: ekycMessages.ifscUnknown, code: 'IFSC_UNKNOWN' }],
        }),
    );
    await screen.findByRole('form', { name: 'Bank account and PAN' });
    await fill(user);
    await form().findByText('Bank: State Bank of India');
    await user.click(submitButton());
    expect(await form().findByText(ekycMessages.ifscUnknown)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(form().getByLabelText('IFSC')));
  });

  it('one already awaiting verification (sent elsewhere): says so and shows it', async () => {
    let answer: EkycAnswer = NONE;
    const { user } = renderEkyc(
      () => answer,
      () => {
        answer = fixture(ekycAnswerSchema, { ekyc: submission(), payoutAccount: null });
        return errorResponse('EKYC_ALREADY_PENDING', { message: ekycMessages.alreadyPending });
      },
    );
    await screen.findByRole('form', { name: 'Bank account and PAN' });
    await fill(user);
    await form().findByText('Bank: State Bank of India');
    await user.click(submitButton());
    expect(await screen.findByText(ekycMessages.alreadyPending)).toBeTruthy();
    const status = await screen.findByRole('region', { name: 'Your e-KYC' });
    expect(within(status).getByRole('status').textContent).toContain('awaiting verification');
  });

  it('pending: awaiting verification with the masked details, no form', async () => {
    renderEkyc(() => fixture(ekycAnswerSchema, { ekyc: submission(), payoutAccount: null }));
    const status = await screen.findByRole('region', { name: 'Your e-KYC' });
    expect(within(status).getByRole('status').textContent).toContain('awaiting verification');
    expect(within(status).getByText('XXXXXXXX1234')).toBeTruthy();
    expect(within(status).getByText('XXXXXX234F')).toBeTruthy();
    expect(within(status).getByText('Awaiting verification')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bank account and PAN' })).toBeNull();
  });

  it('approved: the verified account masked, and Change bank account opens the form with a warning', async () => {
    const { user } = renderEkyc(() =>
      fixture(ekycAnswerSchema, { ekyc: submission({ status: 'approved' }), payoutAccount: VERIFIED_ACCOUNT }),
    );
    const verified = await screen.findByRole('region', { name: 'Verified bank account' });
    expect(within(verified).getByText('XXXXXXXX1234')).toBeTruthy();
    expect(within(verified).getByText('State Bank of India')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Bank account and PAN' })).toBeNull();

    await user.click(within(verified).getByRole('button', { name: 'Change bank account' }));
    const change = screen.getByRole('region', { name: 'Change bank account' });
    expect(within(change).getByText(ekycWords.status.replacesOnlyWhenVerified)).toBeTruthy();
    expect(within(change).getByRole('form', { name: 'Bank account and PAN' })).toBeTruthy();
  });

  it('rejected: the reason, and the form to submit again', async () => {
    renderEkyc(() =>
      fixture(ekycAnswerSchema, {
        ekyc: submission({ status: 'rejected', reason: 'The bank proof is blurred.' }),
        payoutAccount: null,
      }),
    );
    const status = await screen.findByRole('region', { name: 'Your e-KYC' });
    expect(within(status).getByRole('alert').textContent).toContain('The bank proof is blurred.');
    expect(within(status).getByText('Not accepted')).toBeTruthy();
    const again = screen.getByRole('region', { name: 'Submit again' });
    expect(within(again).getByRole('form', { name: 'Bank account and PAN' })).toBeTruthy();
  });
});
