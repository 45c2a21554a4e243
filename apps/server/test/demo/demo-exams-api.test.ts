import { API, EXAM_SUCCESS, type MyExam } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { multipart } from '../support/setup-helpers.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's exams as README says to try them: signed in as Rohan, Asha and Priya with
// their README passwords, through the calls the web app makes.

const t = useTestApp();

type Session = { cookie: string; profile?: string };

async function signIn(username: string): Promise<Session> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const res = await t.app.inject({
    method: 'POST',
    url: API.login,
    headers: headers(),
    payload: { username, password: account?.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res) };
}

function call(
  who: Session,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
) {
  const h = {
    ...headers(who.cookie),
    ...(who.profile ? { selecteduserprofileid: who.profile } : {}),
  };
  const url = `/rest/${path}`;
  if (method === 'GET') {
    return t.app.inject({ method, url: `${url}?${new URLSearchParams(params)}`, headers: h });
  }
  return t.app.inject({ method, url, headers: h, payload: params });
}

async function myExams(who: Session): Promise<MyExam[]> {
  const res = await call(who, 'GET', 'exam/mine');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const isOpen = (exam: MyExam) =>
  Date.parse(exam.startDateTime) <= t.clock.now().getTime() &&
  t.clock.now().getTime() < Date.parse(exam.endDateTime);

const taskOf = (exam: MyExam) => ({ groupId: exam.groupId, academicTaskId: exam.id });

/** Agrees, starts, and saves an answer to the first question of its order, as the window does. */
async function sitOneQuestion(who: Session, exam: MyExam) {
  const accepted = await call(who, 'POST', 'examination/start/accept', taskOf(exam));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const started = await call(who, 'GET', 'examination/start', taskOf(exam));
  expect(started.statusCode, started.body).toBe(200);
  const config = started.json();
  expect(config.status).toBe('STARTED');
  expect(config.examQuestionIds).toHaveLength(exam.questionCount);
  const questionId = config.examQuestionIds[0] as string;
  const question = await call(who, 'GET', 'examination/exam/question/questionid', {
    groupId: exam.groupId,
    questionId,
  });
  expect(question.statusCode, question.body).toBe(200);
  const shown = question.json().questionOutputDto;
  expect(shown.correctAnswer).toBeNull();
  const answer =
    shown.questionType === 'MCQ_SINGLE' ? shown.objectiveOptions[0].title : 'My answer.';
  const form = multipart([], { ...taskOf(exam), questionId, answer, version: '1' });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/rest/examination/answer',
    headers: {
      ...headers(who.cookie),
      ...(who.profile ? { selecteduserprofileid: who.profile } : {}),
      'content-type': form.contentType,
    },
    payload: form.payload,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({
    message: EXAM_SUCCESS.answerSubmitted,
    applied: true,
    data: { answer },
  });
  return config;
}

describe('the demo exams, tried as README says', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('rohan_mehta sits the open exam at once and reads his published result and rank', async () => {
    await demoSchool(t);
    const rohan = await signIn('rohan_mehta');
    const exams = await myExams(rohan);
    const open = exams.filter((e) => e.role === 'TAKER' && isOpen(e));
    expect(open.map((e) => e.title)).toEqual(['Weekly Online Test: English, Maths and EVS']);
    const [live] = open;
    if (!live) throw new Error('no open exam');
    expect(live).toMatchObject({ groupName: 'Class 5 A', attemptStatus: 'NOT_STARTED' });
    const config = await sitOneQuestion(rohan, live);
    // His own 30 minutes, on the server's clock.
    expect(Date.parse(config.endAt) - Date.parse(config.serverNow)).toBe(30 * 60_000);

    const upcoming = exams.filter((e) => Date.parse(e.startDateTime) > t.clock.now().getTime());
    expect(upcoming).toHaveLength(1);
    const published = exams.filter((e) => e.status === 'RESULTS_PUBLISHED');
    expect(published.map((e) => [e.title, e.attemptStatus])).toEqual([
      ['Unit Test 1: Mathematics and Science', 'EVALUATED'],
    ]);
    const result = await call(rohan, 'GET', 'exam/result', taskOf(published[0] as MyExam));
    expect(result.statusCode, result.body).toBe(200);
    const mine = result.json();
    expect(mine).toMatchObject({ fullName: 'Rohan Mehta', total: 12, maximumMarks: 14 });
    expect(mine.rank).toBeGreaterThanOrEqual(1);
    expect(mine.answers.some((a: { remarks: string | null }) => a.remarks)).toBe(true);
  });

  it("asha_verma sees her class's exams, the result sheet and the grade-change log", async () => {
    await demoSchool(t);
    const asha = await signIn('asha_verma');
    const exams = (await myExams(asha)).filter((e) => e.role === 'SETTER');
    expect(exams.filter((e) => e.groupName === 'Class 5 A')).toHaveLength(3);
    const finished = exams.find(
      (e) => e.groupName === 'Class 5 A' && e.status === 'RESULTS_PUBLISHED',
    );
    if (!finished) throw new Error('no finished exam');
    const sheet = await call(asha, 'GET', 'exam/results', taskOf(finished));
    expect(sheet.statusCode, sheet.body).toBe(200);
    const data = sheet.json();
    expect(data.attempts.length).toBeGreaterThanOrEqual(14);
    expect(data.attempts.every((a: { status: string }) => a.status === 'EVALUATED')).toBe(true);
    expect(data.progress).toMatchObject({ toMark: 0, toEvaluate: 0 });
    expect(data.attempts[0].rank).toBe(1);
    const binned = data.histogram.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(binned).toBe(data.attempts.length);
    const log = await call(asha, 'GET', 'exam/grade-changes', taskOf(finished));
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().items).toHaveLength(1);
    expect(log.json().items[0]).toMatchObject({
      oldMarks: 2,
      newMarks: 3,
      changedBy: 'Asha Verma',
    });
  });

  it("priya_sharma sees her children's exams and results, and as Diya sits the open test", async () => {
    await demoSchool(t);
    const priya = await signIn('priya_sharma');
    const rows = (await myExams(priya)).filter((e) => e.role === 'GUARDIAN');
    expect(new Set(rows.map((e) => e.fullName))).toEqual(new Set(['Aarav Sharma', 'Diya Sharma']));
    const results = rows.filter((e) => e.status === 'RESULTS_PUBLISHED');
    expect(results.map((e) => e.fullName).sort()).toEqual(['Aarav Sharma', 'Diya Sharma']);
    const aarav = results.find((e) => e.fullName === 'Aarav Sharma') as MyExam;
    const result = await call(priya, 'GET', 'exam/result', {
      ...taskOf(aarav),
      userProfileId: aarav.userProfileId as string,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ fullName: 'Aarav Sharma', total: 6, maximumMarks: 7 });

    // Switched to Diya's profile (a linked profile of Priya's account), she sits her open test.
    const diya = rows.find((e) => e.fullName === 'Diya Sharma') as MyExam;
    const asDiya = { ...priya, profile: diya.userProfileId as string };
    const open = (await myExams(asDiya)).filter((e) => e.role === 'TAKER' && isOpen(e));
    expect(open.map((e) => e.title)).toEqual(['Mathematics Practice: Integers and Fractions']);
    await sitOneQuestion(asDiya, open[0] as MyExam);
  });
});
