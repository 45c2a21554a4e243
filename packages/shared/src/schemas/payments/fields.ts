import { z } from 'zod';
import {
  PAYMENT_MAX_PAISE,
  PAYMENT_METHODS,
  PAYMENT_RECORD_TYPES,
  TRANSACTION_ID_MAX,
} from '../../constants/payments.js';
import { TRANSACTION_ID_PATTERN } from '../../rules/transaction-id.js';
import { calendarDay } from '../fields.js';
import { PAYMENT_TEXTS as M } from './messages.js';

/** The fields the payment schemas share. */

export const paymentGroupIdField = z.uuid({ error: M.group });
export const paymentIdField = z.uuid({ error: M.id });

/** Integer paise, 0 up to PAYMENT_MAX_PAISE: never a float, never negative. */
export const paiseField = z
  .number({ error: M.money })
  .int(M.money)
  .min(0, M.money)
  .max(PAYMENT_MAX_PAISE, M.money);

export const mediumField = z.enum(PAYMENT_METHODS, { error: M.medium });
export const recordTypeField = z.enum(PAYMENT_RECORD_TYPES, { error: M.recordType });

/**
 * A cheque or UPI reference as typed (trimmed), or the form's 15 random letters (spec §5, §9).
 * It is compared as the bank would (transactionIdKey: case and spaces ignored).
 */
export const transactionIdField = z
  .string({ error: M.transactionId })
  .trim()
  .min(1, M.transactionId)
  .max(TRANSACTION_ID_MAX, M.transactionId)
  .regex(TRANSACTION_ID_PATTERN, M.transactionId);

/** yyyy-mm-dd, a real calendar day. */
export const dayField = calendarDay(M.date);

/** A whole number from a query string. */
export const queryNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
