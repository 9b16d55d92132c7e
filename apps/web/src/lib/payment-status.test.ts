// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n';
import { memberFeeStatus, paymentStatusLabel, refundLine } from './payment-status';

describe('payment status words', () => {
  afterEach(() => changeLanguage('en'));

  it('reads in English', () => {
    expect(paymentStatusLabel({ status: 'captured', refundStatus: null })).toEqual({
      label: 'Successful',
      color: 'teal',
    });
    expect(paymentStatusLabel({ status: 'duplicate', refundStatus: null }).label).toBe('Refund pending');
    expect(refundLine({ status: 'duplicate', refundStatus: 'failed', refundedAt: null })).toBe(
      'Paid twice: the refund did not go through yet',
    );
    expect(refundLine({ status: 'captured', refundStatus: null, refundedAt: null })).toBeNull();
  });

  it('reads in Hindi, unless English is asked for (the back office)', async () => {
    await changeLanguage('hi');
    expect(paymentStatusLabel({ status: 'failed', refundStatus: null }).label).toBe('असफल');
    expect(paymentStatusLabel({ status: 'failed', refundStatus: null }, 'en').label).toBe('Failed');
    expect(refundLine({ status: 'duplicate', refundStatus: null, refundedAt: null })).toBe(
      'दो बार भुगतान हुआ: रिफ़ंड प्रोसेस हो रहा है',
    );
    expect(
      refundLine({ status: 'duplicate', refundStatus: 'processed', refundedAt: '2026-01-16T10:00:00.000Z' }),
    ).toMatch(/^दो बार भुगतान हुआ: .+ को रिफ़ंड हो गया$/);
    // Only the back office shows an account's fee: English.
    expect(memberFeeStatus({ role: 'User', paymentVerified: false }).label).toBe('Not paid');
  });
});
