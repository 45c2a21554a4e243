import {
  ONLINE_TEXTS,
  type OnlineConfig,
  type OnlineOrder,
  type OnlineOrderBody,
  type OnlinePaymentResult,
  type OnlineVerifyBody,
  PAYMENT_TEXTS,
  totalPayable,
} from '@shala/shared';
import type { RazorpayConfig } from '../../config.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { duesOfStudent, todayOf } from '../fees/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { type Gateway, razorpayGateway } from './online-gateway.js';
import { ONLINE_MEDIUMS } from './online-medium.js';
import {
  accountTaking,
  findOnlineOrder,
  insertOnlineOrder,
  mayPayFor,
  recentOpenOrder,
  studentOfInstitute,
} from './online-queries.js';
import { settleOrder } from './online-settle.js';
import { checkoutSignatureValid } from './online-signature.js';

/**
 * Online payment for parents and students (issue 11): the server opens a Razorpay order for at
 * most what the student owes now, the browser's checkout takes the money, and the checkout's
 * signed answer (or the gateway's webhook, online-webhook.ts) has it recorded. Off, with a
 * clear refusal, while no key is configured.
 */

/** The gateway's settings, or 400 while online payment is off. */
export function razorpayOf(ctx: AppContext): RazorpayConfig {
  const config = ctx.config.razorpay;
  if (!config) throw badRequest(ONLINE_TEXTS.disabled);
  return config;
}

export const gatewayOf = (ctx: AppContext): Gateway => razorpayGateway(razorpayOf(ctx), ctx.log);

/** GET /rest/payment/online/config: what the web needs to offer (or hide) Pay online. */
export function onlineConfig(ctx: AppContext): OnlineConfig {
  const config = ctx.config.razorpay;
  return {
    enabled: config !== undefined,
    keyId: config?.keyId ?? null,
    checkoutUrl: config?.checkoutUrl ?? null,
    currency: 'INR',
  };
}

/** An open order asked for again within this time is the one answered (review 2, L4). */
export const ORDER_REUSE_MINUTES = 30;

/**
 * POST /rest/payment/online/order: a Razorpay order for (part of) a student's dues. The same
 * order (student, record type, amount) asked again while a recent one is open is that one: a
 * double click or a reload opens nothing more at the gateway.
 */
export async function openOrder(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: OnlineOrderBody,
): Promise<OnlineOrder> {
  // Whose dues first, before whether the profile is a student here: a profile that is not
  // the caller's own or their child's gets the same 403 whether it is a student or not.
  if (!(await mayPayFor(ctx.db, caller, body.userProfileId)))
    throw forbidden(ONLINE_TEXTS.notYours);
  const sessionId = scope.activeSessionId;
  const student = sessionId
    ? await studentOfInstitute(ctx.db, {
        instituteId: scope.instituteId,
        sessionId,
        profileId: body.userProfileId,
        ...(scope.type === 'CLASS' ? { classId: scope.id } : {}),
      })
    : undefined;
  if (!sessionId || !student) throw notFound(ONLINE_TEXTS.studentNotFound);
  // Whose dues first, then whether the school takes online payments: nothing of a student
  // outside the caller's reach is told, not even that online payment is off.
  const config = razorpayOf(ctx);
  if (!(await accountTaking(ctx.db, scope.instituteId, ONLINE_MEDIUMS))) {
    throw conflict(ONLINE_TEXTS.noAccount);
  }
  const dues = await duesOfStudent(ctx.db, {
    instituteId: scope.instituteId,
    sessionId,
    profileId: body.userProfileId,
    recordType: body.recordType,
    today: todayOf(ctx.clock.now()),
  });
  const payable = totalPayable(dues, todayOf(ctx.clock.now()));
  if (payable === 0) throw badRequest(ONLINE_TEXTS.nothingDue);
  if (body.amount > payable) throw badRequest(PAYMENT_TEXTS.amountExceeding);

  const description = `${body.recordType === 'FEES' ? 'Fees' : 'Transport fees'} of ${student.fullName}`;
  const answer = (id: string, orderId: string): OnlineOrder => ({
    id,
    orderId,
    keyId: config.keyId,
    amount: body.amount,
    currency: 'INR',
    name: student.instituteName,
    description,
    studentName: student.fullName,
    checkoutUrl: config.checkoutUrl,
  });
  const now = ctx.clock.now();
  const open = await recentOpenOrder(ctx.db, {
    instituteId: scope.instituteId,
    studentProfileId: body.userProfileId,
    recordType: body.recordType,
    amountPaise: body.amount,
    since: new Date(now.getTime() - ORDER_REUSE_MINUTES * 60_000),
  });
  if (open) return answer(open.id, open.gatewayOrderId);

  const id = crypto.randomUUID();
  const order = await gatewayOf(ctx).createOrder({
    amount: body.amount,
    receipt: id,
    notes: {
      instituteId: scope.instituteId,
      studentProfileId: body.userProfileId,
      recordType: body.recordType,
    },
  });
  if (order.amount !== body.amount) throw conflict(ONLINE_TEXTS.gatewayDown);
  await ctx.db.transaction(async (tx) => {
    await insertOnlineOrder(tx, {
      id,
      instituteId: scope.instituteId,
      studentProfileId: body.userProfileId,
      payerProfileId: caller.profileId,
      recordType: body.recordType,
      gatewayOrderId: order.id,
      amountPaise: body.amount,
      createdAt: now,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'onlinePayment.ordered',
      targetType: 'profile',
      targetId: body.userProfileId,
      detail: {
        classId: student.classId,
        orderId: order.id,
        recordType: body.recordType,
        amount: body.amount,
      },
    });
  });
  return answer(id, order.id);
}

/**
 * POST /rest/payment/online/verify: checkout's answer. Its signature is checked over the order
 * we opened; the payment itself is read from the gateway (its amount and state are the
 * gateway's word, not the browser's) and recorded once captured.
 */
export async function verifyCheckout(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: OnlineVerifyBody,
): Promise<OnlinePaymentResult> {
  const order = await findOnlineOrder(ctx.db, body.razorpay_order_id, scope.instituteId);
  if (!order || !(await mayPayFor(ctx.db, caller, order.studentProfileId))) {
    throw notFound(ONLINE_TEXTS.orderNotFound);
  }
  const config = razorpayOf(ctx);
  const signed = checkoutSignatureValid(
    config.keySecret,
    order.gatewayOrderId,
    body.razorpay_payment_id,
    body.razorpay_signature,
  );
  if (!signed) throw badRequest(ONLINE_TEXTS.badSignature);
  const payment = await gatewayOf(ctx).fetchPayment(body.razorpay_payment_id);
  if (payment.order_id !== order.gatewayOrderId) throw badRequest(ONLINE_TEXTS.badSignature);
  return settleOrder(ctx, order, payment);
}
