import {
  type AdmissionSettings,
  type AdmissionSettingsInput,
  admissionNumberSeries,
  DEFAULT_ADMISSION_NUMBER_PATTERN,
  extraFieldSettings,
  formatAdmissionNumber,
} from '@shala/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Queryable, Tx } from '../../db/client.js';
import {
  admissionApplications,
  admissionNumberCounters,
  admissionSettings,
} from '../../db/schema/index.js';
import { recordAudit } from '../audit/index.js';
import { countRegistrationNo } from '../people/index.js';
import type { Caller } from '../permissions/index.js';

// The institute's admission settings (number pattern, extra fields) and its admission numbers.

/** The institute's settings; an institute that set nothing has the defaults. */
export async function readAdmissionSettings(
  db: Queryable,
  instituteId: string,
): Promise<AdmissionSettings> {
  const [row] = await db
    .select()
    .from(admissionSettings)
    .where(eq(admissionSettings.instituteId, instituteId))
    .limit(1);
  return {
    numberPattern: row?.numberPattern ?? DEFAULT_ADMISSION_NUMBER_PATTERN,
    extraFields: extraFieldSettings(row?.extraFields),
  };
}

/** Saves the number pattern and the extra fields, audited, in one transaction. */
export async function saveAdmissionSettings(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  input: AdmissionSettingsInput,
): Promise<AdmissionSettings> {
  const values = {
    numberPattern: input.numberPattern.trim(),
    extraFields: { ...input.extraFields },
    updatedAt: ctx.clock.now(),
  };
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(admissionSettings)
      .values({ instituteId, ...values })
      .onConflictDoUpdate({ target: admissionSettings.instituteId, set: values });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'admission.settingsChanged',
      targetType: 'group',
      targetId: instituteId,
      detail: { numberPattern: values.numberPattern, extraFields: values.extraFields },
    });
  });
  return readAdmissionSettings(ctx.db, instituteId);
}

/** Whether an accepted application already holds the number (an invited child not joined yet). */
async function heldByApplication(db: Queryable, instituteId: string, admissionNo: string) {
  const [row] = await db
    .select({ n: count() })
    .from(admissionApplications)
    .where(
      and(
        eq(admissionApplications.instituteId, instituteId),
        sql`lower(${admissionApplications.admissionNo}) = lower(${admissionNo})`,
      ),
    );
  return (row?.n ?? 0) > 0;
}

/**
 * The institute's next admission number for a session starting in `year`: the series' next
 * sequence, taken by one upsert whose row stays locked until the transaction ends (so two
 * acceptances at once get two numbers), skipping numbers someone of the institute already
 * carries (typed in by hand or imported).
 */
export async function takeAdmissionNumber(
  tx: Tx,
  instituteId: string,
  pattern: string,
  year: number,
): Promise<string> {
  const series = admissionNumberSeries(pattern, year);
  for (;;) {
    const [row] = await tx
      .insert(admissionNumberCounters)
      .values({ instituteId, series, lastValue: 1 })
      .onConflictDoUpdate({
        target: [admissionNumberCounters.instituteId, admissionNumberCounters.series],
        set: { lastValue: sql`${admissionNumberCounters.lastValue} + 1` },
      })
      .returning({ n: admissionNumberCounters.lastValue });
    if (!row) throw new Error('admission counter upsert returned nothing');
    const number = formatAdmissionNumber(pattern, year, row.n);
    if ((await countRegistrationNo(tx, instituteId, number)) > 0) continue;
    if (await heldByApplication(tx, instituteId, number)) continue;
    return number;
  }
}
