import {
  type ConcessionRule,
  concessionsOfCharges,
  joiningAmount,
  joiningShares,
  type MidSessionJoinRule,
} from '@shala/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { academicSessions, feeAssignments, feeConcessions } from '../../db/schema/index.js';
import { replaceSourceDuesOfMany, type SourceDueRow } from './dues-writes.js';
import { type ParticularRow, particularsOf, type StructureRow } from './structure-queries.js';
import { familyOf } from './student-queries.js';

/**
 * A structure's FEES dues of its assigned students, made what the structure and each student's
 * concessions say: the sibling and staff-child rules are judged again (their concession rows
 * follow), manual concessions kept, and replaceSourceDues does the rest: unpaid dues follow the
 * edit, a paid due is never dropped or lowered below what is paid (409, and the caller's
 * transaction rolls back). A student who joined the class during the session owes the particulars
 * as the join rule of their assignment says (rules/fee-joining.ts): instalments before their
 * joining date are left out or shared, the concessions then taken off what is left.
 */
export async function syncStructureDues(
  tx: Queryable,
  p: {
    structure: StructureRow;
    particulars: readonly ParticularRow[];
    profileIds: readonly string[];
    /** Particulars the structure had before an edit: their dues are this structure's too. */
    formerParticularIds?: readonly string[];
    /** Dues settled beyond their new amount stay as they are (replaceSourceDues). */
    keepSettled?: boolean;
    now: Date;
  },
): Promise<{ added: number; updated: number; cancelled: number }> {
  const { structure, particulars, profileIds, now } = p;
  if (profileIds.length === 0) return { added: 0, updated: 0, cancelled: 0 };
  const rules = await ruleConcessions(tx, structure, profileIds, now);
  const manual = await tx
    .select()
    .from(feeConcessions)
    .where(
      and(
        eq(feeConcessions.structureId, structure.id),
        eq(feeConcessions.kind, 'MANUAL'),
        inArray(feeConcessions.profileId, [...profileIds]),
      ),
    );
  const manualOf = new Map(manual.map((m) => [m.profileId, m]));
  const joiners = await joinersOf(tx, structure, profileIds);
  const replaces = [
    ...new Set([...(p.formerParticularIds ?? []), ...particulars.map((x) => x.id)]),
  ];

  const inputs = profileIds.map((profileId) => {
    const joined = joiners.get(profileId);
    const shares = joined ? joiningShares(particulars, joined) : particulars.map(() => 1);
    const owed = particulars.map((x, i) => ({
      ...x,
      amountPaise: joiningAmount(x.amountPaise, shares[i] ?? 1),
    }));
    const charges = owed.filter((x) => x.kind === 'CHARGE');
    const own: ConcessionRule[] = [...(rules.get(profileId) ?? [])];
    const m = manualOf.get(profileId);
    if (m?.percentBasisPoints) own.push({ basisPoints: m.percentBasisPoints });
    if (m?.amountPaise) own.push({ amountPaise: m.amountPaise });
    const off = concessionsOfCharges(
      charges.map((c) => c.amountPaise),
      own,
    );
    const offById = new Map(charges.map((c, i) => [c.id, off[i] ?? 0]));
    const rows: SourceDueRow[] = owed.map((x) => {
      const concession = offById.get(x.id) ?? 0;
      return {
        sourceId: x.id,
        particular: x.name,
        kind: x.kind,
        dueDate: x.dueDate,
        position: x.position,
        amountPaise: x.amountPaise - concession,
        concessionPaise: concession,
      };
    });
    return {
      instituteId: structure.instituteId,
      classId: structure.classId,
      sessionId: structure.sessionId,
      profileId,
      recordType: 'FEES' as const,
      source: 'STRUCTURE' as const,
      rows,
      replaces,
      now,
      keepSettled: p.keepSettled,
    };
  });
  const totals = await replaceSourceDuesOfMany(tx, inputs);
  await cancelOrphanLateFees(tx, structure.instituteId, profileIds, now);
  return totals;
}

