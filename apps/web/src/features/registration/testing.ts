import { approvalTimeSchema, paymentOrderSchema } from '@sevak/shared';
import { fixture, jsonResponse, makeUser, PUBLIC_CONFIG } from '../../test/fixtures';

/** Test helpers for the registration screens. */

/** A member who registered and has not yet paid nor been approved. */
export const pending = (overrides = {}) =>
  makeUser({
    name: 'Meena Iyer',
    isAdminApproved: false,
    paymentVerified: false,
    frontAadhar: '/api/files/front-1',
    backAadhar: '/api/files/back-1',
    profilePic: '/api/files/selfie-1',
    ...overrides,
  });

/** The public config and an empty payment history; any other call fails the test. */
/** Approvals of the last 90 days took 10 hours (median) — GET /api/auth/approval-time. */
export const APPROVAL_TIME = fixture(approvalTimeSchema, { medianHours: 10.4, approvals: 12 });

export const onFetch = (path: string) => {
  if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
  if (path === '/api/payment/history') return jsonResponse({ payments: [] });
  if (path === '/api/auth/approval-time') return jsonResponse(APPROVAL_TIME);
  throw new Error(`Unexpected fetch ${path}`);
};

/** An order of the local test provider. */
export const ORDER = fixture(paymentOrderSchema, {
  provider: 'local',
  keyId: 'local_test',
  orderId: 'order_local_1',
  receipt: 'SVK-2026-000042',
  amount: 121,
  currency: 'INR',
  prefill: { name: 'Meena Iyer', email: 'meena@gmail.com', contact: '9876500001' },
});
