import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Razorpay's two signatures (its documented format): checkout's razorpay_signature is the
 * HMAC-SHA256 of `order_id|payment_id` keyed with the key secret, and a webhook's
 * X-Razorpay-Signature the HMAC-SHA256 of the raw body keyed with the webhook secret, both in
 * lower-case hex. Compared in constant time, so a guess learns nothing from how long it took.
 */

export const hmacHex = (secret: string, data: string | Buffer): string =>
  createHmac('sha256', secret).update(data).digest('hex');

const HEX_64 = /^[0-9a-f]{64}$/i;

/** Does `given` (hex, as sent) equal the HMAC of `data`? Anything malformed is no. */
export function signatureMatches(secret: string, data: string | Buffer, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_64.test(given)) return false;
  const expected = Buffer.from(hmacHex(secret, data), 'hex');
  const actual = Buffer.from(given.toLowerCase(), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Checkout's signature over the order we opened (our stored id, never the callback's alone). */
export const checkoutSignatureValid = (
  keySecret: string,
  orderId: string,
  paymentId: string,
  signature: unknown,
) => signatureMatches(keySecret, `${orderId}|${paymentId}`, signature);

/** A webhook's signature over the exact bytes it came with. */
export const webhookSignatureValid = (webhookSecret: string, rawBody: Buffer, signature: unknown) =>
  signatureMatches(webhookSecret, rawBody, signature);
