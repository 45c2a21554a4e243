import type { Tx } from '../../db/client.js';
import { lockBudget, MB } from '../../files/quota.js';
import { tooManyRequests } from '../../lib/errors.js';
import { documentBytesFrom } from './queries.js';

/**
 * Documents one address may send with anonymous applications in 24 hours (security review
 * finding 5). A family sends a few MB; a cyber café or a school's front desk a few dozen forms.
 * The hourly count of applications is APPLY_LIMITS; this caps the bytes behind them.
 */
export const ADDRESS_DAILY_DOCUMENTS_MB = 100;
const DAY_MS = 24 * 3_600_000;

export const ADDRESS_BUDGET_MESSAGES = {
  full: 'Too many documents have been sent from this address today. Please try again tomorrow.',
} as const;

/** 429 when `addBytes` more would take the address past its daily documents; inside the transaction. */
export async function ensureAddressRoom(
  tx: Tx,
  ip: string,
  addBytes: number,
  now: Date,
): Promise<void> {
  await lockBudget(tx, `admission-address:${ip}`);
  const used = await documentBytesFrom(tx, ip, new Date(now.getTime() - DAY_MS));
  if (used + addBytes > ADDRESS_DAILY_DOCUMENTS_MB * MB) {
    throw tooManyRequests(ADDRESS_BUDGET_MESSAGES.full);
  }
}
