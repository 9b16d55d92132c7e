import type { RazorpayConstructor } from './razorpay-types';

export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';

/** Give up on a script that neither loads nor fails (a stalled connection). */
const LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Razorpay's checkout.js, loaded once, on first use (it is not part of the bundle). Resolves with
 * `window.Razorpay`; when that is already there (loaded before, or a test's fake — the seam) no
 * script is added. A failed load is forgotten, so the next attempt tries again.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(new Error('Razorpay checkout could not be loaded'));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
