import {
  addDays,
  daysFromTo,
  formatDayMonthYear,
  indiaDay,
  LEAVE_DAYS_MAX,
  type LeaveBody,
  type LeaveDecisionBody,
  type LeaveListView,
  type LeaveView,
  type LeaveWithdrawalBody,
  ATTENDANCE_TEXTS as M,
  ON_LEAVE,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { fileStoreOf, inFileTransaction } from '../../files/file-transaction.js';
import { checkFileKind, type UploadedFile } from '../../files/uploads.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { announce, holdersOf, notifyAfter, raiseNotification } from '../notifications/index.js';
import { childrenOfAccount, isOwnPerson } from '../people/index.js';
import {
  type Caller,
  classTeacherships,
  type GroupScope,
  heldActions,
} from '../permissions/index.js';
import { markLeaveDays } from './leave-marks.js';
import {
  classTeachersOf,
  endLeaveRow,
  findLeave,
  insertLeave,
  type LeaveRow,
  leaveOfPeople,
  leaveToDecide,
  overlapping,
  standingOf,
} from './leave-queries.js';

/**
 * Leave (issue 24 §1): a student's (asked by them or a guardian) goes to the class teacher; a
 * staff member's own goes to the institute's attendance keepers (manageAttendance: the
 * institute admin). Approval marks its school days up to today On leave; later days take it
 * when the class is marked, and no absence alert goes out for a child on approved leave.
 */

export const LEAVE_DOCUMENT_PURPOSE = 'leave-document';

/** Who is told of a leave asked or withdrawn: a student's class teachers, else the keepers. */
const decidersOf = (db: Queryable, scope: GroupScope, classId: string | null) =>
  classId
    ? classTeachersOf(db, classId, scope.activeSessionId)
    : holdersOf(db, scope.instituteId, 'manageAttendance');

/** The class teacher decides a student's leave; the attendance keepers decide any. */
function mayDecide(caller: Caller, scope: GroupScope, row: Pick<LeaveRow, 'classId'>) {
  if (heldActions(caller, scope).held.has('manageAttendance')) return true;
  if (!row.classId) return false;
  const sessionId = caller.selected.sessionId ?? scope.activeSessionId;
  return classTeacherships(caller.memberships, scope.instituteId, sessionId).some(
    (m) => m.groupId === row.classId,
  );
}

/** The caller asked for it, or it is for them or their child: theirs to withdraw while it waits. */
async function isAsker(db: Queryable, caller: Caller, row: LeaveRow) {
  return (
    row.appliedById === caller.profileId || (await isOwnPerson(db, caller.accountId, row.profileId))
  );
}

const viewOf = (row: LeaveRow, canDecide: boolean, asker = false): LeaveView => ({
  id: row.id,
  profileId: row.profileId,
  name: row.name,
  className: row.className,
  fromDay: row.fromDay,
  toDay: row.toDay,
  reason: row.reason,
  state: row.state,
  appliedBy: row.appliedBy,
  createdAt: new Date(row.createdAt).toISOString(),
  decidedBy: row.decidedBy,
  decisionNote: row.decisionNote,
  hasDocument: row.documentId !== null,
  canDecide: canDecide && row.state === 'PENDING',
  canWithdraw: asker && row.state === 'PENDING',
});

/** A leave's days in a notification: "1 Dec 2026", or "1 Dec 2026 to 2 Dec 2026". */
const leaveDays = (from: string, to: string) =>
  from === to
    ? formatDayMonthYear(from)
    : `${formatDayMonthYear(from)} to ${formatDayMonthYear(to)}`;

/** POST leave: refused unless it is the caller's own or their child's, in the institute. */
export async function applyForLeave(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: LeaveBody,
  files: UploadedFile[],
): Promise<LeaveView> {
  const now = ctx.clock.now();
  const today = indiaDay(now);
  if (body.toDay < body.fromDay || daysFromTo(body.fromDay, body.toDay).length > LEAVE_DAYS_MAX) {
    throw badRequest(M.leaveDays);
  }
  if (body.fromDay < addDays(today, -7)) throw badRequest(M.leavePast);
  if (files.length > 1) throw badRequest(M.document);
  const [file] = files;
  const kind = file ? await checkFileKind(file, ['pdf', 'jpg', 'png']) : null;
  if (!(await isOwnPerson(ctx.db, caller.accountId, body.profileId))) throw forbidden(M.leaveFor);
  const standing = await standingOf(ctx.db, scope.instituteId, body.profileId);
  if (!standing || (!standing.classId && !standing.staff)) throw notFound(M.personNotFound);
  const id = await inFileTransaction(ctx.db, fileStoreOf(ctx), async (tx, store) => {
    if (await overlapping(tx, body.profileId, body.fromDay, body.toDay)) {
      throw conflict(M.leaveOverlaps);
    }
    const [doc] =
      file && kind
        ? await store.store(now, [
            {
              file,
              kind,
              purpose: LEAVE_DOCUMENT_PURPOSE,
              instituteId: scope.instituteId,
              ownerAccountId: caller.accountId,
            },
          ])
        : [];
    return insertLeave(tx, {
      instituteId: scope.instituteId,
      classId: standing.classId,
      profileId: body.profileId,
      appliedBy: caller.profileId,
      fromDay: body.fromDay,
      toDay: body.toDay,
      reason: body.reason,
      documentId: doc?.id ?? null,
      createdAt: now,
    });
  });
  await notifyAfter(ctx, async (tx) => {
    const deciders = await decidersOf(tx, scope, standing.classId);
    return {
      kind: 'leave.requested',
      profileIds: deciders.filter((p) => p !== caller.profileId),
      instituteId: scope.instituteId,
      title: `Leave asked for ${standing.name}`,
      message: `${standing.name}${standing.className ? ` (${standing.className})` : ''}: ${leaveDays(body.fromDay, body.toDay)}. ${body.reason}`,
      target: '/erp/attendance/leave',
      groupId: standing.classId ?? scope.instituteId,
      featureId: 'leave',
      featureAction: 'requested',
    };
  });
  const row = await findLeave(ctx.db, scope.instituteId, id);
  if (!row) throw notFound(M.leaveNotFound);
  return viewOf(row, mayDecide(caller, scope, row), true);
}

/** GET leave: the caller's own and their children's, those they decide, and whom they may ask for. */
export async function leaveList(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
): Promise<LeaveListView> {
  const children = await childrenOfAccount(ctx.db, caller.accountId);
  const people = [caller.profileId, ...children.map((c) => c.profileId)];
  const mine = await leaveOfPeople(ctx.db, scope.instituteId, people, caller.profileId);
  const manage = heldActions(caller, scope).held.has('manageAttendance');
  const sessionId = caller.selected.sessionId ?? scope.activeSessionId;
  const classIds = classTeacherships(caller.memberships, scope.instituteId, sessionId).map(
    (m) => m.groupId,
  );
  const toDecide =
    manage || classIds.length > 0
      ? await leaveToDecide(ctx.db, scope.instituteId, classIds, manage, manage)
      : [];
  const askFor: LeaveListView['askFor'] = [];
  for (const id of people) {
    const standing = await standingOf(ctx.db, scope.instituteId, id);
    if (standing && (standing.classId || standing.staff)) {
      askFor.push({ profileId: id, name: standing.name });
    }
  }
  return {
    // The caller's own and their children's: theirs to withdraw while they wait.
    mine: mine.map((r) => viewOf(r, mayDecide(caller, scope, r), true)),
    toDecide: toDecide.map((r) => viewOf(r, true)),
    askFor,
  };
}

/** POST leave/decision: approve (marking its days On leave) or decline, and tell the asker. */
export async function decideLeave(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: LeaveDecisionBody,
): Promise<LeaveView> {
  const now = ctx.clock.now();
  const row = await findLeave(ctx.db, scope.instituteId, body.id);
  if (!row) throw notFound(M.leaveNotFound);
  if (!mayDecide(caller, scope, row)) throw forbidden(M.notDecider);
  const raised = await ctx.db.transaction(async (tx) => {
    const decided = await endLeaveRow(tx, {
      id: row.id,
      instituteId: scope.instituteId,
      state: body.decision,
      by: caller.profileId,
      at: now,
      note: body.note || null,
    });
    if (!decided) throw conflict(M.leaveDecided);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'attendance.leaveDecided',
      targetType: 'profile',
      targetId: row.profileId,
      detail: {
        decision: body.decision,
        classId: row.classId,
        fromDay: row.fromDay,
        toDay: row.toDay,
        note: body.note || null,
      },
    });
    if (body.decision === 'APPROVED') {
      await markLeaveDays(tx, {
        instituteId: scope.instituteId,
        classId: row.classId,
        profileId: row.profileId,
        from: row.fromDay,
        // Up to today: later days take the leave when the class is marked.
        to: [row.toDay, indiaDay(now)].sort()[0] ?? row.toDay,
        by: caller.profileId,
        now,
        status: ON_LEAVE,
      });
    }
    return raiseNotification(ctx, tx, {
      kind: 'leave.decided',
      profileIds: [...new Set([row.appliedById, row.profileId])],
      instituteId: scope.instituteId,
      title: `Leave ${body.decision === 'APPROVED' ? 'approved' : 'declined'}: ${row.name}`,
      message: `${leaveDays(row.fromDay, row.toDay)}${body.note ? `. ${body.note}` : ''}`,
      target: '/erp/attendance/leave',
      groupId: row.classId ?? scope.instituteId,
      featureId: 'leave',
      featureAction: 'decided',
    });
  });
  await announce(ctx, raised);
  const after = await findLeave(ctx.db, scope.instituteId, body.id);
  if (!after) throw notFound(M.leaveNotFound);
  return viewOf(after, true, await isAsker(ctx.db, caller, after));
}

