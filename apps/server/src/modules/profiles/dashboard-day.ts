import {
  type Dashboard,
  type DashboardExam,
  dueRemaining,
  feeTotals,
  indiaDay,
  indiaDayEnd,
  indiaDayStart,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import {
  answersLeftToMark,
  type DayExam,
  examsOfClassesBetween,
  nextExamsOfClasses,
} from '../exams/index.js';
import { duesByStudent, duesOfStudents } from '../fees/index.js';
import { dayTotal, onlineConfig } from '../payments/index.js';
import { type Caller, type GroupScope, heldActions } from '../permissions/index.js';
import { transportStanding } from '../transport/index.js';
import type { DashboardChild } from './dashboard-queries.js';

/**
 * What each role's day starts with (issue 22 item 10), read with the caller's rights in the
 * institute in view: the day's collection for who reads its payments, its transport for who
 * reads its riders, a teacher's exams of the day and answers left to mark, a parent's children's
 * dues and next exams. Each part is read through its module's index.ts, with the rule its own
 * screens use, and is null (or empty) for a caller who may not see it.
 */

export type DayAnchor = { instituteId: string; activeSessionId: string | null };

const instituteScope = (a: DayAnchor): GroupScope => ({
  id: a.instituteId,
  type: 'INSTITUTE',
  instituteId: a.instituteId,
  activeSessionId: a.activeSessionId,
});
const classScope = (a: DayAnchor, classId: string): GroupScope => ({
  id: classId,
  type: 'CLASS',
  instituteId: a.instituteId,
  activeSessionId: a.activeSessionId,
});

const holds = (caller: Caller, scope: GroupScope, action: string) =>
  heldActions(caller, scope).held.has(action);

const toExam = (e: DayExam): DashboardExam => ({
  id: e.id,
  groupId: e.groupId,
  title: e.title,
  startDateTime: e.startAt.toISOString(),
  endDateTime: e.endAt.toISOString(),
  published: e.status !== 'DRAFT',
});

/** The day's collection of the whole institute (India's day), for its payments' readers. */
export async function collectionToday(
  ctx: AppContext,
  caller: Caller,
  anchor: DayAnchor,
): Promise<Dashboard['collection']> {
  const scope = instituteScope(anchor);
  if (!holds(caller, scope, 'getPaymentRecordForGroup')) return null;
  const date = indiaDay(ctx.clock.now());
  const total = await dayTotal(ctx, scope, date);
  return { date, amount: total.amount, count: total.count };
}

/**
 * Routes, the session's riders and what they owe of transport fees, for the riders' readers:
 * counted and summed in the database (one statement, feeTotals' rule), not read into the process.
 */
export async function transportToday(
  ctx: AppContext,
  caller: Caller,
  anchor: DayAnchor,
  sessionId: string | null,
): Promise<Dashboard['transport']> {
  if (!holds(caller, instituteScope(anchor), 'getUserTransportationForGroup')) return null;
  return transportStanding(ctx.db, {
    instituteId: anchor.instituteId,
    sessionId,
    today: indiaDay(ctx.clock.now()),
  });
}

/** Per taught class: today's exams and the exams with answers left to mark. */
export async function teachingToday(
  ctx: AppContext,
  caller: Caller,
  anchor: DayAnchor,
  classIds: readonly string[],
): Promise<Map<string, Pick<Dashboard['teaching'][number], 'examsToday' | 'toMark'>>> {
  const seeing = classIds.filter((id) => holds(caller, classScope(anchor, id), 'getExamConfig'));
  const today = indiaDay(ctx.clock.now());
  const [day, left] = await Promise.all([
    examsOfClassesBetween(ctx.db, {
      instituteId: anchor.instituteId,
      classIds: seeing,
      from: indiaDayStart(today),
      to: indiaDayEnd(today),
      publishedOnly: false,
    }),
    answersLeftToMark(ctx.db, { instituteId: anchor.instituteId, classIds: seeing }),
  ]);
  return new Map(
    classIds.map((id) => [
      id,
      {
        examsToday: day.filter((e) => e.groupId === id).map(toExam),
        toMark: left
          .filter((e) => e.groupId === id)
          .map((e) => ({ ...toExam(e), answers: e.answers })),
      },
    ]),
  );
}

type ChildDay = Pick<Dashboard['children'][number], 'dues' | 'payOnline' | 'nextExam'>;
const NOTHING: ChildDay = { dues: null, payOnline: false, nextExam: null };

/**
 * Per child in a class of the institute in view: its dues (fees and transport, as its fee
 * details total them) when the caller may read fee estimations there, whether the caller may pay
 * them online, and its next exam when the caller may follow its exams. A child elsewhere shows
 * none of these here.
 */
export async function childrenToday(
  ctx: AppContext,
  caller: Caller,
  anchor: DayAnchor,
  children: readonly DashboardChild[],
): Promise<Map<string, ChildDay>> {
  const now = ctx.clock.now();
  const today = indiaDay(now);
  const placed = children.flatMap((child) => {
    const klass = child.memberships.find(
      (m) =>
        m.groupType === 'CLASS' &&
        m.builtinKey === 'STUDENT' &&
        m.instituteId === anchor.instituteId &&
        (m.sessionId === null || m.sessionId === m.activeSessionId),
    );
    return klass ? [{ child, klass }] : [];
  });
  const mayRead = (classId: string, action: string) =>
    holds(caller, classScope(anchor, classId), action);
  const feeReaders = placed.filter((p) => mayRead(p.klass.groupId, 'getFeeEstimation'));
  const examFollowers = placed.filter((p) => mayRead(p.klass.groupId, 'getExamConfigForMember'));
  const sessionIds = [
    ...new Set(feeReaders.map((p) => p.klass.sessionId ?? p.klass.activeSessionId)),
  ];
  const dues = duesByStudent(
    (
      await Promise.all(
        sessionIds.map((sessionId) =>
          sessionId
            ? duesOfStudents(ctx.db, {
                instituteId: anchor.instituteId,
                sessionId,
                profileIds: feeReaders.map((p) => p.child.userProfileId),
                today,
              })
            : [],
        ),
      )
    ).flat(),
  );
  const next = await nextExamsOfClasses(ctx.db, {
    instituteId: anchor.instituteId,
    classIds: [...new Set(examFollowers.map((p) => p.klass.groupId))],
    now,
  });
  const online = onlineConfig(ctx).enabled;
  const days = new Map<string, ChildDay>();
  for (const { child, klass } of placed) {
    const reads = feeReaders.some((p) => p.child === child);
    const own = dues.get(child.userProfileId) ?? [];
    const totals = feeTotals(own, today);
    const open = own
      .filter((d) => d.kind === 'CHARGE' && dueRemaining(d) > 0)
      .map((d) => d.dueDate)
      .sort();
    const exam = examFollowers.some((p) => p.child === child) ? next.get(klass.groupId) : undefined;
    days.set(child.userProfileId, {
      dues: reads
        ? {
            due: totals.due,
            overdue: totals.overdue,
            nextDueDate: open.find((d) => d >= today) ?? null,
          }
        : null,
      payOnline: reads && online && totals.due > 0 && mayRead(klass.groupId, 'payFeesOnline'),
      nextExam: exam ? toExam(exam) : null,
    });
  }
  return days;
}

export const childDayOf = (days: Map<string, ChildDay>, id: string): ChildDay =>
  days.get(id) ?? NOTHING;
