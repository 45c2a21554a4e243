import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { admissionApplications, admissionDocuments, storedFiles } from '../../db/schema/index.js';
import { lockBudget, MB } from '../../files/quota.js';
import { tooManyRequests } from '../../lib/errors.js';

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
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${storedFiles.sizeBytes}), 0)` })
    .from(admissionApplications)
    .innerJoin(admissionDocuments, eq(admissionDocuments.applicationId, admissionApplications.id))
    .innerJoin(storedFiles, eq(storedFiles.id, admissionDocuments.fileId))
    .where(
      and(
        eq(admissionApplications.ip, ip),
        gt(admissionApplications.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if (Number(row?.used ?? 0) + addBytes > ADDRESS_DAILY_DOCUMENTS_MB * MB) {
    throw tooManyRequests(ADDRESS_BUDGET_MESSAGES.full);
  }
}
