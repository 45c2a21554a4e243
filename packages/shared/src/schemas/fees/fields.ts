import { z } from 'zod';
import { PAYMENT_MAX_PAISE } from '../../constants/payments.js';
import { calendarDay } from '../fields.js';
import { FEE_TEXTS as M } from './messages.js';

/** The fields the fee schemas share. */

export const feeGroupIdField = z.uuid({ error: M.group });
export const feeIdField = z.uuid({ error: M.id });

/** Integer paise from `min`: never a float, never negative, at most ₹1 crore. */
export const feePaiseField = (min: number, message: string = M.amount) =>
  z.number({ error: message }).int(message).min(min, message).max(PAYMENT_MAX_PAISE, message);

/** yyyy-mm-dd, a real calendar day. */
export const feeDayField = calendarDay(M.date);

/**
 * A percentage 0–100 with at most 2 decimals, carried as basis points (12.5 % is 1,250): the
 * rule's arithmetic stays in integers.
 */
export const percentField = z
  .number({ error: M.percent })
  .min(0, M.percent)
  .max(100, M.percent)
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, M.percent)
  .transform((p) => Math.round(p * 100));

/** Basis points back to the percentage the wire shows. */
export const percentOf = (basisPoints: number): number => basisPoints / 100;
