import { randomUUID } from 'node:crypto';
import { platformAccount, walletOf } from '../src/features/ledger/ledger.repo.js';
import { transfer, type TransferRequest } from '../src/features/ledger/ledger.service.js';
import { paymentSignature } from '../src/features/payments/providers.js';
import { createMember, type TestApp } from './app.js';

/** A single (posted) movement with a fresh idempotency key. */
export function move(debitAccountId: string, creditAccountId: string, amountPaise: number): TransferRequest {
  return {
    idempotencyKey: randomUUID(),
    debitAccountId,
    creditAccountId,
    amountPaise,
    phase: 'single',
    kind: 'test',
    description: 'a test movement',
  };
}

/** A new member's wallet holding `paise`, paid from a platform account of its own. */
export async function fundedWallet(t: TestApp, paise: number) {
  const wallet = await walletOf(t.db, (await createMember(t.db)).id);
  const source = await platformAccount(t.db, `rewards_${randomUUID()}`);
  if (paise > 0) await transfer(t.db, move(source.id, wallet.id, paise));
  return { wallet, source };
}

/**
 * A member's open fee order (local provider), and the checkout confirmation that pays it through
 * the real capture path, to send when the test chooses (alone, or racing an approval).
 */
export async function feeCheckout(t: TestApp, cookie: string) {
  const order = await t.app.inject({ method: 'POST', url: '/api/payment/order', headers: { cookie } });
  const { orderId } = order.json<{ orderId: string }>();
  const paymentId = `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/verify',
      headers: { cookie },
      payload: {
        razorpay_order_id: orderId,
        razorpay_payment_id: paymentId,
        razorpay_signature: paymentSignature(orderId, paymentId, t.app.paymentProvider.keySecret),
      },
    });
}

/** Pays a member's registration fee now. */
export async function payFee(t: TestApp, cookie: string) {
  return (await feeCheckout(t, cookie))();
}

/** An admin approves a member through the real endpoint. */
export function approve(t: TestApp, adminCookie: string, userId: string, allowUnpaid = false) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/approveUser',
    headers: { cookie: adminCookie },
    payload: { userId, ...(allowUnpaid && { allowUnpaid }) },
  });
}