/** syncStructureDues of several structures, each for its students; particulars read at once. */
export async function syncStructuresDues(
  tx: Queryable,
  entries: readonly { structure: StructureRow; profileIds: readonly string[] }[],
  p: { now: Date; keepSettled?: boolean },
): Promise<void> {
  if (entries.length === 0) return;
  const particulars = await particularsOf(
    tx,
    entries.map((e) => e.structure.id),
  );
  for (const { structure, profileIds } of entries) {
    await syncStructureDues(tx, {
      structure,
      particulars: particulars.filter((x) => x.structureId === structure.id),
      profileIds,
      now: p.now,
      keepSettled: p.keepSettled,
    });
  }
}

type Joined = {
  rule: MidSessionJoinRule;
  joinedOn: string;
  sessionStart: string;
  sessionEnd: string;
};

/** Of these students, those assigned the structure on joining mid-session: when, and by which rule. */
async function joinersOf(
  tx: Queryable,
  structure: StructureRow,
  profileIds: readonly string[],
): Promise<Map<string, Joined>> {
  const rows = await tx
    .select({
      profileId: feeAssignments.profileId,
      joinedOn: feeAssignments.joinedOn,
      rule: feeAssignments.joinRule,
      sessionStart: academicSessions.startDate,
      sessionEnd: academicSessions.endDate,
    })
    .from(feeAssignments)
    .innerJoin(academicSessions, eq(academicSessions.id, sql`${structure.sessionId}::uuid`))
    .where(
      and(
        eq(feeAssignments.structureId, structure.id),
        eq(feeAssignments.instituteId, structure.instituteId),
        isNotNull(feeAssignments.joinedOn),
        inArray(feeAssignments.profileId, [...profileIds]),
      ),
    );
  const joined = new Map<string, Joined>();
  for (const r of rows) {
    if (!r.joinedOn || !r.rule) continue;
    joined.set(r.profileId, {
      rule: r.rule,
      joinedOn: r.joinedOn,
      sessionStart: r.sessionStart,
      sessionEnd: r.sessionEnd,
    });
  }
  return joined;
}

/**
 * The structure's sibling and staff-child rules for these students, as concession rules; their
 * SIBLING and STAFF_CHILD rows are written (or removed) to match, so the concession list shows
 * who has which.
 */
async function ruleConcessions(
  tx: Queryable,
  structure: StructureRow,
  profileIds: readonly string[],
  now: Date,
): Promise<Map<string, ConcessionRule[]>> {
  const family = await familyOf(tx, {
    instituteId: structure.instituteId,
    sessionId: structure.sessionId,
    profileIds,
  });
  const byProfile = new Map<string, ConcessionRule[]>();
  const rows: (typeof feeConcessions.$inferInsert)[] = [];
  const kinds = [
    ['SIBLING', structure.siblingBasisPoints, family.withSibling],
    ['STAFF_CHILD', structure.staffChildBasisPoints, family.staffChildren],
  ] as const;
  for (const [kind, basisPoints, who] of kinds) {
    if (basisPoints <= 0) continue;
    for (const profileId of profileIds) {
      if (!who.has(profileId)) continue;
      byProfile.set(profileId, [...(byProfile.get(profileId) ?? []), { basisPoints }]);
      rows.push({
        instituteId: structure.instituteId,
        structureId: structure.id,
        profileId,
        kind,
        percentBasisPoints: basisPoints,
        createdAt: now,
      });
    }
  }
  await tx
    .delete(feeConcessions)
    .where(
      and(
        eq(feeConcessions.instituteId, structure.instituteId),
        eq(feeConcessions.structureId, structure.id),
        inArray(feeConcessions.kind, ['SIBLING', 'STAFF_CHILD']),
        inArray(feeConcessions.profileId, [...profileIds]),
      ),
    );
  if (rows.length > 0) await tx.insert(feeConcessions).values(rows);
  return byProfile;
}

/** A late fee whose charge is no longer owed goes with it, while nothing is paid into it. */
export async function cancelOrphanLateFees(
  tx: Queryable,
  instituteId: string,
  profileIds: readonly string[],
  now: Date,
): Promise<void> {
  await tx.execute(sql`
    update student_dues l set cancelled_at = ${now.toISOString()}::timestamptz,
      updated_at = ${now.toISOString()}::timestamptz
    from student_dues c
    where l.source = 'LATE_FEE' and l.source_id = c.id and l.institute_id = ${instituteId}::uuid
      and l.profile_id in (${sql.join(
        profileIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and l.cancelled_at is null and l.paid_paise + l.discount_paise = 0
      and c.cancelled_at is not null`);
}
