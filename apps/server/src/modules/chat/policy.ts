/**
 * Who may chat with whom (issue 12; security review 2, M2 and M3), as pure predicates over the
 * memberships of the two people. Within one institute, never across institutes.
 *
 * Which memberships count: those of the institute's active session, and those with no session
 * (staff, institute memberships), as for permissions and exams (`inView`, `isTakerOf`). A
 * membership of another session gives no right to write or to reach anyone; it reads its class
 * chat's messages of that session only (`pastWindows`). The "today" test is in one place,
 * member-queries.ts (`countsToday`), until academic's resolveSession answers it for all.
 *
 * Staff are those whose role in the group may list its members (getMembers): the built-in
 * admin, accountant, teacher, front office and transport roles, and a custom role only when it
 * holds getMembers (a "Class Monitor" role that lists nobody does not make a student staff).
 * Whoever may see a class list may message those on it; nobody else may.
 *
 * Direct messages:
 * - an institute admin with anyone of the institute;
 * - staff with each other, and with every parent (fees, transport and classes are their
 *   questions);
 * - a teacher (staff in a class) with that class's students: no parent can stop a child from
 *   reaching its teacher, because nothing a parent holds takes part in this rule;
 * - students of one class with each other (classmates);
 * - a parent with its own children.
 * Parents of one class do not reach each other, nor other people's children: a class list is
 * not a phone book.
 *
 * Group chats:
 * - a class's group chat holds the class's students and its staff (teachers, and admins with a
 *   membership in the class). Its parents are not in it: they neither read nor write it, and it
 *   is not in their chat list or search; they reach the staff by direct message;
 * - an institute's group chat holds its staff.
 * A message's per-recipient status list (profile ids) goes to its sender alone; every other
 * reader sees its own status only (present.ts).
 */
import type { ChatStatus } from '@shala/shared';

export type ChatMembership = {
  profileId: string;
  groupId: string;
  groupType: 'INSTITUTE' | 'CLASS';
  instituteId: string;
  builtinKey: string | null;
  /** Its role may list the group's members (getMembers): staff, in these rules. */
  listsMembers: boolean;
  /** In the institute's active session, or in none: it counts today. */
  current: boolean;
  /** Another session's membership: the instants that session starts and ends. */
  session: { from: Date; until: Date } | null;
};

/** The permission that makes a role staff in the chat rules. */
export const STAFF_ACTION = 'getMembers';

const isStaff = (m: ChatMembership) => m.listsMembers;
const isAdmin = (m: ChatMembership) => m.builtinKey === 'INSTITUTE_ADMIN';
const is = (key: string) => (m: ChatMembership) => m.builtinKey === key;
/** A member of a class's group chat: its students and its staff (not its parents). */
const inClassChat = (m: ChatMembership) => is('STUDENT')(m) || isStaff(m);
const today = (ms: readonly ChatMembership[]) => ms.filter((m) => m.current);

/** The institute two people may chat in, if any (the first that allows it). */
export function chatInstitute(
  mine: readonly ChatMembership[],
  theirs: readonly ChatMembership[],
  guardianOf: (parentId: string, childId: string) => boolean,
): string | null {
  const institutes = new Set(today(mine).map((m) => m.instituteId));
  for (const instituteId of institutes) {
    const a = today(mine).filter((m) => m.instituteId === instituteId);
    const b = today(theirs).filter((m) => m.instituteId === instituteId);
    if (b.length === 0) continue;
    if (allowedIn(a, b, guardianOf) || allowedIn(b, a, guardianOf)) return instituteId;
  }
  return null;
}

/** One direction of the rules (the caller tries both). */
function allowedIn(
  a: readonly ChatMembership[],
  b: readonly ChatMembership[],
  guardianOf: (parentId: string, childId: string) => boolean,
): boolean {
  if (a.some(isAdmin)) return true;
  const aStaff = a.some(isStaff);
  if (aStaff && b.some(isStaff)) return true;
  if (aStaff && b.some(is('PARENT'))) return true;
  const classesWhere = (ms: readonly ChatMembership[], test: (m: ChatMembership) => boolean) =>
    new Set(ms.filter((m) => m.groupType === 'CLASS' && test(m)).map((m) => m.groupId));
  const teaches = classesWhere(a, isStaff);
  const learnsA = classesWhere(a, is('STUDENT'));
  const learnsB = classesWhere(b, is('STUDENT'));
  if ([...learnsB].some((c) => teaches.has(c))) return true;
  if ([...learnsB].some((c) => learnsA.has(c))) return true;
  const parentId = a[0]?.profileId;
  const childId = b[0]?.profileId;
  return Boolean(parentId && childId && a.some(is('PARENT')) && guardianOf(parentId, childId));
}

/** Whether a membership puts its profile in the group's chat (it may then read and write). */
const memberOfChat = (m: ChatMembership, group: { type: 'INSTITUTE' | 'CLASS' }) =>
  group.type === 'CLASS' ? inClassChat(m) : isStaff(m);

/**
 * Whether the profile is in a group's chat today (reads it all, writes to it): a class where it
 * is a student or staff, or its institute when it is staff there (students do not write to the
 * whole school, parents not to their children's class).
 */
export function mayWriteToGroup(
  mine: readonly ChatMembership[],
  group: { id: string; type: 'INSTITUTE' | 'CLASS' },
): boolean {
  return today(mine).some((m) => m.groupId === group.id && memberOfChat(m, group));
}

/**
 * What the profile may read of a group's chat it is not in today: the messages of each other
 * session in which it was in the chat (from the session's first day to the end of its last).
 */
export function pastWindows(
  mine: readonly ChatMembership[],
  group: { id: string; type: 'INSTITUTE' | 'CLASS' },
): Array<{ from: Date; until: Date }> {
  return mine.flatMap((m) =>
    !m.current && m.session && m.groupId === group.id && memberOfChat(m, group) ? [m.session] : [],
  );
}

/**
 * What others see of a person (spec §3 Chat session): online only while a socket is open and
 * the account has not chosen to appear offline.
 */
export const shownLoginStatus = (connected: boolean, chatStatus: ChatStatus): ChatStatus =>
  connected && chatStatus === 'ONLINE' ? 'ONLINE' : 'OFFLINE';

/** The caller's groups it may write in (the list's Group Chats and search results). */
export function writableGroupIds(mine: ChatMembership[]): string[] {
  const ids = today(mine)
    .filter((m) => mayWriteToGroup(mine, { id: m.groupId, type: m.groupType }))
    .map((m) => m.groupId);
  return [...new Set(ids)];
}
