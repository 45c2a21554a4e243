import { SUBJECT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { type ClassListFacts, classListRefusal } from './policy.js';

const facts: ClassListFacts = {
  subjects: new Map([
    ['eng', { name: 'English', archived: false }],
    ['mus', { name: 'Music', archived: true }],
  ]),
  current: new Set(['mus']),
  teachers: new Set(['asha']),
};

describe('classListRefusal', () => {
  it('accepts known subjects with teaching members, and an archived subject the class has', () => {
    expect(
      classListRefusal(
        [
          { subjectId: 'eng', teacherIds: ['asha'] },
          { subjectId: 'mus', teacherIds: [] },
        ],
        facts,
      ),
    ).toBeNull();
  });

  it('refuses an unknown subject, a newly given archived one, repeats and non-teachers', () => {
    expect(classListRefusal([{ subjectId: 'x', teacherIds: [] }], facts)).toEqual([
      404,
      SUBJECT_TEXTS.subjectNotFound,
    ]);
    expect(
      classListRefusal([{ subjectId: 'mus', teacherIds: [] }], { ...facts, current: new Set() }),
    ).toEqual([409, SUBJECT_TEXTS.archivedSubject('Music')]);
    expect(
      classListRefusal(
        [
          { subjectId: 'eng', teacherIds: [] },
          { subjectId: 'eng', teacherIds: [] },
        ],
        facts,
      ),
    ).toEqual([400, SUBJECT_TEXTS.subjectTwice('English')]);
    expect(classListRefusal([{ subjectId: 'eng', teacherIds: ['asha', 'asha'] }], facts)).toEqual([
      400,
      SUBJECT_TEXTS.teacherTwice,
    ]);
    expect(classListRefusal([{ subjectId: 'eng', teacherIds: ['ravi'] }], facts)).toEqual([
      400,
      SUBJECT_TEXTS.notATeacher,
    ]);
  });
});
