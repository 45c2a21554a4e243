import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../../constants/payments.js';
import { paymentGroupIdField, paymentIdField } from './fields.js';
import { PAYMENT_TEXTS as M } from './messages.js';

/** Spec §3 "Financial account": where an institute's money goes, and the mediums it accepts. */

export const ACCOUNT_NAME_MAX = 100;
export const BANK_NAME_MAX = 100;

/** As the wire carries them: the mediums comma-separated (spec §3), "CASH,GOOGLE_PAY". */
export const financialAccountSchema = z.object({
  id: z.string(),
  accountName: z.string(),
  acceptanceMediums: z.string(),
  bankName: z.string().nullable(),
  active: z.boolean(),
});
export type FinancialAccountView = z.infer<typeof financialAccountSchema>;

export const financialAccountListSchema = z.array(financialAccountSchema);

/**
 * The mediums as sent: comma-separated text (spec §3) or a list; each one of the 18 methods of
 * §9, repeats dropped, at least one.
 */
export const acceptanceMediumsField = z
  .union([z.string({ error: M.accountMediums }), z.array(z.string({ error: M.accountMediums }))], {
    error: M.accountMediums,
  })
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(',')).map((m) => m.trim().toUpperCase()).filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(PAYMENT_METHODS, { error: M.accountMediums }))
      .min(1, M.accountMediums)
      .transform((list) => PAYMENT_METHODS.filter((m) => list.includes(m)) as PaymentMethod[]),
  );

const accountFields = {
  groupId: paymentGroupIdField,
  accountName: z
    .string({ error: M.accountName })
    .trim()
    .min(1, M.accountName)
    .max(ACCOUNT_NAME_MAX, M.accountName),
  acceptanceMediums: acceptanceMediumsField,
  bankName: z
    .string({ error: M.bankName })
    .trim()
    .max(BANK_NAME_MAX, M.bankName)
    .nullish()
    .transform((v) => (v ? v : null)),
};

export const financialAccountBodySchema = z.object(accountFields);
export type FinancialAccountBody = z.infer<typeof financialAccountBodySchema>;
export const financialAccountUpdateSchema = z.object({ ...accountFields, id: paymentIdField });
export type FinancialAccountUpdate = z.infer<typeof financialAccountUpdateSchema>;

export const paymentGroupQuerySchema = z.object({ groupId: paymentGroupIdField });
export const paymentIdQuerySchema = z.object({ groupId: paymentGroupIdField, id: paymentIdField });

export const accountSavedSchema = z.object({
  message: z.string(),
  data: financialAccountSchema,
});
