import { type OnlineOrder, PAYMENT_MESSAGES, PAYMENT_TEXTS } from '@shala/shared';
import { describe, expect, it, vi } from 'vitest';
import { checkoutOptions, loadCheckout } from './checkout';
import { ONLINE_MIN_MESSAGE, readOnlineAmount, startingAmount } from './online-amount';

const ORDER: OnlineOrder = {
  id: 'o-1',
  orderId: 'order_ABC123',
  keyId: 'rzp_test_key',
  amount: 250_000,
  currency: 'INR',
  name: 'Demo Public School',
  description: 'Fees of Aarav Sharma',
  studentName: 'Aarav Sharma',
  checkoutUrl: 'https://checkout.razorpay.com/v1/checkout.js',
};

describe('paying online', () => {
  it('reads the amount exactly, from ₹1 to what is due', () => {
    expect(readOnlineAmount('2500.50', 1_050_000)).toEqual({ ok: true, paise: 250_050 });
    expect(readOnlineAmount('10500', 1_050_000)).toEqual({ ok: true, paise: 1_050_000 });
    expect(readOnlineAmount('10500.01', 1_050_000)).toEqual({
      ok: false,
      message: PAYMENT_TEXTS.amountExceeding,
    });
    expect(readOnlineAmount('0.99', 1_050_000)).toEqual({ ok: false, message: ONLINE_MIN_MESSAGE });
    expect(readOnlineAmount('1,000', 1_050_000)).toEqual({
      ok: false,
      message: PAYMENT_MESSAGES.amountNumeric,
    });
    expect(startingAmount(1_050_050)).toBe('10500.50');
  });

  it("opens checkout with the server's order, never an amount of its own", () => {
    const paid = vi.fn();
    const closed = vi.fn();
    const options = checkoutOptions(ORDER, { paid, closed }, '#1565c0');
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 250_000,
      currency: 'INR',
      order_id: 'order_ABC123',
      name: 'Demo Public School',
      prefill: { name: 'Aarav Sharma' },
    });
    options.handler({
      razorpay_order_id: 'order_ABC123',
      razorpay_payment_id: 'pay_X',
      razorpay_signature: 'sig',
    });
    options.modal.ondismiss();
    expect(paid).toHaveBeenCalledOnce();
    expect(closed).toHaveBeenCalledOnce();
  });

  it('loads checkout.js once, from the address given', async () => {
    const appended: { src: string; onload?: () => void }[] = [];
    const win = {
      document: {
        createElement: () => ({}) as { src: string; onload?: () => void },
        head: { appendChild: (s: { src: string; onload?: () => void }) => appended.push(s) },
      },
    } as unknown as Window & { Razorpay?: unknown };
    const first = loadCheckout('https://checkout.example/v1/checkout.js', win as never);
    const second = loadCheckout('https://checkout.example/v1/checkout.js', win as never);
    expect(appended.map((s) => s.src)).toEqual(['https://checkout.example/v1/checkout.js']);
    const Ctor = class {};
    (win as { Razorpay?: unknown }).Razorpay = Ctor;
    appended[0]?.onload?.();
    expect(await first).toBe(Ctor);
    expect(await second).toBe(Ctor);
    expect(await loadCheckout('ignored', win as never)).toBe(Ctor);
  });
});
