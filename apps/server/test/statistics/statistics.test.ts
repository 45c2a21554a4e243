import { STATISTICS_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { payAarav, QUARTER, scall, statisticsSchool } from './statistics-school.js';

const t = useTestApp();

/** The call's answer, which must be a 200. */
async function ok(res: { statusCode: number; body: string; json: () => unknown }) {
  expect(res.statusCode, res.body).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field below
  return res.json() as any;
}

describe('the statistics of an institute (issue 25 §6)', () => {
  it('opens with today, the sessions and the active session up to today', async () => {
    const s = await statisticsSchool(t);
    const setup = await ok(await scall(t, s.admin, 'GET', 'setup', { groupId: s.institute.id }));
    expect(setup).toMatchObject({
      today: '2026-06-01',
      activeSessionId: s.institute.session.id,
      from: '2026-04-01',
      to: '2026-06-01',
    });
    expect(setup.sessions.map((x: { name: string }) => x.name)).toEqual(['2026-27', '2025-26']);
  });

  it('counts the students by class and gender, in school order, and by session', async () => {
    const s = await statisticsSchool(t);
    const groupId = s.institute.id;
    const now = await ok(await scall(t, s.accountant, 'GET', 'enrolment', { groupId }));
    expect(now.session.name).toBe('2026-27');
    expect(now).toMatchObject({ boys: 3, girls: 2, other: 1, total: 6 });
    expect(now.classes).toEqual([
      { classId: s.class1.id, className: 'Class 1 A', boys: 2, girls: 1, other: 0, total: 3 },
      { classId: s.class2.id, className: 'Class 2 A', boys: 1, girls: 1, other: 1, total: 3 },
    ]);
    expect(now.sessions).toEqual([
      { sessionId: s.previousSessionId, name: '2025-26', boys: 1, girls: 0, other: 0, total: 1 },
      { sessionId: s.institute.session.id, name: '2026-27', boys: 3, girls: 2, other: 1, total: 6 },
    ]);
    const before = await ok(
      await scall(t, s.admin, 'GET', 'enrolment', { groupId, sessionId: s.previousSessionId }),
    );
    expect(before).toMatchObject({ session: { name: '2025-26' }, boys: 1, total: 1 });
    expect(before.classes.map((c: { total: number }) => c.total)).toEqual([1, 0]);
  });

  it("shares the students' attendance by month and class as the attendance rules count it", async () => {
    const s = await statisticsSchool(t);
    const a = await ok(
      await scall(t, s.admin, 'GET', 'attendance', { groupId: s.institute.id, ...QUARTER }),
    );
    // Present 8 (a late arrival is present), a half day half, the day on leave out: 8.5 of 11.
    expect(a).toMatchObject({
      marked: 12,
      present: 8,
      absent: 2,
      half: 1,
      excused: 1,
      percent: 77.3,
    });
    expect(
      a.months.map((m: { month: string; percent: number | null }) => [m.month, m.percent]),
    ).toEqual([
      ['2026-04', 70],
      ['2026-05', 83.3],
      ['2026-06', null],
    ]);
    expect(
      a.classes.map((c: { className: string; marked: number; percent: number }) => [
        c.className,
        c.marked,
        c.percent,
      ]),
    ).toEqual([
      ['Class 1 A', 9, 68.8],
      ['Class 2 A', 3, 100],
    ]);

    const attendanceBetween = async (from: string, to: string) =>
      ok(await scall(t, s.admin, 'GET', 'attendance', { groupId: s.institute.id, from, to }));
    // A range counts its part-months from the marks themselves and its whole months from the
    // monthly counts: 7 April to 4 May holds no whole month (6 April out); 30 March to 4 May has
    // April whole between two parts; March to May is whole months only.
    const cut = await attendanceBetween('2026-04-07', '2026-05-04');
    expect(cut).toMatchObject({ marked: 9, present: 6, absent: 1, half: 1, excused: 1 });
    const edges = await attendanceBetween('2026-03-30', '2026-05-04');
    expect(edges).toMatchObject({ marked: 13, present: 8, absent: 3, half: 1, excused: 1 });
    // A part-month of more days than it leaves out is read as its month less those days: 7 April
    // to 1 June is April less its first six days (6 April's three marks out), May whole and 1 June;
    // 30 March to 28 May ends with May less its last three days.
    const most = await attendanceBetween('2026-04-07', '2026-06-01');
    expect(most).toMatchObject({ marked: 9, present: 6, absent: 1, half: 1, excused: 1 });
    expect(most.months.map((m: { month: string; marked: number }) => [m.month, m.marked])).toEqual([
      ['2026-04', 3],
      ['2026-05', 6],
      ['2026-06', 0],
    ]);
    const tail = await attendanceBetween('2026-03-30', '2026-05-28');
    expect(tail).toMatchObject({ marked: 13, present: 8, absent: 3, half: 1, excused: 1 });
    const spring = await attendanceBetween('2026-03-01', '2026-05-31');
    expect(spring.marked).toBe(13);
  });

  it('sets the dues falling due against what was paid and collected, and names the defaulters', async () => {
    const s = await statisticsSchool(t);
    const f = await ok(
      await scall(t, s.accountant, 'GET', 'fees', { groupId: s.institute.id, ...QUARTER }),
    );
    // Aarav's ₹10,000 (₹4,000 paid) and Rohan's ₹5,000; Kabir's July due is after the range, the
    // cancelled due and the discount particular count nowhere.
    expect(f).toMatchObject({
      duePaise: 1_500_000,
      paidPaise: 400_000,
      discountPaise: 0,
      outstandingPaise: 1_100_000,
      overduePaise: 1_100_000,
      collectedPaise: 400_000,
    });
    expect(f.months).toEqual([
      { month: '2026-04', duePaise: 1_000_000, collectedPaise: 0 },
      { month: '2026-05', duePaise: 500_000, collectedPaise: 0 },
      { month: '2026-06', duePaise: 0, collectedPaise: 400_000 },
    ]);
    expect(f.classes).toEqual([
      {
        classId: s.class1.id,
        className: 'Class 1 A',
        duePaise: 1_000_000,
        paidPaise: 400_000,
        discountPaise: 0,
        outstandingPaise: 600_000,
      },
      {
        classId: s.class2.id,
        className: 'Class 2 A',
        duePaise: 500_000,
        paidPaise: 0,
        discountPaise: 0,
        outstandingPaise: 500_000,
      },
    ]);
    expect(f.defaulters).toEqual({
      count: 2,
      overduePaise: 1_100_000,
      top: [
        {
          profileId: s.students.aarav.profileId,
          name: 'Aarav Test',
          className: 'Class 1 A',
          overduePaise: 600_000,
          since: '2026-04-10',
        },
        {
          profileId: s.students.rohan.profileId,
          name: 'Rohan Test',
          className: 'Class 2 A',
          overduePaise: 500_000,
          since: '2026-05-10',
        },
      ],
    });
    // Before the tuition fell due nobody is a defaulter.
    const april = await ok(
      await scall(t, s.accountant, 'GET', 'fees', {
        groupId: s.institute.id,
        from: '2026-04-01',
        to: '2026-04-09',
      }),
    );
    expect(april).toMatchObject({
      duePaise: 0,
      collectedPaise: 0,
      defaulters: { count: 0, top: [] },
    });
  });

  it('sets fees and other income against approved expenses, month by month', async () => {
    const s = await statisticsSchool(t);
    const m = await ok(
      await scall(t, s.accountant, 'GET', 'finance', { groupId: s.institute.id, ...QUARTER }),
    );
    expect(m).toMatchObject({
      feesPaise: 400_000,
      incomePaise: 150_000,
      expensePaise: 300_000,
      netPaise: 250_000,
    });
    expect(m.months).toEqual([
      { month: '2026-04', feesPaise: 0, incomePaise: 0, expensePaise: 200_000, netPaise: -200_000 },
      {
        month: '2026-05',
        feesPaise: 0,
        incomePaise: 150_000,
        expensePaise: 100_000,
        netPaise: 50_000,
      },
      { month: '2026-06', feesPaise: 400_000, incomePaise: 0, expensePaise: 0, netPaise: 400_000 },
    ]);
    expect(m.categories).toEqual([
      { kind: 'EXPENSE', name: 'Electricity', amountPaise: 300_000 },
      { kind: 'INCOME', name: 'Hall hire', amountPaise: 150_000 },
    ]);
  });

  it("counts a payment in the month of India's clock, a quarter of an hour either side of midnight", async () => {
    const s = await statisticsSchool(t);
    await payAarav(t, s, 10_000, '2026-04-30T18:15:00.000Z'); // 23:45 on 30 April in India
    await payAarav(t, s, 20_000, '2026-04-30T18:45:00.000Z'); // 00:15 on 1 May in India
    const m = await ok(
      await scall(t, s.accountant, 'GET', 'finance', { groupId: s.institute.id, ...QUARTER }),
    );
    expect(
      m.months.map((x: { month: string; feesPaise: number }) => [x.month, x.feesPaise]),
    ).toEqual([
      ['2026-04', 10_000],
      ['2026-05', 20_000],
      ['2026-06', 400_000],
    ]);
  });

  it('averages the evaluated attempts by class and subject, with the pass rate at 33%', async () => {
    const s = await statisticsSchool(t);
    const r = await ok(
      await scall(t, s.admin, 'GET', 'results', { groupId: s.institute.id, ...QUARTER }),
    );
    // Aarav 8 of 10, Kabir 2 of 10; Diya's attempt is not evaluated.
    expect(r).toMatchObject({
      passMark: 33,
      exams: 1,
      attempts: 2,
      averagePercent: 50,
      passPercent: 50,
    });
    expect(r.classes).toEqual([
      {
        classId: s.class1.id,
        className: 'Class 1 A',
        exams: 1,
        attempts: 2,
        averagePercent: 50,
        passPercent: 50,
      },
    ]);
    // English: 3 of 4 and an unanswered 0 of 4; Mathematics: 5 of 6 and 2 of 6 (33.3%: a pass).
    expect(r.subjects).toEqual([
      { subject: 'English', attempts: 2, averagePercent: 37.5, passPercent: 50 },
      { subject: 'Mathematics', attempts: 2, averagePercent: 58.3, passPercent: 100 },
    ]);
    const june = await ok(
      await scall(t, s.admin, 'GET', 'results', {
        groupId: s.institute.id,
        from: '2026-06-01',
        to: '2026-06-30',
      }),
    );
    expect(june).toMatchObject({ exams: 0, attempts: 0, averagePercent: null, passPercent: null });
  });
});

describe('the statistics refuse', () => {
  it('bad input with a clear message', async () => {
    const s = await statisticsSchool(t);
    const groupId = s.institute.id;
    const cases: [string, Record<string, unknown>, string][] = [
      ['attendance', { groupId }, M.day],
      ['fees', { groupId, from: '2026-04-01', to: '2026-13-01' }, M.day],
      ['finance', { groupId, from: '2026-05-01', to: '2026-04-01' }, M.range],
      ['results', { groupId, from: '2020-01-01', to: '2026-01-01' }, M.range],
      ['enrolment', { groupId, sessionId: 'last-year' }, M.session],
    ];
    for (const [path, query, message] of cases) {
      const res = await scall(t, s.admin, 'GET', path, query);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(400);
      expect(res.json().message, path).toBe(message);
    }
    // A group that is not an id names none the caller may read: the access layer refuses it.
    const noGroup = await scall(t, s.admin, 'GET', 'fees', { groupId: 'school', ...QUARTER });
    expect(noGroup.statusCode).toBe(403);
  });

  it('those without getStatistics, the signed out, and a class named for the institute', async () => {
    const s = await statisticsSchool(t);
    const groupId = s.institute.id;
    for (const who of [s.teacher, s.parent, s.students.aarav]) {
      for (const path of ['setup', 'enrolment', 'attendance', 'fees', 'finance', 'results']) {
        const res = await scall(t, who, 'GET', path, { groupId, ...QUARTER });
        expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
      }
    }
    expect((await scall(t, null, 'GET', 'fees', { groupId, ...QUARTER })).statusCode).toBe(401);
    const classAsInstitute = await scall(t, s.admin, 'GET', 'fees', {
      groupId: s.class1.id,
      ...QUARTER,
    });
    expect(classAsInstitute.statusCode).toBe(404);
  });

  it("another institute's figures and sessions, and shows none of them", async () => {
    const s = await statisticsSchool(t, 'School A');
    const other = await schoolWithAdmin(t, 'School B');
    for (const path of ['setup', 'enrolment', 'attendance', 'fees', 'finance', 'results']) {
      const res = await scall(t, other.admin, 'GET', path, { groupId: s.institute.id, ...QUARTER });
      expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
    }
    // A's session named in B: not found. B's own figures hold nothing of A's.
    const session = await scall(t, other.admin, 'GET', 'enrolment', {
      groupId: other.institute.id,
      sessionId: s.previousSessionId,
    });
    expect(session.statusCode).toBe(404);
    expect(session.json().message).toBe(M.sessionNotFound);
    for (const path of ['enrolment', 'attendance', 'fees', 'finance', 'results']) {
      const res = await scall(t, other.admin, 'GET', path, {
        groupId: other.institute.id,
        ...QUARTER,
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const marker of ['Class 1 A', 'Aarav', 'Electricity', 'Mathematics', s.class1.id]) {
        expect(res.body, `${path} shows ${marker}`).not.toContain(marker);
      }
    }
  });
});
