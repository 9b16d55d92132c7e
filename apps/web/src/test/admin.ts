import {
  adminPaymentSchema,
  memberPageSchema,
  memberWalletAnswerSchema,
  paths,
  type AdminPayment,
  type MemberPage,
  type MemberWalletAnswer,
  type User,
  type WalletTransaction,
} from '@sevak/shared';
import { screen, within } from '@testing-library/react';
import { CATEGORIES, errorResponse, fixture, jsonResponse, makeAdmin, makeUser, PUBLIC_CONFIG } from './fixtures';
import { renderApp } from './render-app';

/** Test helpers for the admin screens. */

export type Handler = (path: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/** A member as a list fixture gives them: the record, with the wallet's balance (rupees) when it matters. */
export type ListedFixture = User & { walletBalance?: number };

/** GET /auth/getAllUser's page: a member without a balance has an empty wallet (₹0). */
export function memberPage(users: ListedFixture[], nextCursor: string | null = null): MemberPage {
  return fixture(memberPageSchema, {
    user: users.map((user) => ({ ...user, walletBalance: user.walletBalance ?? 0 })),
    nextCursor,
  });
}

/**
 * The admin's API: the pending list, the list of new Aadhaar images awaiting review (`reviews`),
 * the categories, then whatever `extra` answers.
 */
export function pendingApprovalServer(
  list: (params: URLSearchParams) => { user: ListedFixture[]; nextCursor: string | null },
  extra?: Handler,
  reviews: User[] = [],
) {
  return (path: string, init: RequestInit | undefined) => {
    const answer = extra?.(path, init);
    if (answer) return answer;
    if (path.startsWith('/api/auth/getAllUser?') && path.includes('aadhaarReview=true'))
      return jsonResponse(memberPage(reviews));
    if (path.startsWith('/api/auth/getAllUser?')) {
      const page = list(new URLSearchParams(path.slice(path.indexOf('?') + 1)));
      return jsonResponse(memberPage(page.user, page.nextCursor));
    }
    if (path === '/api/category/getAllCategory') return jsonResponse(CATEGORIES);
    return errorResponse('NOT_FOUND', { message: 'Not found' });
  };
}

/** The member as the list shows them (masked number) and as the record shows an admin (full). */
const LISTED = makeUser({
  name: 'Meena Iyer',
  email: 'meena@gmail.com',
  phone: '9876500001',
  isAdminApproved: false,
  aadharNumber: 'XXXX XXXX 2346',
  permanentAddress: '12 Temple Road, Madurai',
  frontAadhar: '/api/files/front-1',
  backAadhar: '/api/files/back-1',
  profilePic: '/api/files/selfie-1',
  businessName: 'Meena Tailoring',
  businessCategory: ['Tailor', 'Beautician'],
  businessAddress: 'Shop 4, Main Bazaar',
});
export const RECORD: User = { ...LISTED, aadharNumber: '234123412346' };

/** A payment as GET /payment/user/{id} lists it. */
export function payment(overrides: Partial<AdminPayment>): AdminPayment {
  return fixture(adminPaymentSchema, {
    _id: 'p-fee',
    orderId: 'order_1',
    paymentId: 'pay_Fee0000000001',
    receipt: 'SVK-R-0000000001',
    amount: 121,
    currency: 'INR',
    status: 'captured',
    provider: 'razorpay',
    failureReason: null,
    createdAt: '2026-03-04T18:00:00Z',
    capturedAt: '2026-03-04T18:35:00Z',
    refundStatus: null,
    refundId: null,
    refundedAt: null,
    duplicateOf: null,
    refundFailure: null,
    ...overrides,
  });
}
const FEE_PAID = [payment({})];

/** A wallet entry as GET /wallet/user/{id} lists it. */
export function walletEntry(overrides: Partial<WalletTransaction>): WalletTransaction {
  return {
    _id: '20000000-0000-4000-8000-000000000001',
    kind: 'referral_reward',
    amount: 25,
    balanceAfter: 25,
    status: 'posted',
    description: 'Referral reward for Ravi K.',
    createdAt: '2026-03-04T18:30:00Z',
    ...overrides,
  };
}

/** GET /wallet/user/{id}: the balances (rupees) and the latest entries, newest first. */
export function memberWallet(
  wallet: { balance: number; held?: number },
  transactions: WalletTransaction[] = [],
): MemberWalletAnswer {
  const held = wallet.held ?? 0;
  return fixture(memberWalletAnswerSchema, {
    wallet: { balance: wallet.balance, held, available: wallet.balance - held, currency: 'INR' },
    transactions,
  });
}
const EMPTY_WALLET = memberWallet({ balance: 0 });

/** The admin's API around one member's record (the list, the record, their payments, their wallet). */
export function userDetailsServer(
  extra?: Handler,
  record: User = RECORD,
  payments: AdminPayment[] = FEE_PAID,
  wallet: MemberWalletAnswer = EMPTY_WALLET,
) {
  return (path: string, init: RequestInit | undefined) => {
    const answer = extra?.(path, init);
    if (answer) return answer;
    if (path.startsWith('/api/auth/getAllUser?'))
      return jsonResponse(
        memberPage([{ ...record, aadharNumber: 'XXXX XXXX 2346', walletBalance: wallet.wallet.balance }]),
      );
    if (path === `/api/wallet/user/${record._id}`) return jsonResponse(wallet);
    if (path === `/api/auth/getUserById/${record._id}`) return jsonResponse({ user: record });
    if (path === `/api/payment/user/${record._id}`)
      return jsonResponse({ payments: record.paymentVerified ? payments : [] });
    if (path === '/api/config/public') return jsonResponse(PUBLIC_CONFIG);
    return errorResponse('NOT_FOUND', { message: 'Not found' });
  };
}

/** Opens Registered Users and the member's User Details, waiting for the full record. */
export async function openDetails(handler = userDetailsServer()) {
  const app = renderApp(paths.admin.approve, { user: makeAdmin(), onFetch: handler });
  // The first test of a file also waits for the page's code to load.
  await app.user.click(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'User Details' });
  await within(dialog).findByText('234123412346');
  return { ...app, dialog };
}

/** The text of each cell of a table row. */
export function cellTexts(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}
