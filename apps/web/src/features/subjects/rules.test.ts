import type { ClassSubjectsView, SubjectView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { chosenOf, classListBody, offered } from './rules';

const subject = (id: string, archived = false): SubjectView => ({
  id,
  name: id,
  code: id.toUpperCase(),
  colour: null,
  archived,
  classes: 0,
});
const view: ClassSubjectsView = {
  classId: 'c5a',
  className: 'Class 5 A',
  classTeachers: [],
  subjects: [
    {
      subjectId: 'music',
      name: 'Music',
      code: 'MUS',
      colour: null,
      archived: true,
      teachers: [{ userProfileId: 'asha', fullName: 'Asha Verma' }],
    },
  ],
};

describe('the class subjects editor', () => {
  it('starts from the saved subjects and their teachers', () => {
    expect([...chosenOf(view)]).toEqual([['music', ['asha']]]);
  });

  it('offers kept subjects, and an archived one only to a class that has it', () => {
    const all = [subject('english'), subject('music', true), subject('art', true)];
    expect(offered(all, view).map((s) => s.id)).toEqual(['english', 'music']);
  });

  it('sends the ticked subjects in the list order with their teachers', () => {
    const all = [subject('english'), subject('hindi'), subject('music')];
    const chosen = new Map([
      ['music', ['asha']],
      ['english', []],
    ]);
    expect(classListBody('c5a', all, chosen)).toEqual({
      groupId: 'c5a',
      subjects: [
        { subjectId: 'english', teacherIds: [] },
        { subjectId: 'music', teacherIds: ['asha'] },
      ],
    });
  });
});
