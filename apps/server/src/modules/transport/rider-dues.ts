import { feeTotals } from '@shala/shared';
import type { Queryable, Tx } from '../../db/client.js';
import {
  duesByStudent,
  duesOfStudents,
  lockDuesForPayment,
  type ReplaceSourceDuesInput,
  replaceSourceDuesOfMany,
} from '../fees/index.js';
import type { CostRow } from './cost-queries.js';
import { pairTransportDues } from './due-pairing.js';

/**
 * The riders' transportation-fee dues, written only through the fees module: the stop's
 * instalments for the session, paired with what each rider owes already (due-pairing.ts).
 */

export type Rider = { profileId: string; classId: string };

const RECORD_TYPE = 'TRANSPORTATION_FEES' as const;

/**
 * Makes each rider's transport dues the stop's instalments (none: every unpaid one cancelled).
 * Their dues are locked first, so a payment under way is waited for, and a paid due the new
 * plan cannot keep makes the fees module refuse (409, the caller's transaction rolls back).
 */
export async function setRiderDues(
  tx: Tx,
  p: {
    instituteId: string;
    sessionId: string;
    riders: readonly Rider[];
    stopName: string;
    instalments: readonly CostRow[];
    now: Date;
  },
): Promise<void> {
  if (p.riders.length === 0) return;
  const locked = await lockDuesForPayment(tx, {
    instituteId: p.instituteId,
    sessionId: p.sessionId,
    profileIds: p.riders.map((r) => r.profileId),
    recordType: RECORD_TYPE,
  });
  const owed = duesByStudent(locked.filter((d) => d.source === 'TRANSPORT'));
  const inputs = p.riders.map(
    (rider): ReplaceSourceDuesInput => ({
      instituteId: p.instituteId,
      classId: rider.classId,
      sessionId: p.sessionId,
      profileId: rider.profileId,
      recordType: RECORD_TYPE,
      source: 'TRANSPORT',
      rows: pairTransportDues(owed.get(rider.profileId) ?? [], p.instalments, p.stopName),
      now: p.now,
    }),
  );
  await replaceSourceDuesOfMany(tx, inputs);
}

export type RiderDueTotals = { payable: number; paid: number; due: number; instalments: number };

/** What the riders' transport dues come to: asked for, paid, still owed. */
export async function riderDueTotals(
  db: Queryable,
  p: { instituteId: string; sessionId: string; profileIds: readonly string[] },
): Promise<Map<string, RiderDueTotals>> {
  const dues = await duesOfStudents(db, { ...p, recordType: RECORD_TYPE });
  const totals = new Map<string, RiderDueTotals>();
  for (const [profileId, list] of duesByStudent(dues)) {
    // The one rule of the fee totals (packages/shared fee-totals.ts); no date needed for these.
    const { payable, paid, due } = feeTotals(list, '');
    totals.set(profileId, {
      payable,
      paid,
      due,
      instalments: list.filter((d) => d.kind === 'CHARGE').length,
    });
  }
  return totals;
}

export const NO_DUES: RiderDueTotals = { payable: 0, paid: 0, due: 0, instalments: 0 };
