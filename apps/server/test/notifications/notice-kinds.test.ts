import { describe, expect, it } from 'vitest';
import { sweepReminders } from '../../src/modules/notifications/reminders.js';
import { useTestApp } from '../support/app.js';
import { accept, publishedExam, sit } from '../support/exam-flow.js';
import { examCall, examClass, HOUR } from '../support/exam-helpers.js';
import { evaluate, markAll, markingExam } from '../support/exam-marking.js';
import type { TestProfile } from '../support/factories.js';
import { bellOf, noticesOfKind } from '../support/notification-helpers.js';

// Issue 22 item 12: each kind's text, date and audience follow from the data (the exam kinds;
// fees and payments are in notice-truth.test.ts, the online payment in notice-online.test.ts,
// admissions and members in notice-people.test.ts).
// The test clock reads 2026-06-01 04:30 UTC (10:00 in India).

const t = useTestApp();

const bell = async (p: TestProfile) => (await bellOf(t, p.cookie)).schoolErpNotifications;
const ofKind = (p: TestProfile, kind: string) => noticesOfKind(t, p.cookie, kind);

describe('exam notices: text, date and audience (issue 22)', () => {
  it('exam.published names the window in India’s time, to the takers and their guardians', async () => {
    const e = await examClass(t);
    const now = t.clock.now().getTime();
    await publishedExam(t, e, {
      title: 'Unit Test 3',
      startAt: new Date(now + 2 * HOUR),
      endAt: new Date(now + 3 * HOUR),
    });
    const at = t.clock.now().toISOString();
    const expected = [
      `New exam: Unit Test 3 | Unit Test 3 is open from 1 Jun 2026, 12:00 to 1 Jun 2026, 13:00. | ${at}`,
    ];
    const [rohan, meera] = e.students;
    for (const p of [rohan, meera, e.parent]) {
      expect(await ofKind(p as TestProfile, 'exam.published')).toEqual(expected);
    }
    expect(await bell(e.teacher)).toEqual([]);
    expect(await bell(e.admin)).toEqual([]);
  });

  it('exam.startingSoon says when it starts, within the hour only, once', async () => {
    const e = await examClass(t);
    const now = t.clock.now().getTime();
    await publishedExam(t, e, {
      title: 'Later',
      startAt: new Date(now + 2 * HOUR),
      endAt: new Date(now + 3 * HOUR),
    });
    await publishedExam(t, e, {
      title: 'Soon',
      startAt: new Date(now + 30 * 60_000),
      endAt: new Date(now + 2 * HOUR),
    });
    await sweepReminders(t.app.ctx);
    await sweepReminders(t.app.ctx);
    const at = t.clock.now().toISOString();
    const [rohan, meera] = e.students;
    for (const p of [rohan, meera, e.parent]) {
      expect(await ofKind(p as TestProfile, 'exam.startingSoon')).toEqual([
        `Exam starting soon: Soon | Soon starts at 1 Jun 2026, 10:30. | ${at}`,
      ]);
    }
    expect(await bell(e.teacher)).toEqual([]);
  });

  it('exam.resultOut goes to those evaluated and their guardians, when published', async () => {
    const e = await markingExam(t);
    await markAll(t, e);
    await evaluate(t, e, 'rohan');
    await evaluate(t, e, 'meera');
    t.clock.advanceSeconds(120);
    const res = await examCall(t, e.teacher, 'POST', 'exam/results/publish', {
      groupId: e.klass.id,
      academicTaskId: e.task.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = t.clock.now().toISOString();
    const expected = [
      `Result out: ${e.task.title} | The results of ${e.task.title} are published. | ${at}`,
    ];
    const [rohan, meera] = e.students;
    for (const p of [rohan, meera, e.parent]) {
      expect(await ofKind(p as TestProfile, 'exam.resultOut')).toEqual(expected);
    }
    expect(await bell(e.teacher)).toEqual([]);
  });

  it('exam.ended tells each student still in it what became of their answers, when ended', async () => {
    const e = await examClass(t);
    const exam = await publishedExam(t, e, { title: 'Unit Test 4' });
    const [rohan, meera] = e.students as [TestProfile, TestProfile];
    await sit(t, e, rohan, exam, { mcq: 'B' });
    expect((await accept(t, e, meera, exam.taskId)).statusCode).toBe(200);
    t.clock.advanceSeconds(300);
    const res = await examCall(t, e.teacher, 'POST', 'exam/end', {
      groupId: e.klass.id,
      academicTaskId: exam.taskId,
      forEveryone: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = t.clock.now().toISOString();
    expect(await ofKind(rohan, 'exam.ended')).toEqual([
      `Exam ended: Unit Test 4 | Unit Test 4 was ended by your teacher. The answers you saved have been submitted. | ${at}`,
    ]);
    expect(await ofKind(meera, 'exam.ended')).toEqual([
      `Exam ended: Unit Test 4 | Unit Test 4 was ended by your teacher before you began it. | ${at}`,
    ]);
    expect(await ofKind(e.parent, 'exam.ended')).toEqual([]);
    expect(await bell(e.teacher)).toEqual([]);
  });
});
