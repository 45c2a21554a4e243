import { z } from 'zod';
import { PAYMENT_MAX_PAISE } from '../../constants/payments.js';
import { calendarDay } from '../fields.js';
import { TRANSPORT_NAME_MAX } from './limits.js';
import { TRANSPORT_TEXTS as M } from './messages.js';

/** The fields the transport schemas share. */

export const transportGroupIdField = z.uuid({ error: M.group });
export const transportIdField = z.uuid({ error: M.id });
export const transportSessionField = z.uuid({ error: M.session });

/** A trimmed name of 1 to 100 characters; every failure reads `message`. */
export const transportName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(TRANSPORT_NAME_MAX, message);

/** Integer paise from 1 to ₹1 crore: never a float, never nothing. */
export const transportPaiseField = z
  .number({ error: M.amount })
  .int(M.amount)
  .min(1, M.amount)
  .max(PAYMENT_MAX_PAISE, M.amount);

/** yyyy-mm-dd, a real calendar day. */
export const transportDayField = calendarDay(M.date);

/** hh:mm on the 24-hour clock; empty or absent is none. */
export const pickupTimeField = z
  .string({ error: M.pickupTime })
  .trim()
  .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, M.pickupTime)
  .nullish()
  .transform((v) => (v ? v : null));

/** { groupId } of a GET list. */
export const transportGroupQuerySchema = z.object({ groupId: transportGroupIdField });
/** { groupId, id } of a DELETE. */
export const transportIdQuerySchema = z.object({
  groupId: transportGroupIdField,
  id: transportIdField,
});

/** What every write answers: its words and the saved object. */
export const transportSaved = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data });
export const transportDone = z.object({ message: z.string() });
