import type { AppContext } from '../../context.js';
import type { AuditCaller } from '../audit/index.js';
import type { Caller } from '../permissions/index.js';
import { noticePaymentRecorded } from './payment-notices.js';
import type { PaymentInput } from './record-input.js';
import { type PaymentOutcome, writePayment } from './record-service.js';

/**
 * Records a payment (record-service.ts writePayment) and, once it committed, tells the families
 * (payment-notices.ts): the counter's single and cart payments and the gateway's online ones all
 * come here, so none can forget the notice. A transaction ID recorded before tells nobody again.
 */
export async function recordPayment(
  ctx: AppContext,
  caller: (Pick<Caller, 'profileId'> & AuditCaller) | null,
  input: PaymentInput,
  notice: { payerProfileId?: string | null; online?: boolean } = {},
): Promise<PaymentOutcome> {
  const outcome = await writePayment(ctx, caller, input);
  await noticePaymentRecorded(
    ctx,
    { ...input, payerProfileId: notice.payerProfileId },
    outcome,
    notice.online,
  );
  return outcome;
}
