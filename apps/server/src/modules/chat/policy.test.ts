import { describe, expect, it } from 'vitest';
import { type ChatMembership, chatInstitute, mayWriteToGroup } from './policy.js';

const SCHOOL = 'school';
const OTHER = 'other';
const m = (
  profileId: string,
  builtinKey: string | null,
  groupId = SCHOOL,
  instituteId = SCHOOL,
): ChatMembership => ({
  profileId,
  groupId,
  groupType: groupId === instituteId ? 'INSTITUTE' : 'CLASS',
  instituteId,
  builtinKey,
});
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

  it('lets members write to their class, and only staff to the whole institute', () => {
    expect(mayWriteToGroup(student('a', '5A'), { id: '5A', type: 'CLASS' })).toBe(true);
    expect(mayWriteToGroup(student('a', '5A'), { id: '6B', type: 'CLASS' })).toBe(false);
    expect(mayWriteToGroup(student('a', '5A'), { id: SCHOOL, type: 'INSTITUTE' })).toBe(false);
    expect(mayWriteToGroup(teacher('t', '5A'), { id: SCHOOL, type: 'INSTITUTE' })).toBe(true);
  });
});
