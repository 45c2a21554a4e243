import { DEFAULT_MID_SESSION_JOIN_RULE, type FeeParticularInput } from '@shala/shared';
import type { Tx } from '../db/client.js';
import {
  feeAssignments,
  feeConcessions,
  feeParticulars,
  feeStructures,
  studentDues,
} from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { type AuditEventInput, recordAudits } from '../modules/audit/index.js';
import { studentsOfClass, syncStructureDues } from '../modules/fees/index.js';
import { DEMO_CLASSES, DEMO_SESSIONS, DEMO_STUDENTS } from './school.js';

/**
 * The demo school's fees (README): a structure for every class (quarterly tuition, an annual
 * development charge, an exam fee, an early-payment discount on the first quarter, a late fee
 * after fifteen days, 10% off for siblings) assigned to all its students, one manual concession
 * with its reason, and a few dues carried over from the previous session. Written with the fees
 * module's own rules, in the seed's transaction; a few statements per class.
 */

export type DemoFeesAt = {
  instituteId: string;
  sessionId: string;
  previousSessionId: string;
  /** A class of the school by name; undefined when it is gone. */
  classId: (name: string) => string | undefined;
};

const RUPEE = 100;

/** Quarterly tuition by level: the older the class, the higher. */
function quarterlyTuition(level: string): number {
  if (['Nursery', 'LKG', 'UKG'].includes(level)) return 6_000 * RUPEE;
  const n = Number(level.replace('Class ', ''));
  if (n <= 5) return 7_500 * RUPEE;
  if (n <= 8) return 9_000 * RUPEE;
  return 10_500 * RUPEE;
}

export const DEMO_FEE_STRUCTURE_NAME = `Annual fees ${DEMO_SESSIONS.active.name}`;
export const DEMO_LATE_FEE = { paise: 250 * RUPEE, graceDays: 15 } as const;
export const DEMO_SIBLING_PERCENT = 10;
/** The manual concession: the first student of Class 9 A by name. */
export const DEMO_CONCESSION = {
  className: 'Class 9 A',
  percent: 50,
  reason: 'Merit scholarship: first in the Class 8 final examinations',
} as const;
/**
 * A student who joined mid-session (the last of the class by name): they owe by the default
 * join rule, pro rata, so quarter 2 is charged for the days left of it and quarter 1 not at all.
 */
export const DEMO_LATE_JOINER = {
  className: 'Class 4 A',
  joinedOn: `${DEMO_SESSIONS.active.startDate.slice(0, 4)}-08-17`,
} as const;
/** Whose dues of 2025-26 were left unpaid and carried over: Rohan and the first of these classes. */
export const DEMO_CARRY_OVER_CLASSES = ['Class 2 B', 'Class 6 A', 'Class 10 A'];

export function demoParticulars(level: string): FeeParticularInput[] {
  const tuition = quarterlyTuition(level);
  const year = DEMO_SESSIONS.active.startDate.slice(0, 4);
  const next = String(Number(year) + 1);
  return [
    {
      name: 'Annual development charge',
      kind: 'CHARGE',
      amountPaise: 5_000 * RUPEE,
      dueDate: `${year}-04-10`,
    },
    { name: 'Tuition, quarter 1', kind: 'CHARGE', amountPaise: tuition, dueDate: `${year}-04-10` },
    {
      name: 'Early payment discount',
      kind: 'DISCOUNT',
      amountPaise: 500 * RUPEE,
      dueDate: `${year}-04-10`,
    },
    { name: 'Tuition, quarter 2', kind: 'CHARGE', amountPaise: tuition, dueDate: `${year}-07-10` },
    {
      name: 'Examination fee',
      kind: 'CHARGE',
      amountPaise: 1_200 * RUPEE,
      dueDate: `${year}-09-01`,
    },
    { name: 'Tuition, quarter 3', kind: 'CHARGE', amountPaise: tuition, dueDate: `${year}-10-10` },
    { name: 'Tuition, quarter 4', kind: 'CHARGE', amountPaise: tuition, dueDate: `${next}-01-10` },
  ];
}