/**
 * POST leave/withdrawal: whoever asked (or the person it is for, or their guardian) withdraws a
 * leave still waiting; its deciders, told when it was asked, are told it is withdrawn. A leave
 * decided first is refused (409): an approved one's days are marked already.
 */
export async function withdrawLeave(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  body: LeaveWithdrawalBody,
): Promise<LeaveView> {
  const now = ctx.clock.now();
  const row = await findLeave(ctx.db, scope.instituteId, body.id);
  if (!row) throw notFound(M.leaveNotFound);
  if (!(await isAsker(ctx.db, caller, row))) throw forbidden(M.notAsker);
  const raised = await ctx.db.transaction(async (tx) => {
    const ended = await endLeaveRow(tx, {
      id: row.id,
      instituteId: scope.instituteId,
      state: 'CANCELLED',
      by: caller.profileId,
      at: now,
      note: null,
    });
    if (!ended) throw conflict(M.leaveDecided);
    await recordAudit(tx, ctx, caller, {
      instituteId: scope.instituteId,
      action: 'attendance.leaveWithdrawn',
      targetType: 'profile',
      targetId: row.profileId,
      detail: { classId: row.classId, fromDay: row.fromDay, toDay: row.toDay },
    });
    const deciders = await decidersOf(tx, scope, row.classId);
    return raiseNotification(ctx, tx, {
      kind: 'leave.withdrawn',
      profileIds: deciders.filter((p) => p !== caller.profileId),
      instituteId: scope.instituteId,
      title: `Leave withdrawn: ${row.name}`,
      message: `${row.name}${row.className ? ` (${row.className})` : ''}: ${leaveDays(row.fromDay, row.toDay)}. It no longer waits for a decision.`,
      target: '/erp/attendance/leave',
      groupId: row.classId ?? scope.instituteId,
      featureId: 'leave',
      featureAction: 'withdrawn',
    });
  });
  await announce(ctx, raised);
  const after = await findLeave(ctx.db, scope.instituteId, body.id);
  if (!after) throw notFound(M.leaveNotFound);
  return viewOf(after, mayDecide(caller, scope, after), true);
}

/** GET leave/document: the leave's document, for the asker and whoever decides it. */
export async function leaveDocument(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
) {
  const row = await findLeave(ctx.db, scope.instituteId, id);
  if (!row?.documentId) throw notFound(M.leaveNotFound);
  if (!(await isAsker(ctx.db, caller, row)) && !mayDecide(caller, scope, row)) {
    throw forbidden(M.notDecider);
  }
  return row.documentId;
}
