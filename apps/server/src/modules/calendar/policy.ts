import { heldActions, type PermissionSubject } from '../permissions/index.js';

/**
 * Whose school events a calendar shows (issue 24 §4), decided from the viewer's memberships:
 * getEvent in an institute shows its whole-institute events and those of the classes of the
 * viewer's people (their own, their children's); updateEvent there (the admin's) shows every
 * class's too, since they look after them all. Who may call each route is declared on the route.
 */
export type EventSight = { wholeInstitutes: string[]; allClassesOf: string[]; classIds: string[] };

export function eventSight(
  viewer: PermissionSubject,
  peoplesClasses: readonly { classId: string; instituteId: string | null }[],
): EventSight {
  const reading = new Set<string>();
  const managing = new Set<string>();
  for (const m of viewer.memberships) {
    const scope = {
      id: m.groupId,
      type: m.groupType,
      instituteId: m.instituteId,
      activeSessionId: m.activeSessionId,
    };
    const { held, heldAtInstitute } = heldActions(viewer, scope);
    if (held.has('getEvent')) reading.add(m.instituteId);
    if (heldAtInstitute.has('updateEvent')) managing.add(m.instituteId);
  }
  return {
    wholeInstitutes: [...reading],
    allClassesOf: [...managing],
    classIds: peoplesClasses
      .filter((c) => c.instituteId !== null && reading.has(c.instituteId))
      .map((c) => c.classId),
  };
}

/** May the viewer change this school event from the calendar (it holds updateEvent there)? */
export const mayEditIn = (sight: EventSight, instituteId: string | null) =>
  instituteId !== null && sight.allClassesOf.includes(instituteId);