/** Writes the fees; answers how many structures and dues it wrote. */
export async function seedDemoFees(
  tx: Tx,
  clock: Clock,
  at: DemoFeesAt,
): Promise<{ structures: number; dues: number }> {
  const now = clock.now();
  const classes = DEMO_CLASSES.flatMap((c) => {
    const id = at.classId(c.name);
    return id ? [{ ...c, id }] : [];
  });
  if (classes.length === 0) return { structures: 0, dues: 0 };
  const structures = await tx
    .insert(feeStructures)
    .values(
      classes.map((c) => ({
        instituteId: at.instituteId,
        classId: c.id,
        sessionId: at.sessionId,
        name: DEMO_FEE_STRUCTURE_NAME,
        lateFeePaise: DEMO_LATE_FEE.paise,
        lateFeeGraceDays: DEMO_LATE_FEE.graceDays,
        siblingBasisPoints: DEMO_SIBLING_PERCENT * 100,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  const particulars = await tx
    .insert(feeParticulars)
    .values(
      structures.flatMap((s) => {
        const level = classes.find((c) => c.id === s.classId)?.level ?? '';
        return demoParticulars(level).map((p, i) => ({
          instituteId: at.instituteId,
          structureId: s.id,
          ...p,
          position: i + 1,
        }));
      }),
    )
    .returning();

  const audits: AuditEventInput[] = [];
  let dues = 0;
  for (const structure of structures) {
    const own = particulars.filter((p) => p.structureId === structure.id);
    const students = await studentsOfClass(tx, {
      instituteId: at.instituteId,
      classId: structure.classId,
      sessionId: at.sessionId,
    });
    if (students.length === 0) continue;
    const profileIds = students.map((s) => s.profileId);
    const lateJoiner =
      structure.classId === at.classId(DEMO_LATE_JOINER.className)
        ? students[students.length - 1]?.profileId
        : undefined;
    await tx.insert(feeAssignments).values(
      profileIds.map((profileId) => ({
        structureId: structure.id,
        profileId,
        instituteId: at.instituteId,
        ...(profileId === lateJoiner
          ? { joinedOn: DEMO_LATE_JOINER.joinedOn, joinRule: DEFAULT_MID_SESSION_JOIN_RULE }
          : {}),
        createdAt: now,
      })),
    );
    const concessionClass = at.classId(DEMO_CONCESSION.className);
    const scholar = structure.classId === concessionClass ? students[0] : undefined;
    if (scholar) {
      audits.push({
        instituteId: at.instituteId,
        action: 'feeConcession.saved',
        targetType: 'profile',
        targetId: scholar.profileId,
        detail: {
          classId: structure.classId,
          structureId: structure.id,
          name: structure.name,
          kind: 'MANUAL',
          percent: DEMO_CONCESSION.percent,
          amountPaise: null,
          reason: DEMO_CONCESSION.reason,
        },
      });
      await tx.insert(feeConcessions).values({
        instituteId: at.instituteId,
        structureId: structure.id,
        profileId: scholar.profileId,
        kind: 'MANUAL',
        percentBasisPoints: DEMO_CONCESSION.percent * 100,
        reason: DEMO_CONCESSION.reason,
        createdAt: now,
      });
    }
    const written = await syncStructureDues(tx, {
      structure,
      particulars: own,
      profileIds,
      now,
    });
    dues += written.added;
    const detail = {
      classId: structure.classId,
      sessionId: structure.sessionId,
      name: structure.name,
    };
    audits.push(
      {
        instituteId: at.instituteId,
        action: 'feeStructure.created',
        targetType: 'feeStructure',
        targetId: structure.id,
        detail: {
          ...detail,
          particulars: own.length,
          totalPaise: own.reduce((s, p) => s + (p.kind === 'CHARGE' ? 1 : -1) * p.amountPaise, 0),
        },
      },
      {
        instituteId: at.instituteId,
        action: 'feeStructure.assigned',
        targetType: 'feeStructure',
        targetId: structure.id,
        detail: { ...detail, students: profileIds.length, ...written },
      },
    );
  }
  const carried = await seedCarryOvers(tx, at, now);
  dues += carried;
  audits.push({
    instituteId: at.instituteId,
    action: 'fee.carriedOver',
    targetType: 'session',
    targetId: at.sessionId,
    detail: {
      fromSessionId: at.previousSessionId,
      toSessionId: at.sessionId,
      fromSessionName: DEMO_SESSIONS.previous.name,
      toSessionName: DEMO_SESSIONS.active.name,
      carried,
      students: carried,
      skippedStudents: 0,
    },
  });
  await recordAudits(tx, { clock }, null, audits);
  return { structures: structures.length, dues };
}

/**
 * Answers how many dues were carried. A few students left their last quarter of 2025-26 unpaid: that due, marked carried over in
 * 2025-26, and its CARRY_OVER due in 2026-27 (previousCarryOver, due on the session's first
 * day), as POST fee/carry-over leaves them.
 */
async function seedCarryOvers(tx: Tx, at: DemoFeesAt, now: Date): Promise<number> {
  const who: { profileId: string; classId: string }[] = [];
  for (const name of [DEMO_STUDENTS.rohan.className, ...DEMO_CARRY_OVER_CLASSES]) {
    const classId = at.classId(name);
    if (!classId) continue;
    const students = await studentsOfClass(tx, {
      instituteId: at.instituteId,
      classId,
      sessionId: at.sessionId,
    });
    const student =
      name === DEMO_STUDENTS.rohan.className
        ? students.find((s) => s.fullName.startsWith('Rohan '))
        : students[0];
    if (student) who.push({ profileId: student.profileId, classId });
  }
  if (who.length === 0) return 0;
  const previous = DEMO_SESSIONS.previous;
  const old = await tx
    .insert(studentDues)
    .values(
      who.map((w, i) => ({
        instituteId: at.instituteId,
        classId: w.classId,
        sessionId: at.previousSessionId,
        profileId: w.profileId,
        recordType: 'FEES' as const,
        source: 'STRUCTURE' as const,
        particular: 'Tuition, quarter 4',
        kind: 'CHARGE' as const,
        dueDate: `${previous.endDate.slice(0, 4)}-01-10`,
        position: 7,
        amountPaise: (6_500 + 500 * i) * RUPEE,
        carriedOverAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
  await tx.insert(studentDues).values(
    old.map((d) => ({
      instituteId: at.instituteId,
      classId: d.classId,
      sessionId: at.sessionId,
      profileId: d.profileId,
      recordType: 'FEES' as const,
      source: 'CARRY_OVER' as const,
      sourceId: d.id,
      particular: `${d.particular} (${previous.name})`,
      kind: 'CHARGE' as const,
      dueDate: DEMO_SESSIONS.active.startDate,
      position: 0,
      amountPaise: d.amountPaise,
      previousCarryOver: true,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return old.length;
}
