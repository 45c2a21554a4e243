import { ATTENDANCE_TEXTS } from '@shala/shared';
import type { Queryable } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import {
  type Caller,
  classTeacherships,
  type GroupScope,
  heldActions,
} from '../permissions/index.js';
import { findClass } from './mark-queries.js';

/**
 * Who marks a class: its class teacher (a Teacher membership of the class in the session), or
 * whoever keeps the institute's attendance (manageAttendance). A teacher's markAttendance,
 * held through the institute, does not reach other teachers' classes.
 */
export function mayMarkClass(caller: Caller, scope: GroupScope): boolean {
  if (heldActions(caller, scope).held.has('manageAttendance')) return true;
  const sessionId = caller.selected.sessionId ?? scope.activeSessionId;
  return classTeacherships(caller.memberships, scope.instituteId, sessionId).some(
    (m) => m.groupId === scope.id,
  );
}

/** The class the call names; an institute named where a class is wanted is a 404. */
export async function classOf(db: Queryable, scope: GroupScope) {
  const klass = scope.type === 'CLASS' ? await findClass(db, scope.instituteId, scope.id) : null;
  if (!klass) throw notFound(ATTENDANCE_TEXTS.classNotFound);
  return klass;
}

/** The class, refused (403) to a caller who does not mark it. */
export async function classToMark(db: Queryable, caller: Caller, scope: GroupScope) {
  const klass = await classOf(db, scope);
  if (!mayMarkClass(caller, scope)) throw forbidden(ATTENDANCE_TEXTS.notClassTeacher);
  return klass;
}
