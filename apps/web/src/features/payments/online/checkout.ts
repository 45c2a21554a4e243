import type { OnlineOrder } from '@shala/shared';

/**
 * Razorpay's checkout.js in the browser: loaded once from the address the server names (only
 * when online payment is on), then opened with the order the server made. What checkout hands
 * its handler goes back to the server, which alone decides whether the payment counts.
 */

/** What checkout's handler receives after a payment (Razorpay's names). */
export type CheckoutAnswer = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type CheckoutFailure = { error?: { description?: string; reason?: string } };

type CheckoutInstance = {
  open(): void;
  on(event: 'payment.failed', handler: (failure: CheckoutFailure) => void): void;
};
export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

export type CheckoutOptions = {
  key: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (answer: CheckoutAnswer) => void;
  modal: { ondismiss: () => void; escape: boolean; confirm_close: boolean };
};

/** Checkout's options for the server's order (Razorpay's documented option names). */
export function checkoutOptions(
  order: OnlineOrder,
  on: { paid: (answer: CheckoutAnswer) => void; closed: () => void },
  themeColor: string,
): CheckoutOptions {
  return {
    key: order.keyId,
    amount: order.amount,
    currency: order.currency,
    name: order.name,
    description: order.description,
    order_id: order.orderId,
    prefill: { name: order.studentName },
    notes: { shalaOrder: order.id },
    theme: { color: themeColor },
    handler: on.paid,
    modal: { ondismiss: on.closed, escape: true, confirm_close: true },
  };
}

type RazorpayWindow = Window & { Razorpay?: CheckoutConstructor };

let loading: Promise<CheckoutConstructor> | null = null;

/** checkout.js from `src`, loaded once per page; rejects when it cannot be fetched. */
export function loadCheckout(
  src: string,
  win: RazorpayWindow = window,
): Promise<CheckoutConstructor> {
  if (win.Razorpay) return Promise.resolve(win.Razorpay);
  if (loading) return loading;
  loading = new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = win.document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () =>
      win.Razorpay ? resolve(win.Razorpay) : reject(new Error('checkout did not load'));
    script.onerror = () => reject(new Error('checkout did not load'));
    win.document.head.appendChild(script);
  }).catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}
