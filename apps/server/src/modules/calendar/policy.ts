import { CALENDAR_TEXTS } from '@shala/shared';
import {
  type Caller,
  classTeacherships,
  type GroupScope,
  heldActions,
  type PermissionSubject,
} from '../permissions/index.js';

/**
 * Whose school events a calendar shows (issue 24 §4), decided from the viewer's memberships:
 * getEvent in an institute shows its whole-institute events and those of the classes of the
 * viewer's people (their own, their children's); manageEvents there (the admin's) shows every
 * class's too, since they look after them all. Who may call each route is declared on the route.
 * `ownClasses` are the classes the viewer is the class teacher of, holding updateEvent there:
 * their own events are theirs to change.
 */
export type EventSight = {
  wholeInstitutes: string[];
  allClassesOf: string[];
  classIds: string[];
  ownClasses: string[];
};

export function eventSight(
  viewer: PermissionSubject,
  peoplesClasses: readonly { classId: string; instituteId: string | null }[],
): EventSight {
  const reading = new Set<string>();
  const managing = new Set<string>();
  const own = new Set<string>();
  for (const m of viewer.memberships) {
    const scope = {
      id: m.groupId,
      type: m.groupType,
      instituteId: m.instituteId,
      activeSessionId: m.activeSessionId,
    };
    const { held, heldAtInstitute } = heldActions(viewer, scope);
    if (held.has('getEvent')) reading.add(m.instituteId);
    if (heldAtInstitute.has('manageEvents')) managing.add(m.instituteId);
    const teaches = classTeacherships([m], m.instituteId, m.activeSessionId).length > 0;
    if (teaches && held.has('updateEvent')) own.add(m.groupId);
  }
  return {
    wholeInstitutes: [...reading],
    allClassesOf: [...managing],
    classIds: peoplesClasses
      .filter((c) => c.instituteId !== null && reading.has(c.instituteId))
      .map((c) => c.classId),
    ownClasses: [...own],
  };
}

/**
 * Where the viewer may change this school event from the calendar: the institute, for who keeps
 * all its events; the event's class, for the class teacher of the one class it is for; else null.
 */
export function editableIn(
  sight: EventSight,
  event: { instituteId: string | null; classIds: readonly string[] },
): string | null {
  if (event.instituteId === null) return null;
  if (sight.allClassesOf.includes(event.instituteId)) return event.instituteId;
  const [only] = event.classIds;
  return event.classIds.length === 1 && only && sight.ownClasses.includes(only) ? only : null;
}

/**
 * Keeps every school event of the institute (manageEvents held there, as eventSight reads it):
 * any classes, or all of it.
 */
const managesAllEvents = (caller: Caller, scope: GroupScope): boolean =>
  heldActions(caller, scope).heldAtInstitute.has('manageEvents');

/**
 * Why the caller, who holds the route's event action in the scope, may not make, change or
 * delete its events there, or null. One who keeps all the institute's events may; anyone else
 * only in a class they are the class teacher of (a Teacher membership of it in the session),
 * for that class alone: an event action held through the institute reaches no other class.
 */
export function eventRefusal(caller: Caller, scope: GroupScope): string | null {
  if (managesAllEvents(caller, scope)) return null;
  if (scope.type !== 'CLASS') return CALENDAR_TEXTS.onlyOwnClass;
  const sessionId = caller.selected.sessionId ?? scope.activeSessionId;
  const teaches = classTeacherships(caller.memberships, scope.instituteId, sessionId).some(
    (m) => m.groupId === scope.id,
  );
  return teaches ? null : CALENDAR_TEXTS.notClassTeacher;
}
