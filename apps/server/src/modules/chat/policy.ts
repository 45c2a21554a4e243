/**
 * Who may chat with whom (issue 12), as pure predicates over the memberships of the two people.
 * Within one institute, never across institutes:
 * - an institute admin with anyone of the institute;
 * - staff (teachers, accountants, front office, transport: anyone not a student, parent or plain
 *   member) with each other, and with every parent (fees, transport and classes are their
 *   questions);
 * - a teacher (staff in a class) with that class's students: no parent can stop a child from
 *   reaching its teacher, because nothing a parent holds takes part in this rule;
 * - students of one class with each other (classmates);
 * - a parent with its own children.
 * Parents of one class do not reach each other, nor other people's children: a class list is
 * not a phone book.
 */
import type { ChatStatus } from '@shala/shared';

export type ChatMembership = {
  profileId: string;
  groupId: string;
  groupType: 'INSTITUTE' | 'CLASS';
  instituteId: string;
  builtinKey: string | null;
};

const NOT_STAFF = new Set(['STUDENT', 'PARENT', 'MEMBER']);
const isStaff = (m: ChatMembership) => m.builtinKey === null || !NOT_STAFF.has(m.builtinKey);
const isAdmin = (m: ChatMembership) => m.builtinKey === 'INSTITUTE_ADMIN';
const is = (key: string) => (m: ChatMembership) => m.builtinKey === key;

/** The institute two people may chat in, if any (the first that allows it). */
export function chatInstitute(
  mine: readonly ChatMembership[],
  theirs: readonly ChatMembership[],
  guardianOf: (parentId: string, childId: string) => boolean,
): string | null {
  const institutes = new Set(mine.map((m) => m.instituteId));
  for (const instituteId of institutes) {
    const a = mine.filter((m) => m.instituteId === instituteId);
    const b = theirs.filter((m) => m.instituteId === instituteId);
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

/**
 * Whether the profile may write to a group: a class it belongs to, or its institute when it is
 * staff there (students do not write to the whole school).
 */
export function mayWriteToGroup(
  mine: readonly ChatMembership[],
  group: { id: string; type: 'INSTITUTE' | 'CLASS' },
): boolean {
  const here = mine.filter((m) => m.groupId === group.id);
  if (group.type === 'CLASS') return here.length > 0;
  return here.some(isStaff);
}

/**
 * What others see of a person (spec §3 Chat session): online only while a socket is open and
 * the account has not chosen to appear offline.
 */
export const shownLoginStatus = (connected: boolean, chatStatus: ChatStatus): ChatStatus =>
  connected && chatStatus === 'ONLINE' ? 'ONLINE' : 'OFFLINE';

/** The caller's groups it may write in (the list's Group Chats and search results). */
export function writableGroupIds(mine: ChatMembership[]): string[] {
  const ids = mine
    .filter((m) => mayWriteToGroup(mine, { id: m.groupId, type: m.groupType }))
    .map((m) => m.groupId);
  return [...new Set(ids)];
}
