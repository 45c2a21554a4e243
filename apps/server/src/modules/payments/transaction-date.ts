import { indiaDay, indiaDayStart, manualDateBounds, manualDateError } from '@shala/shared';
import { badRequest } from '../../lib/errors.js';

const NOON_MS = 12 * 3_600_000;

/**
 * When a payment happened (spec §4): "either chosen manually (up to today; earliest is the day
 * before the session start) or the current time". A day chosen by hand is that day at noon in
 * India (or now, when it is today); an instant is taken as sent, never later than now. Days are
 * India's.
 */
export function transactionInstant(
  given: string | null | undefined,
  now: Date,
  sessionStart: string,
): Date {
  const today = indiaDay(now);
  let at = now;
  if (given && given.length === 10) {
    at = given === today ? now : new Date(indiaDayStart(given).getTime() + NOON_MS);
  } else if (given) {
    at = new Date(given);
  }
  const error = manualDateError(indiaDay(at), manualDateBounds(today, sessionStart));
  if (error) throw badRequest(error);
  return at.getTime() > now.getTime() ? now : at;
}
