import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { as, createMember, createRole } from '../support/factories.js';
import {
  AVAILABILITY_CSV,
  call,
  importFiles,
  importSchoolLoad,
  LOAD_CSV,
  timetableSchool,
} from './timetable-school.js';

// POST rest/timetable/import (issue 24 §2): the teaching load and availability from CSV; unknown
// classes, subjects and rooms created; teachers only the institute's; a second import of the same
// files replaces the load; one bad row and nothing changes; files checked by content.

const t = useTestApp();

describe('POST rest/timetable/import', () => {
  it('imports the load, creating the new class, subject and room, and sets the week', async () => {
    const s = await timetableSchool(t);
    const report = await importSchoolLoad(t, s);
    expect(report).toMatchObject({
      imported: true,
      loads: 5,
      lessons: 8,
      unavailable: 1,
      failed: [],
      created: { classes: ['Class 5 B'], subjects: ['Yoga'], rooms: ['Science Lab'] },
    });
    const settings = await call(t, s.student, 'GET', 'settings', { groupId: s.classA.id });
    expect(settings.json()).toMatchObject({ set: true, days: [1, 2] });
    expect(settings.json().slots.filter((x: { kind: string }) => x.kind === 'PERIOD')).toHaveLength(
      5,
    );
  });

  it("adds the load's classes, subjects and teachers to who teaches what (subjects)", async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const res = await t.app.inject({
      method: 'GET',
      url: `/rest/subjects/class?groupId=${s.classA.id}`,
      headers: as(s.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const subjects = res.json().subjects as { name: string; teachers: { fullName: string }[] }[];
    expect(subjects.find((x) => x.name === 'Mathematics')?.teachers).toEqual([
      expect.objectContaining({ fullName: 'Asha Test' }),
    ]);
    expect(
      subjects
        .find((x) => x.name === 'Yoga')
        ?.teachers.map((x) => x.fullName)
        .sort(),
    ).toEqual(['Asha Test', 'Ravi Test']);
  });

  it('replaces the load when the same files come again, not adds to it', async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const again = await importSchoolLoad(t, s);
    expect(again).toMatchObject({ imported: true, loads: 5, lessons: 8, created: { classes: [] } });
    const week = await call(t, s.admin, 'GET', 'week', { groupId: s.institute.id });
    expect(week.json().choices.classes.map((c: { name: string }) => c.name)).toEqual([
      'Class 5 A',
      'Class 5 B',
    ]);
  });

  it('reports each bad row and changes nothing', async () => {
    const s = await timetableSchool(t);
    await importSchoolLoad(t, s);
    const bad = `${LOAD_CSV}\nClass 5 A,Hindi,Nobody Here,2,,\nClass 5 A,English,Asha Test,many,,`;
    const res = await importFiles(t, s.admin, [{ field: 'load', name: 'load.csv', text: bad }], {
      groupId: s.institute.id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      imported: false,
      loads: 0,
      failed: [
        {
          file: 'load',
          row: 7,
          errors: [expect.stringContaining('No teacher of the institute is called "Nobody Here"')],
        },
        { file: 'load', row: 8, errors: ['Lessons per week must be a whole number from 1 to 14.'] },
      ],
    });
    const week = await call(t, s.admin, 'GET', 'week', { groupId: s.institute.id });
    expect(week.json().choices.classes).toHaveLength(2);
  });

  it('refuses a file that is not CSV by its content, a missing column, and a week not given', async () => {
    const s = await timetableSchool(t);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const notCsv = await importFiles(t, s.admin, [{ field: 'load', name: 'load.csv', text: png }], {
      groupId: s.institute.id,
      days: '5',
      periods: '6',
    });
    expect(notCsv.statusCode).toBe(400);
    const missing = await importFiles(
      t,
      s.admin,
      [{ field: 'load', name: 'load.csv', text: 'class,subject,teacher\n5 A,Maths,Asha Test' }],
      { groupId: s.institute.id, days: '5', periods: '6' },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('lessons_per_week');
    const noWeek = await importFiles(
      t,
      s.admin,
      [{ field: 'load', name: 'load.csv', text: LOAD_CSV }],
      {
        groupId: s.institute.id,
      },
    );
    expect(noWeek.statusCode).toBe(400);
    expect(noWeek.json().message).toContain('number of working days');
    const noFile = await importFiles(t, s.admin, [], {
      groupId: s.institute.id,
      days: '5',
      periods: '6',
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('is refused to a teacher, and a keeper without manageGroup creates no class', async () => {
    const s = await timetableSchool(t);
    const refused = await importFiles(
      t,
      s.asha,
      [{ field: 'load', name: 'load.csv', text: LOAD_CSV }],
      { groupId: s.institute.id, days: '2', periods: '4' },
    );
    expect(refused.statusCode).toBe(403);
    const keeperRole = await createRole(t, s.institute, ['manageTimetable', 'getTimetable']);
    const keeper = await createMember(t, s.institute, keeperRole, { institute: s.institute });
    const res = await importFiles(
      t,
      keeper,
      [
        { field: 'load', name: 'load.csv', text: LOAD_CSV },
        { field: 'availability', name: 'a.csv', text: AVAILABILITY_CSV },
      ],
      { groupId: s.institute.id, days: '2', periods: '4' },
    );
    expect(res.json()).toMatchObject({ imported: false });
    expect(res.json().failed[0].errors).toEqual([
      'No class is called "Class 5 B", and you may not create classes: ask an admin to add it.',
    ]);
  });

  it("is refused in another institute's name", async () => {
    const s = await timetableSchool(t);
    const res = await importFiles(
      t,
      s.admin,
      [{ field: 'load', name: 'load.csv', text: LOAD_CSV }],
      {
        groupId: s.other.institute.id,
        days: '2',
        periods: '4',
      },
    );
    expect([403, 404]).toContain(res.statusCode);
  });
});
