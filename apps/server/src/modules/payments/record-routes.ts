import {
  commonPaymentBodySchema,
  PAYMENT_API,
  PAYMENT_NOTICE_STATUS,
  PAYMENT_TEXTS,
  paymentNoticeSchema,
  recordedPaymentSchema,
  singlePaymentBodySchema,
} from '@shala/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GROUP_IN_BODY, groupAction } from '../../http/access.js';
import { callerOf, groupOf } from '../../http/caller.js';
import { underRest } from '../../http/rest-path.js';
import { classOfScope, type GroupScope } from '../permissions/index.js';
import { recordPayment } from './record.js';
import { commonInput, singleInput } from './record-input.js';
import type { PaymentOutcome } from './record-service.js';
import { tags } from './route-parts.js';

/** The receipt of a whole transaction, from the group the payment was taken in. */
export const transactionReceiptUrl = (groupId: string, transactionPk: string) =>
  `/rest/payment/receipt/transaction?groupId=${groupId}&id=${transactionPk}`;

/** 200 with the records and the receipt; 299 (spec §4 "Payment response") when recorded before. */
function answer(reply: FastifyReply, scope: GroupScope, outcome: PaymentOutcome) {
  if (!outcome.recorded) {
    return reply.code(PAYMENT_NOTICE_STATUS).send({
      message: outcome.message,
      ...(outcome.transactionPk
        ? {
            transactionPk: outcome.transactionPk,
            receiptUrl: transactionReceiptUrl(scope.id, outcome.transactionPk),
          }
        : {}),
    });
  }
  return reply.send({
    message: PAYMENT_TEXTS.recorded,
    transactionPk: outcome.transactionPk,
    records: outcome.records.map((r) => ({
      id: r.id,
      userProfileId: r.profileId,
      receiptNumber: r.receiptNumber,
    })),
    receiptUrl: transactionReceiptUrl(scope.id, outcome.transactionPk),
  });
}

/** Spec §7 "create payment record" (single) and "create payment record common" (multi-user). */
export const recordRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const responses = { 200: recordedPaymentSchema, [PAYMENT_NOTICE_STATUS]: paymentNoticeSchema };

  app.post(
    underRest(PAYMENT_API.record),
    {
      config: {
        access: groupAction('createPaymentRecord', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary:
          "One student's payment in their class (spec §3 single payment record): one transaction; 299 when the transaction ID is recorded already",
        body: singlePaymentBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const scope = groupOf(request);
      const input = singleInput(
        { instituteId: scope.instituteId, classId: classOfScope(scope) ?? null },
        request.body,
      );
      const outcome = await recordPayment(ctx, await callerOf(request), input);
      return answer(reply, scope, outcome);
    },
  );

  app.post(
    underRest(PAYMENT_API.recordCommon),
    {
      config: {
        access: groupAction('createPaymentRecord', GROUP_IN_BODY),
        identityUnchanged: true,
      },
      schema: {
        tags,
        summary:
          "Several students' payments in one transaction (spec §3 multi-user payment input, FEES or TRANSPORTATION_FEES); 299 when the transaction ID is recorded already",
        body: commonPaymentBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const scope = groupOf(request);
      const input = commonInput(
        { instituteId: scope.instituteId, classId: classOfScope(scope) ?? null },
        request.body,
      );
      const outcome = await recordPayment(ctx, await callerOf(request), input);
      return answer(reply, scope, outcome);
    },
  );
};
