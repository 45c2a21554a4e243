import { paiseField } from '../schemas/payments/fields.js';
import { PAYMENT_TEXTS } from '../schemas/payments/messages.js';

/**
 * One student's part of a payment (spec §4, §5), one rule for everyone who writes one: the
 * API's body schemas, the cashier's form, and the payment service for what reaches it without
 * a body (the gateway's payments, the demo's). Money is whole paise.
 */

/**
 * What the cashier takes (amount) and lets off (discount) for one student, in paise; a line
 * may carry more (the form's total), which the rule does not read.
 */
export type LineAmounts = { amount: number; discount: number };

/** Spec §4: "Save is disabled when amount and discount are both 0 or less." */
export function linePays<L extends LineAmounts>(line: L): boolean {
  return line.amount > 0 || line.discount > 0;
}

/**
 * Spec §5: "A discount is refused if larger than the amount: Discount cannot be granted if the
 * amount paid is less than the discount."
 */
export function discountAboveAmount<L extends LineAmounts>(line: L): boolean {
  return line.discount > line.amount;
}

/** Whole paise from 0 to the portal's limit: the body schemas' own field decides. */
const isPaise = (value: unknown): value is number => paiseField.safeParse(value).success;

/**
 * Why one line cannot be recorded, in the words the API answers; undefined when it can. Each
 * of its amounts whole paise within the limit, something paid, the discount no more than the
 * amount, refused in that order.
 */
export function paymentLineError(line: { amount: unknown; discount: unknown }): string | undefined {
  const { amount, discount } = line;
  if (!isPaise(amount) || !isPaise(discount)) return PAYMENT_TEXTS.money;
  if (!linePays({ amount, discount })) return PAYMENT_TEXTS.nothingPaid;
  if (discountAboveAmount({ amount, discount })) return PAYMENT_TEXTS.discountTooLarge;
  return undefined;
}
