import { describe, expect, it } from 'vitest';
import {
  type ChatMembership,
  chatInstitute,
  mayWriteToGroup,
  pastWindows,
  writableGroupIds,
} from './policy.js';

const SCHOOL = 'school';
const OTHER = 'other';
const NOT_STAFF = [null, 'STUDENT', 'PARENT', 'MEMBER'];
/** A membership of today; built-in staff roles hold getMembers, the others do not. */
const m = (
  profileId: string,
  builtinKey: string | null,
  groupId = SCHOOL,
  instituteId = SCHOOL,
  extra: Partial<ChatMembership> = {},
): ChatMembership => ({
  profileId,
  groupId,
  groupType: groupId === instituteId ? 'INSTITUTE' : 'CLASS',
  instituteId,
  builtinKey,
  listsMembers: !NOT_STAFF.includes(builtinKey),
  current: true,
  session: null,
  ...extra,
});
const LAST_YEAR = {
  from: new Date('2025-03-31T18:30:00Z'),
  until: new Date('2026-03-31T18:30:00Z'),
};
const lastYear = (id: string, klass: string) => [
  m(id, 'MEMBER'),
  m(id, 'STUDENT', klass, SCHOOL, { current: false, session: LAST_YEAR }),
];
const noGuardians = () => false;

const student = (id: string, klass: string) => [m(id, 'STUDENT'), m(id, 'STUDENT', klass)];
const parent = (id: string, klass: string) => [m(id, 'PARENT'), m(id, 'PARENT', klass)];
const teacher = (id: string, klass: string) => [m(id, 'TEACHER'), m(id, 'TEACHER', klass)];

describe('who may chat (chat/policy.ts)', () => {
  it('lets classmates talk, not students of different classes', () => {
    expect(chatInstitute(student('a', '5A'), student('b', '5A'), noGuardians)).toBe(SCHOOL);
    expect(chatInstitute(student('a', '5A'), student('c', '6B'), noGuardians)).toBeNull();
  });

  it('lets a teacher and the class’s students talk, whoever starts, whatever the parents hold', () => {
    expect(chatInstitute(student('a', '5A'), teacher('t', '5A'), noGuardians)).toBe(SCHOOL);
    expect(chatInstitute(teacher('t', '5A'), student('a', '5A'), noGuardians)).toBe(SCHOOL);
    // A teacher of another class is not the child's teacher.
    expect(chatInstitute(student('a', '5A'), teacher('u', '6B'), noGuardians)).toBeNull();
  });

  it('lets staff talk with staff and with parents; parents not with each other', () => {
    const accountant = [m('k', 'ACCOUNTANT')];
    expect(chatInstitute(accountant, teacher('t', '5A'), noGuardians)).toBe(SCHOOL);
    expect(chatInstitute(parent('p', '5A'), accountant, noGuardians)).toBe(SCHOOL);
    expect(chatInstitute(parent('p', '5A'), parent('q', '5A'), noGuardians)).toBeNull();
    expect(chatInstitute(parent('p', '5A'), student('b', '5A'), noGuardians)).toBeNull();
  });

  it('lets a parent and its own child talk', () => {
    const guardian = (p: string, c: string) => p === 'p' && c === 'a';
    expect(chatInstitute(parent('p', '5A'), student('a', '5A'), guardian)).toBe(SCHOOL);
  });

  it('lets an admin reach anyone of the institute, and nobody reach across institutes', () => {
    expect(chatInstitute([m('x', 'INSTITUTE_ADMIN')], student('a', '5A'), noGuardians)).toBe(
      SCHOOL,
    );
    const elsewhere = [m('y', 'INSTITUTE_ADMIN', OTHER, OTHER)];
    expect(chatInstitute(elsewhere, student('a', '5A'), noGuardians)).toBeNull();
  });

  it('lets students and staff write to their class, and only staff to the whole institute', () => {
    expect(mayWriteToGroup(student('a', '5A'), { id: '5A', type: 'CLASS' })).toBe(true);
    expect(mayWriteToGroup(teacher('t', '5A'), { id: '5A', type: 'CLASS' })).toBe(true);
    // Parents are not in their children's class chat (review 2, M3).
    expect(mayWriteToGroup(parent('p', '5A'), { id: '5A', type: 'CLASS' })).toBe(false);
    expect(writableGroupIds(parent('p', '5A'))).toEqual([]);
    expect(mayWriteToGroup(student('a', '5A'), { id: '6B', type: 'CLASS' })).toBe(false);
    expect(mayWriteToGroup(student('a', '5A'), { id: SCHOOL, type: 'INSTITUTE' })).toBe(false);
    expect(mayWriteToGroup(teacher('t', '5A'), { id: SCHOOL, type: 'INSTITUTE' })).toBe(true);
  });

  it('counts a custom role as staff only when it holds getMembers', () => {
    const monitor = [...student('a', '5A'), m('a', null)];
    expect(chatInstitute(monitor, parent('q', '5A'), noGuardians)).toBeNull();
    expect(mayWriteToGroup(monitor, { id: SCHOOL, type: 'INSTITUTE' })).toBe(false);
    const librarian = [m('l', null, SCHOOL, SCHOOL, { listsMembers: true })];
    expect(chatInstitute(librarian, parent('q', '5A'), noGuardians)).toBe(SCHOOL);
    expect(mayWriteToGroup(librarian, { id: SCHOOL, type: 'INSTITUTE' })).toBe(true);
  });

  it('gives an earlier session’s membership no rights, and that session’s class chat to read', () => {
    const pasha = lastYear('x', '5A');
    expect(chatInstitute(pasha, student('b', '5A'), noGuardians)).toBeNull();
    expect(chatInstitute(student('b', '5A'), pasha, noGuardians)).toBeNull();
    expect(mayWriteToGroup(pasha, { id: '5A', type: 'CLASS' })).toBe(false);
    expect(writableGroupIds(pasha)).toEqual([]);
    expect(pastWindows(pasha, { id: '5A', type: 'CLASS' })).toEqual([LAST_YEAR]);
    expect(pastWindows(pasha, { id: '6B', type: 'CLASS' })).toEqual([]);
    // A parent of last year reads nothing: parents were never in the class chat.
    const oldParent = [m('p', 'PARENT', '5A', SCHOOL, { current: false, session: LAST_YEAR })];
    expect(pastWindows(oldParent, { id: '5A', type: 'CLASS' })).toEqual([]);
  });
});
