import { SUBJECT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createMember, createRole } from '../support/factories.js';
import { auditRows, call } from '../support/groups-helpers.js';
import { scall, subjectId, subjectSchool } from './subject-school.js';

const t = useTestApp();

describe("a class's subjects and their teachers", () => {
  it('are set by the admin, read by the class, and listed on the teachers', async () => {
    const s = await subjectSchool(t);
    const [eng, maths, hindi] = [
      await subjectId(t, s, 'English'),
      await subjectId(t, s, 'Mathematics'),
      await subjectId(t, s, 'Hindi'),
    ];
    const saved = await scall(t, s.admin, 'PUT', 'class', {
      groupId: s.classA.id,
      subjects: [
        { subjectId: maths, teacherIds: [s.ravi.profileId] },
        { subjectId: eng, teacherIds: [s.asha.profileId, s.ravi.profileId] },
        { subjectId: hindi },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(SUBJECT_TEXTS.classSaved);
    const view = saved.json().data;
    expect(view).toMatchObject({ classId: s.classA.id, className: 'Class 5 A' });
    expect(view.classTeachers.map((p: { userProfileId: string }) => p.userProfileId)).toEqual([
      s.asha.profileId,
    ]);
    expect(
      view.subjects.map((x: { name: string; teachers: unknown[] }) => [x.name, x.teachers.length]),
    ).toEqual([
      ['English', 2],
      ['Hindi', 0],
      ['Mathematics', 1],
    ]);

    // The class's student reads it; the list counts the class.
    const read = await scall(t, s.student, 'GET', 'class', { groupId: s.classA.id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(view);
    const list = await scall(t, s.admin, 'GET', '', { groupId: s.institute.id });
    expect(list.json().find((x: { id: string }) => x.id === eng).classes).toBe(1);

    // Asha: class teacher of 5 A, teaching English there; Ravi teaches two subjects.
    const asha = await scall(t, s.asha, 'GET', 'mine', { groupId: s.institute.id });
    expect(asha.statusCode, asha.body).toBe(200);
    expect(asha.json()).toEqual([
      {
        classId: s.classA.id,
        className: 'Class 5 A',
        classTeacher: true,
        subjects: [expect.objectContaining({ id: eng, name: 'English', code: 'ENG' })],
      },
    ]);
    const ravi = await scall(t, s.ravi, 'GET', 'mine', { groupId: s.institute.id });
    expect(ravi.json()[0]).toMatchObject({ classTeacher: false });
    expect(ravi.json()[0].subjects.map((x: { name: string }) => x.name)).toEqual([
      'English',
      'Mathematics',
    ]);

    // Saved again without Hindi and with other teachers: the list is replaced, not added to.
    const again = await scall(t, s.admin, 'PUT', 'class', {
      groupId: s.classA.id,
      subjects: [{ subjectId: eng, teacherIds: [s.ravi.profileId] }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.subjects).toEqual([
      expect.objectContaining({
        name: 'English',
        teachers: [expect.objectContaining({ userProfileId: s.ravi.profileId })],
      }),
    ]);
    const ashaAfter = await scall(t, s.asha, 'GET', 'mine', { groupId: s.institute.id });
    expect(ashaAfter.json()[0].subjects).toEqual([]);
    const [audit] = await auditRows(t, s.institute, 'subject.classSaved');
    expect(audit?.targetId).toBe(s.classA.id);

    // A subject a class has is archived, not deleted.
    const del = await scall(t, s.admin, 'DELETE', '', { groupId: s.institute.id, id: eng });
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(SUBJECT_TEXTS.inUse(1));
  });

  it('list the institute’s teaching members for the admin', async () => {
    const s = await subjectSchool(t);
    const res = await scall(t, s.admin, 'GET', 'teachers', { groupId: s.institute.id });
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((p: { userProfileId: string }) => p.userProfileId);
    // The admin's role holds every action, teachSubject too.
    expect(ids).toEqual(
      expect.arrayContaining([s.asha.profileId, s.ravi.profileId, s.admin.profileId]),
    );
    expect(ids).not.toContain(s.accountant.profileId);
    expect(ids).not.toContain(s.student.profileId);
    expect(ids).not.toContain(s.other.teacher.profileId);
    expect(
      (await scall(t, s.asha, 'GET', 'teachers', { groupId: s.institute.id })).statusCode,
    ).toBe(403);
  });

  it('refuse non-teachers, repeats, archived subjects and bad input, writing nothing', async () => {
    const s = await subjectSchool(t);
    const eng = await subjectId(t, s, 'English');
    const music = await subjectId(t, s, 'Music');
    const put = (subjects: unknown) =>
      scall(t, s.admin, 'PUT', 'class', { groupId: s.classA.id, subjects });
    const cases: [unknown, number, string][] = [
      [[{ subjectId: eng, teacherIds: [s.accountant.profileId] }], 400, SUBJECT_TEXTS.notATeacher],
      [
        [{ subjectId: eng, teacherIds: [s.other.teacher.profileId] }],
        400,
        SUBJECT_TEXTS.notATeacher,
      ],
      [[{ subjectId: eng }, { subjectId: eng }], 400, SUBJECT_TEXTS.subjectTwice('English')],
      [
        [{ subjectId: eng, teacherIds: [s.asha.profileId, s.asha.profileId] }],
        400,
        SUBJECT_TEXTS.teacherTwice,
      ],
      [[{ subjectId: 'x' }], 400, SUBJECT_TEXTS.id],
      [Array.from({ length: 41 }, () => ({ subjectId: eng })), 400, SUBJECT_TEXTS.subjects],
      ['English', 400, SUBJECT_TEXTS.subjects],
    ];
    for (const [subjects, status, message] of cases) {
      const res = await put(subjects);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    // A custom role holding teachSubject teaches; an archived subject is given to no new class.
    const coach = await createMember(
      t,
      s.institute,
      await createRole(t, s.institute, ['getGroup', 'teachSubject']),
    );
    expect((await put([{ subjectId: eng, teacherIds: [coach.profileId] }])).statusCode).toBe(200);
    await scall(t, s.admin, 'PUT', '', {
      groupId: s.institute.id,
      id: music,
      name: 'Music',
      code: 'MUS',
      archived: true,
    });
    const archived = await put([{ subjectId: eng }, { subjectId: music }]);
    expect(archived.statusCode).toBe(409);
    expect(archived.json().message).toBe(SUBJECT_TEXTS.archivedSubject('Music'));
    // Nothing of a refused call was written.
    const read = await scall(t, s.admin, 'GET', 'class', { groupId: s.classA.id });
    expect(read.json().subjects).toEqual([
      expect.objectContaining({
        name: 'English',
        teachers: [expect.objectContaining({ userProfileId: coach.profileId })],
      }),
    ]);
  });

  it('take two saves of one class at once one after the other, the last one kept', async () => {
    const s = await subjectSchool(t);
    const eng = await subjectId(t, s, 'English');
    const hindi = await subjectId(t, s, 'Hindi');
    const put = (teacherId: string) =>
      scall(t, s.admin, 'PUT', 'class', {
        groupId: s.classA.id,
        subjects: [
          { subjectId: eng, teacherIds: [teacherId] },
          { subjectId: hindi, teacherIds: [teacherId] },
        ],
      });
    const answers = await Promise.all([put(s.asha.profileId), put(s.ravi.profileId)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const read = await scall(t, s.admin, 'GET', 'class', { groupId: s.classA.id });
    const teachers = read
      .json()
      .subjects.map((x: { teachers: { userProfileId: string }[] }) => x.teachers.length);
    expect(teachers).toEqual([1, 1]);
  });

  it('lose a teacher who leaves the institute', async () => {
    const s = await subjectSchool(t);
    const eng = await subjectId(t, s, 'English');
    await scall(t, s.admin, 'PUT', 'class', {
      groupId: s.classA.id,
      subjects: [{ subjectId: eng, teacherIds: [s.ravi.profileId, s.asha.profileId] }],
    });
    const members = await call(
      t,
      s.admin,
      'GET',
      `/rest/groups/${s.institute.id}/members?pageSize=50`,
    );
    const raviRow = (
      members.json() as { items: { membershipId: string; profileId: string }[] }
    ).items.find((m) => m.profileId === s.ravi.profileId);
    const url = `/rest/groups/${s.institute.id}/members/${raviRow?.membershipId}`;
    expect((await call(t, s.admin, 'DELETE', url)).statusCode).toBe(204);

    const read = await scall(t, s.admin, 'GET', 'class', { groupId: s.classA.id });
    expect(
      read.json().subjects[0].teachers.map((p: { userProfileId: string }) => p.userProfileId),
    ).toEqual([s.asha.profileId]);
    expect((await scall(t, s.ravi, 'GET', 'mine', { groupId: s.institute.id })).statusCode).toBe(
      403,
    );
  });

  it('need manageSubjects to change, a class to name, and the institute’s own ids', async () => {
    const s = await subjectSchool(t);
    const eng = await subjectId(t, s, 'English');
    const body = { groupId: s.classA.id, subjects: [{ subjectId: eng }] };
    for (const who of [s.asha, s.student, s.accountant]) {
      expect((await scall(t, who, 'PUT', 'class', body)).statusCode).toBe(403);
    }
    const institute = await scall(t, s.admin, 'GET', 'class', { groupId: s.institute.id });
    expect(institute.statusCode).toBe(404);
    expect(institute.json().message).toBe(SUBJECT_TEXTS.classNotFound);
    // Another institute's class and subject.
    const theirClass = await scall(t, s.admin, 'PUT', 'class', {
      ...body,
      groupId: s.other.klass.id,
    });
    expect(theirClass.statusCode).toBe(403);
    const theirs = await scall(t, s.other.admin, 'GET', '', { groupId: s.other.institute.id });
    const theirSubject = await scall(t, s.admin, 'PUT', 'class', {
      groupId: s.classA.id,
      subjects: [{ subjectId: theirs.json()[0].id }],
    });
    expect(theirSubject.statusCode).toBe(404);
    expect(theirSubject.json().message).toBe(SUBJECT_TEXTS.subjectNotFound);
    const read = await scall(t, s.admin, 'GET', 'class', { groupId: s.other.klass.id });
    expect(read.statusCode).toBe(403);
  });
});
