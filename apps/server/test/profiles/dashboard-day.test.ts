import { PROFILE_API } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { feeSchool, giveDues, paid, parentOf } from '../payments/helpers.js';
import { useTestApp } from '../support/app.js';
import { HOUR } from '../support/exam-helpers.js';
import { insertExam, markingExam } from '../support/exam-marking.js';
import { as, createMember, type TestProfile } from '../support/factories.js';
import { assign, line, transportSchool } from '../transport/transport-school.js';

// Issue 22 item 10: each role's dashboard starts its day, read with the caller's rights in the
// institute in view. The clock stands at 1 June 2026, 10:00 in India.

type Selected = Parameters<typeof as>[1];

function dashboardCall(t: ReturnType<typeof useTestApp>) {
  return async (p: TestProfile, selected: Selected = {}) => {
    const res = await t.app.inject({
      method: 'GET',
      url: PROFILE_API.dashboard,
      headers: as(p, selected),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
}

describe('the day on the dashboard', () => {
  const t = useTestApp();
  const dashboardOf = dashboardCall(t);

  it("gives the accountant and the admin the day's collection, only today's and only theirs", async () => {
    const school = await feeSchool(t);
    const other = await feeSchool(t, { name: 'Other School' });
    // Yesterday's payment is not today's.
    t.clock.advance(-24 * HOUR);
    await paid(t, school, [{ student: school.student(0), amount: 100_000 }]);
    t.clock.advance(24 * HOUR);
    await paid(t, school, [
      { student: school.student(0), amount: 250_000 },
      { student: school.student(1), amount: 150_050 },
    ]);
    await paid(t, school, [{ student: school.student(2), amount: 70_000 }]);
    // Another institute's payment of the day stays its own.
    await paid(t, other, [{ student: other.student(0), amount: 999_900 }]);

    const accountant = await dashboardOf(school.accountant);
    expect(accountant.collection).toEqual({ date: '2026-06-01', amount: 470_050, count: 2 });
    expect((await dashboardOf(school.admin)).collection).toEqual(accountant.collection);
    expect((await dashboardOf(other.accountant)).collection).toEqual({
      date: '2026-06-01',
      amount: 999_900,
      count: 1,
    });
    // A student of the school reads no collection.
    expect((await dashboardOf(school.student(0))).collection).toBeNull();
    // Naming the other institute is refused, not answered with its figures.
    const res = await t.app.inject({
      method: 'GET',
      url: PROFILE_API.dashboard,
      headers: as(school.accountant, { institute: other.institute.id }),
    });
    expect(res.statusCode).toBe(403);
  });

  it('gives the transport manager the routes, riders and their unpaid transport dues', async () => {
    const s = await transportSchool(t);
    const route = await line(t, s, { instalments: [300_000, 200_000] });
    for (const student of s.students.slice(0, 3)) {
      const res = await assign(t, s, student, route.stopIds[0] as string);
      expect(res.statusCode, res.body).toBe(200);
    }
    await line(t, s, { name: 'Route 2', stops: ['Whitefield'] });
    const manager = await dashboardOf(s.manager);
    // Three riders each owe 3,000 (overdue since 10 April) and 2,000 (due 10 October).
    expect(manager.transport).toEqual({
      routes: 2,
      riders: 3,
      unpaid: 1_500_000,
      overdue: 900_000,
      ridersOwing: 3,
    });
    expect(manager.collection).toBeNull();
    expect((await dashboardOf(s.teacher)).transport).toBeNull();
    // The other institute's manager sees its own (none).
    const faraway = await createMember(t, s.other.institute, 'TRANSPORT_MANAGER', {
      institute: s.other.institute,
    });
    expect((await dashboardOf(faraway)).transport).toEqual({
      routes: 0,
      riders: 0,
      unpaid: 0,
      overdue: 0,
      ridersOwing: 0,
    });
  });

  it("gives a teacher today's exams and the answers left to mark, per class", async () => {
    const e = await markingExam(t);
    const now = t.clock.now();
    const group = { id: e.klass.id, instituteId: e.institute.id };
    const later = await insertExam(t, group, {
      title: 'Science Quiz',
      startAt: new Date(now.getTime() + 2 * HOUR),
      endAt: new Date(now.getTime() + 3 * HOUR),
    });
    await insertExam(t, group, {
      title: 'Next Week',
      startAt: new Date(now.getTime() + 7 * 24 * HOUR),
      endAt: new Date(now.getTime() + 7 * 24 * HOUR + HOUR),
    });
    // The other institute's exam of today is not the teacher's.
    await insertExam(t, { id: e.other.klass.id, instituteId: e.other.institute.id });

    const d = await dashboardOf(e.teacher);
    expect(d.teaching).toHaveLength(1);
    const [klass] = d.teaching;
    expect(klass.name).toBe('Class 5 A');
    expect(klass.examsToday.map((x: { title: string }) => x.title)).toEqual([
      'Unit Test 1',
      'Science Quiz',
    ]);
    expect(klass.examsToday[1]).toMatchObject({
      id: later.id,
      groupId: e.klass.id,
      startDateTime: new Date(now.getTime() + 2 * HOUR).toISOString(),
      published: true,
    });
    // Rohan's essay, Meera's essay and short answer; Rohan's blank answer is no answer.
    expect(klass.toMark).toEqual([
      expect.objectContaining({ id: e.task.id, title: 'Unit Test 1', answers: 3 }),
    ]);
    expect(d.collection).toBeNull();
    expect(d.transport).toBeNull();
  });

  it("gives a parent each child's dues (overdue apart) and next exam, and nothing of a stranger", async () => {
    const school = await feeSchool(t);
    const parent = await parentOf(t, school, school.student(0));
    await paid(t, school, [{ student: school.student(0), amount: 200_000 }]);
    await giveDues(t, school, school.student(1), [
      { particular: 'Other child', dueDate: '2026-05-01', amount: 10 },
    ]);
    const now = t.clock.now();
    const exam = await insertExam(
      t,
      { id: school.klass.id, instituteId: school.institute.id },
      {
        title: 'Maths Test',
        startAt: new Date(now.getTime() + 48 * HOUR),
        endAt: new Date(now.getTime() + 49 * HOUR),
      },
    );
    await insertExam(
      t,
      { id: school.klass.id, instituteId: school.institute.id },
      {
        title: 'Draft Test',
        status: 'DRAFT',
        startAt: new Date(now.getTime() + 24 * HOUR),
        endAt: new Date(now.getTime() + 25 * HOUR),
      },
    );

    const d = await dashboardOf(parent);
    expect(d.children).toHaveLength(1);
    // Tuition Q1 5,000 (overdue since 10 April; 2,000 paid), Q2 5,000 (10 July), exam fee 1,000.
    expect(d.children[0]).toMatchObject({
      userProfileId: school.student(0).profileId,
      dues: { due: 900_000, overdue: 300_000, nextDueDate: '2026-07-10' },
      payOnline: false,
      nextExam: { id: exam.id, title: 'Maths Test', published: true },
    });
    expect(d.collection).toBeNull();
  });
});

describe('Pay online on the dashboard', () => {
  const t = useTestApp({
    RAZORPAY_KEY_ID: 'rzp_test_dashboard',
    RAZORPAY_KEY_SECRET: 'dashboard-secret',
    RAZORPAY_WEBHOOK_SECRET: 'dashboard-webhook-secret',
  });
  const dashboardOf = dashboardCall(t);

  it('is offered to a parent whose child owes while online payment is on', async () => {
    const school = await feeSchool(t);
    const parent = await parentOf(t, school, school.student(0));
    const [child] = (await dashboardOf(parent)).children;
    expect(child).toMatchObject({ payOnline: true, dues: { due: 1_100_000 } });
    // The accountant, who is no payer, has no children to pay for.
    expect((await dashboardOf(school.accountant)).children).toEqual([]);
  });
});
