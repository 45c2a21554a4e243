import { z } from 'zod';
import { PAYMENT_MAX_PAISE, PAYMENT_RECORD_TYPES } from '../constants/payments.js';

/**
 * Online payment of a student's dues through Razorpay (issue 11): the order the server opens
 * with the gateway, the checkout's answer it verifies, and what the browser is told.
 */

/** Online payment's calls, for the web's client. */
export const ONLINE_PAYMENT_API = {
  config: '/rest/payment/online/config',
  order: '/rest/payment/online/order',
  verify: '/rest/payment/online/verify',
  /** Razorpay's server calls it (signed), never the browser. */
  webhook: '/rest/payment/razorpay/webhook',
} as const;

/** Razorpay takes at least ₹1. */
export const ONLINE_MIN_PAISE = 100;

export const ONLINE_TEXTS = {
  disabled: 'Online payment is not available: the school has not set it up.',
  noAccount:
    'Online payment is not available: the school has no financial account that takes online payments.',
  group: 'Please choose a group.',
  student: 'Choose the student whose dues are paid.',
  recordType: 'Choose FEES or TRANSPORTATION_FEES.',
  amount: 'The amount is whole paise from ₹1.00 to ₹1,00,00,000.00.',
  notYours: 'You can pay online only your own dues or your children’s.',
  studentNotFound: 'This student is not in the institute in this session.',
  nothingDue: 'Nothing is due to pay.',
  gatewayDown: 'The payment gateway did not answer. Please try again in a few minutes.',
  orderNotFound: 'This online payment does not exist.',
  badSignature: 'The payment could not be verified. Nothing was recorded.',
  gatewayIds: 'The payment gateway’s answer could not be read.',
  paid: 'Payment received and recorded. Thank you!',
  pending: 'The payment is being confirmed by the gateway. It will be recorded in a few minutes.',
  failed: (reason: string) =>
    `The payment was received but could not be recorded (${reason}). The school will contact you.`,
  webhookDisabled: 'Webhooks are not set up.',
  webhookSignature: 'The webhook signature is missing or wrong. Nothing was recorded.',
  webhookBody: 'The webhook body could not be read.',
} as const;

/** GET /rest/payment/online/config: whether the Pay online button shows, and what checkout needs. */
export const onlineConfigSchema = z.object({
  enabled: z.boolean(),
  /** The public key checkout opens with (never the secret). */
  keyId: z.string().nullable(),
  checkoutUrl: z.string().nullable(),
  currency: z.literal('INR'),
});
export type OnlineConfig = z.infer<typeof onlineConfigSchema>;

/** POST /rest/payment/online/order: pay (part of) a student's dues of one record type. */
export const onlineOrderBodySchema = z.object({
  /** The student's class, or the institute. */
  groupId: z.uuid({ error: ONLINE_TEXTS.group }),
  userProfileId: z.uuid({ error: ONLINE_TEXTS.student }),
  recordType: z.enum(PAYMENT_RECORD_TYPES, { error: ONLINE_TEXTS.recordType }),
  /** Paise; at most what is payable now (the server works it out again). */
  amount: z
    .number({ error: ONLINE_TEXTS.amount })
    .int(ONLINE_TEXTS.amount)
    .min(ONLINE_MIN_PAISE, ONLINE_TEXTS.amount)
    .max(PAYMENT_MAX_PAISE, ONLINE_TEXTS.amount),
});
export type OnlineOrderBody = z.infer<typeof onlineOrderBodySchema>;

/** What checkout.js is opened with (Razorpay's option names). */
export const onlineOrderSchema = z.object({
  id: z.string(),
  /** Razorpay's order id (order_…). */
  orderId: z.string(),
  keyId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  /** The institute's name, shown at the top of checkout. */
  name: z.string(),
  description: z.string(),
  studentName: z.string(),
  checkoutUrl: z.string(),
});
export type OnlineOrder = z.infer<typeof onlineOrderSchema>;

const gatewayId = (prefix: string) =>
  z
    .string({ error: ONLINE_TEXTS.gatewayIds })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9]{1,40}$`), ONLINE_TEXTS.gatewayIds);

/** POST /rest/payment/online/verify: what checkout's handler received, as Razorpay names it. */
export const onlineVerifyBodySchema = z.object({
  groupId: z.uuid({ error: ONLINE_TEXTS.group }),
  razorpay_order_id: gatewayId('order'),
  razorpay_payment_id: gatewayId('pay'),
  razorpay_signature: z
    .string({ error: ONLINE_TEXTS.badSignature })
    .regex(/^[0-9a-f]{64}$/, ONLINE_TEXTS.badSignature),
});
export type OnlineVerifyBody = z.infer<typeof onlineVerifyBodySchema>;

export const ONLINE_ORDER_STATES = ['CREATED', 'PAID', 'FAILED'] as const;

/** How an online payment stands after checkout (or a webhook). */
export const onlinePaymentResultSchema = z.object({
  status: z.enum(ONLINE_ORDER_STATES),
  message: z.string(),
  /** The payment's transaction once recorded (its receipts hang off it). */
  transactionPk: z.string().nullable(),
  receiptNumbers: z.array(z.number().int()),
});
export type OnlinePaymentResult = z.infer<typeof onlinePaymentResultSchema>;
