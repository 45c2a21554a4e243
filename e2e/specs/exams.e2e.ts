import path from 'node:path';
import {
  type AcademicTask,
  EXAM_API,
  EXAM_MESSAGES,
  EXAM_SUCCESS,
  EXAM_WINDOW_TEXTS,
} from '@shala/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, snap } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import {
  type ApiSession,
  addBankQuestion,
  apiOk,
  apiSignIn,
  classIdOf,
  type ImportedStudent,
  importStudents,
  kolkataLocal,
  setPasswordFromMail,
  waitUntil,
} from '../fixtures/exam-seed.js';
import { usePortal } from '../fixtures/portal.js';
import { POLL, TEST_MS, WAIT_MS } from '../fixtures/timeouts.js';
import { button, seeText, signIn, waitForPath } from '../fixtures/ui.js';

// Issue 10 "Must show", end to end on the demo school's Class 5 A: its teacher builds an exam
// from bank questions and new ones and publishes it; student B starts and closes the window;
// student A (on a phone) agrees, answers, reloads, goes offline for a question, reviews, edits
// and submits; the server finalises B's attempt at the exam's end; the teacher marks, evaluates
// and publishes the results; A and A's mother read them. The tests run in order on one server.
const portal = usePortal({ seedDemo: true });

const ADMIN = DEMO.admin;
const TEACHER = DEMO.teacher;
const CLASS = 'Class 5 A';
const PASSWORD = 'Mango@Orchard51';
const TITLE = 'Unit Test 4: Fractions';
// The editor sets the close well ahead, for building the exam at any pace; just before
// publishing, the teacher moves it to this long ahead (a draft changes freely): long enough for
// publishing, A's extra time and B's beginning on a busy machine (each takes seconds), short
// enough that the test then waits little for the end (B's finalisation, the results).
// Student A gets extra time, so A's steps never race the close.
const OPEN_WHILE_BUILDING_MS = 30 * 60_000;
const OPEN_AFTER_PUBLISHING_MS = 75_000;

const STUDENT_A: ImportedStudent = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.com',
  parent: { firstName: 'Lakshmi', lastName: 'Menon', email: 'lakshmi.menon@example.com' },
  relation: 'Mother',
};
const STUDENT_B: ImportedStudent = {
  firstName: 'Ishita',
  lastName: 'Pillai',
  email: 'ishita.pillai@example.com',
  parent: { firstName: 'Ramesh', lastName: 'Pillai', email: 'ramesh.pillai@example.com' },
  relation: 'Father',
};
const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

const TAG = 'halves-and-quarters';
const BANK_MCQ = {
  questionType: 'MCQ_SINGLE' as const,
  question: 'What is 3/4 + 1/4?',
  marks: 2,
  options: ['1/2', '1', '3/8', '7/4'],
  correct: 1,
  tags: TAG,
};
const BANK_SUBJECTIVE = {
  questionType: 'SUBJECTIVE' as const,
  question: 'Explain why 2/4 and 1/2 are the same fraction.',
  marks: 5,
  guide: 'Both are one half of the whole: two quarters make a half.',
  tags: TAG,
};
const BANK_UNUSED = {
  questionType: 'MCQ_SINGLE' as const,
  question: 'Which is larger: 2/3 or 3/5?',
  marks: 1,
  options: ['2/3', '3/5'],
  correct: 0,
  tags: TAG,
};
const NEW_MCQ = {
  question: 'How many quarters make a whole?',
  options: ['Two', 'Three', 'Four', 'Five'],
};
const NEW_SUBJECTIVE = 'Describe one place at home where you see fractions.';

const ANSWER_2 = 'Two quarters make one half.';
const ANSWER_2_EDITED = 'Two quarters make one half, so 2/4 and 1/2 name the same part.';
const ANSWER_4 = 'A pizza cut into eight slices: each slice is one eighth.';

// The second exam, ended early by the teacher while student A is still writing it.
const QUICK_TITLE = 'Quick check: Halves';
const QUICK_QUESTION = {
  questionType: 'SUBJECTIVE' as const,
  question: 'Name a fraction equal to 3/6.',
  marks: 2,
  guide: 'One half (1/2), or any equal fraction.',
  tags: 'quick-check',
};
const QUICK_ANSWER = 'One half, 1/2.';

/** What the tests hand on to each other. */
const state = {
  groupId: '',
  taskId: '',
  closesAtMs: 0,
  teacher: undefined as ApiSession | undefined,
  /** How many of the tests, in order, have passed: a later one needs the earlier ones. */
  done: 0,
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The choice of an MCQ whose text is `text` (its label reads "B. text"). */
const choice = (page: Page, text: string): Locator =>
  page.getByRole('radio', { name: new RegExp(`^[A-H]\\.\\s*${escapeRe(text)}$`) });

/** Picks `label` in the MUI select labelled `name` (inside `within` when given). */
async function pick(page: Page, name: string, label: string, within?: Locator): Promise<void> {
  await (within ?? page).getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

const questionHeading = (page: Page, n: number) =>
  page.getByRole('heading', { name: new RegExp(`^Question ${n} of 4`) });

async function liveAttempts(teacher: ApiSession) {
  const live = await apiOk<{
    attempts: { fullName: string; status: string; submittedBy: string | null; answered: number }[];
  }>(
    portal,
    teacher,
    'GET',
    `/rest/exam/live?groupId=${state.groupId}&academicTaskId=${state.taskId}`,
  );
  return live.attempts;
}

/** The teacher's API session, once the tests before test `n` (1-based) have all passed. */
const after = (n: number): ApiSession => {
  if (state.done < n - 1 || !state.teacher) throw new Error('An earlier step of the exam failed');
  return state.teacher;
};

/** Signs `person` in on a fresh page; the account's password was set from its mail. */
async function signedIn(email: string, size: 'phone' | 'desktop'): Promise<Page> {
  const page = await portal.newPage(size);
  await signIn(page, email, PASSWORD);
  await waitForPath(page, '/');
  return page;
}

/** From /exam, Start (or Resume) opens the exam window on the rules. */
async function openExamWindow(page: Page, action: 'Start' | 'Resume'): Promise<void> {
  await page.goto('/exam');
  await page.getByRole('link', { name: `${action}: ${TITLE}` }).click();
  await page.waitForURL((url) => url.pathname.endsWith(`/${state.taskId}/${state.groupId}`));
  await page.getByRole('heading', { name: 'Before you begin' }).waitFor();
}

describe('online exams', () => {
  it('a teacher builds an exam from bank questions and new ones, and publishes it', async () => {
    // Two students of Class 5 A with their parents, imported by the institute admin; each new
    // account sets its password from its mail.
    const admin = await apiSignIn(portal, ADMIN.username, ADMIN.password);
    state.groupId = await classIdOf(portal, admin, CLASS);
    await importStudents(portal, admin, CLASS, [STUDENT_A, STUDENT_B]);
    for (const email of [STUDENT_A.email, STUDENT_A.parent.email, STUDENT_B.email]) {
      await setPasswordFromMail(portal, email, PASSWORD);
    }
    // The class's bank has a few questions (written through the API, as the bank screen does).
    const teacher = await apiSignIn(portal, TEACHER.username, TEACHER.password);
    state.teacher = teacher;
    for (const q of [BANK_MCQ, BANK_SUBJECTIVE, BANK_UNUSED]) {
      await addBankQuestion(portal, teacher, state.groupId, q);
    }

    const page = await portal.newPage('desktop');
    await signIn(page, TEACHER.username, TEACHER.password);
    await waitForPath(page, '/');
    await page.goto(`/exam/manage/${state.groupId}/new`);
    await page.getByRole('heading', { level: 1, name: 'New exam' }).waitFor();

    // Details: opens now, closes in a few minutes; the settings.
    await page.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await page
      .getByLabel(/^Rules/)
      .fill('Answer all four questions.\nCalculators are not allowed.');
    await page.getByLabel(/^Agreement/).fill('I will not share these questions with anyone.');
    const now = Date.now();
    await page.getByLabel(/^Opens/).fill(kolkataLocal(now - 60_000, false));
    await page.getByLabel(/^Closes/).fill(kolkataLocal(now + OPEN_WHILE_BUILDING_MS));
    await pick(page, 'Category', 'Unit test');
    await page.getByRole('switch', { name: /^Shuffle options/ }).check();
    await page.getByLabel('Negative marks for a wrong choice').fill('0.5');
    await snap(page, 'exam-editor-details');
    await button(page, 'Create exam').click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'questions');
    state.taskId = new URL(page.url()).pathname.split('/')[4] ?? '';
    expect(state.taskId).toMatch(/^[0-9a-f-]{36}$/);

    // Two questions from the bank, found by their tag, in the order ticked.
    await button(page, 'Add from bank').click();
    const bank = page.getByRole('dialog', { name: 'Add questions from the bank' });
    await pick(page, 'Search by', 'Tags', bank);
    await bank.getByLabel('Tags, separated by commas').fill(TAG);
    await bank.getByRole('button', { name: 'Search' }).click();
    await bank.getByText(BANK_UNUSED.question).waitFor();
    await bank.getByRole('checkbox', { name: new RegExp(escapeRe(BANK_MCQ.question)) }).check();
    await bank
      .getByRole('checkbox', { name: new RegExp(escapeRe(BANK_SUBJECTIVE.question)) })
      .check();
    await snap(page, 'exam-editor-add-from-bank');
    await bank.getByRole('button', { name: 'Add 2 questions' }).click();
    await seeText(page, '2 questions were added to the exam.');
    await bank.waitFor({ state: 'detached' });

    // A new multiple-choice question written in the editor.
    await button(page, 'Write a new question').click();
    let writer = page.getByRole('dialog', { name: 'Write a new question' });
    await writer.getByRole('textbox', { name: 'Question' }).fill(NEW_MCQ.question);
    for (const [i, text] of NEW_MCQ.options.entries()) {
      await writer
        .getByRole('textbox', { name: `Option ${String.fromCharCode(65 + i)}`, exact: true })
        .fill(text);
    }
    // Saving without the correct option is refused with the shared message.
    await writer.getByRole('button', { name: 'Save and add to exam' }).click();
    await writer.getByText(EXAM_MESSAGES.correctAnswer).waitFor();
    await writer.getByRole('radio', { name: 'C is correct' }).check();
    await writer.getByRole('textbox', { name: 'Tags' }).fill(TAG);
    await snap(page, 'exam-editor-new-mcq');
    await writer.getByRole('button', { name: 'Save and add to exam' }).click();
    await seeText(page, `${EXAM_SUCCESS.questionCreated}. It was added to the exam.`);
    await writer.waitFor({ state: 'detached' });

    // And a new written (subjective) one worth 3 marks.
    await button(page, 'Write a new question').click();
    writer = page.getByRole('dialog', { name: 'Write a new question' });
    await pick(page, 'Type', 'Subjective', writer);
    await writer.getByRole('textbox', { name: 'Question' }).fill(NEW_SUBJECTIVE);
    await writer.getByRole('textbox', { name: 'Marks' }).fill('3');
    await writer
      .getByLabel('Marking guide (students never see it)')
      .fill('Any everyday example with the fraction named.');
    await writer.getByRole('button', { name: 'Save and add to exam' }).click();
    await writer.waitFor({ state: 'detached' });
    await page.getByText(/^4 questions, total marks 11$/).waitFor();
    await snap(page, 'exam-editor-questions');

    // The close moves nearer, as the Details tab would save it (the draft's PUT).
    const query = new URLSearchParams({ groupId: state.groupId, id: state.taskId });
    const task = await apiOk<AcademicTask>(portal, teacher, 'GET', `${EXAM_API.taskById}?${query}`);
    state.closesAtMs = Date.now() + OPEN_AFTER_PUBLISHING_MS;
    const { title, instructions, agreement, startDateTime } = task;
    await apiOk(portal, teacher, 'PUT', EXAM_API.task, {
      id: state.taskId,
      groupId: state.groupId,
      title,
      instructions,
      agreement,
      startDateTime,
      endDateTime: new Date(state.closesAtMs).toISOString(),
    });

    // Publish: every student of the class gets an attempt.
    await page.reload();
    await page.getByRole('tab', { name: 'Publish' }).click();
    await button(page, 'Publish exam').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('heading', { name: 'Published' }).waitFor();

    // Student A has extra time (an accommodation): A's end moves, the exam's does not.
    await page.getByRole('tab', { name: 'Students' }).click();
    await page.getByRole('button', { name: `Extra time for ${nameOf(STUDENT_A)}` }).click();
    const extra = page.getByRole('dialog', { name: `Extra time for ${nameOf(STUDENT_A)}` });
    await extra.getByLabel('Extra minutes').fill('20');
    await extra.getByRole('button', { name: 'Save' }).click();
    await extra.waitFor({ state: 'detached' });
    const rowA = page.getByRole('row', { name: new RegExp(nameOf(STUDENT_A)) });
    await rowA.getByText('20 min').waitFor();
    await snap(page, 'exam-editor-students');
    state.done = 1;
  });

  it('student B starts the exam, answers a question and closes the window', async () => {
    after(2);
    const left = state.closesAtMs - Date.now();
    expect(left, 'the exam must still be open for student B').toBeGreaterThan(20_000);
    const page = await signedIn(STUDENT_B.email, 'desktop');
    await openExamWindow(page, 'Start');
    await button(page, 'Next').click();
    await button(page, 'I Agree').click();
    await button(page, 'Begin').click();
    await questionHeading(page, 1).waitFor();
    await choice(page, '1').check();
    await button(page, 'Next Question').click();
    await questionHeading(page, 2).waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).fill('Unfinished');
    // B closes the window mid-exam: nothing more comes from this browser.
    await page.context().close();
    state.done = 2;
  });

  it('student A on a phone agrees, answers, reloads, goes offline, reviews, edits and submits', async () => {
    after(3);
    const page = await signedIn(STUDENT_A.email, 'phone');
    await openExamWindow(page, 'Start');

    // The rules: two tabs with Next and Previous, the agreement, then Begin.
    await seeText(page, /Calculators are not allowed\./, 'the first tab shows the teacher’s rules');
    const begin = button(page, 'Begin');
    expect(await begin.isDisabled()).toBe(true);
    await snap(page, 'exam-window-rules');
    await button(page, 'Next').click();
    await seeText(page, 'I will not share these questions with anyone.');
    await expect
      .poll(
        () =>
          page.getByRole('tab', { name: 'Non-disclosure agreement' }).getAttribute('aria-selected'),
        POLL,
      )
      .toBe('true');
    await button(page, 'Previous').click();
    await seeText(page, /Calculators are not allowed\./);
    await button(page, 'Next').click();
    await button(page, 'I Agree').click();
    await snap(page, 'exam-window-agreement');
    await begin.click();

    // Question 1 (MCQ): the countdown in hh:mm:ss; Escape and the context menu do nothing.
    await questionHeading(page, 1).waitFor();
    const countdown = page.getByTestId('exam-countdown');
    await expect.poll(() => countdown.textContent(), POLL).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    await page.keyboard.press('Escape');
    const blocked = await page.evaluate(() => ({
      escape: !document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      ),
      menu: !document.body.dispatchEvent(
        new MouseEvent('contextmenu', { bubbles: true, cancelable: true }),
      ),
    }));
    expect(blocked).toEqual({ escape: true, menu: true });
    await questionHeading(page, 1).waitFor();
    await choice(page, '1').check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await snap(page, 'exam-window-question-phone');
    await button(page, 'Next Question').click();

    // Question 2 (written), saved by Next; question 3 chosen but not yet saved (a draft).
    await questionHeading(page, 2).waitFor();
    await page.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER_2);
    await button(page, 'Next Question').click();
    await questionHeading(page, 3).waitFor();
    await choice(page, 'Four').check();

    // A reload mid-exam keeps every answer: the saved ones and the draft.
    await page.reload();
    await page.getByRole('heading', { name: 'Before you begin' }).waitFor();
    await seeText(page, /^Your exam is in progress\./);
    await button(page, 'Begin').click();
    await questionHeading(page, 3).waitFor();
    // The kept answers are put back after the question shows: read until they are.
    await expect.poll(() => choice(page, 'Four').isChecked(), POLL).toBe(true);
    await button(page, 'Previous Question').click();
    await questionHeading(page, 2).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Your answer' }).inputValue(), POLL)
      .toBe(ANSWER_2);
    await button(page, 'Previous Question').click();
    await questionHeading(page, 1).waitFor();
    await expect.poll(() => choice(page, '1').isChecked(), POLL).toBe(true);
    await button(page, 'Next Question').click();
    await questionHeading(page, 2).waitFor();
    await button(page, 'Next Question').click();
    await questionHeading(page, 3).waitFor();
    await button(page, 'Next Question').click();

    // Offline for question 4: it still shows (fetched ahead), the answer waits, and the page
    // says saving is behind; back online, the answer reaches the server.
    await questionHeading(page, 4).waitFor();
    await page.context().setOffline(true);
    await page.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER_4);
    await button(page, 'Save And Review').click();
    await page.getByRole('heading', { name: 'Review your answers' }).waitFor();
    await seeText(page, '1 answer not saved yet — it will be sent when you are back online');
    await snap(page, 'exam-window-offline');
    const myAnswers = async () => {
      const res = await page.request.get(
        `/rest/examination/answer/academictaskid?groupId=${state.groupId}&academicTaskId=${state.taskId}`,
      );
      return (await res.json()) as { question: string; answer: string }[];
    };
    expect((await myAnswers()).map((a) => a.question)).not.toContain(NEW_SUBJECTIVE);
    await page.context().setOffline(false);
    await page
      .getByText('1 answer not saved yet — it will be sent when you are back online')
      .waitFor({ state: 'detached' });
    const reached = await waitUntil(
      'question 4’s answer on the server',
      async () => (await myAnswers()).find((a) => a.question === NEW_SUBJECTIVE),
      WAIT_MS,
    );
    expect(reached.answer).toBe(ANSWER_4);

    // The review: every answer, one edited and saved in place; then Submit Exam.
    const item = (n: number) =>
      page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Question ${n}` }) });
    await item(4).getByText('Saved', { exact: true }).waitFor();
    await item(2).getByRole('textbox', { name: 'Your answer' }).fill(ANSWER_2_EDITED);
    await item(2).getByText('Not saved', { exact: true }).waitFor();
    await item(2).getByRole('button', { name: 'Save the answer to question 2' }).click();
    await item(2).getByText('Saved', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await snap(page, 'exam-window-review');
    // Submit Exam asks first, saying how many questions are unanswered (none here).
    await button(page, 'Submit Exam').click();
    const confirm = page.getByRole('dialog', { name: 'Submit your exam?' });
    await confirm
      .getByText('All 4 questions are answered. After submitting you cannot change your answers.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
    await seeText(page, EXAM_WINDOW_TEXTS.submitting);
    await waitForPath(page, '/exam');
    const answers = await myAnswers();
    expect(Object.fromEntries(answers.map((a) => [a.question, a.answer]))).toEqual({
      [BANK_MCQ.question]: 'B',
      [BANK_SUBJECTIVE.question]: ANSWER_2_EDITED,
      [NEW_MCQ.question]: 'C',
      [NEW_SUBJECTIVE]: ANSWER_4,
    });
    state.done = 3;
  });

  it('a teacher ends a second exam early for everyone while a student is still writing', async () => {
    const teacher = after(4);
    // A short exam of one written question, open for half an hour, set through the API as the
    // editor does; student A (done with the first exam) starts writing it.
    const questionId = await addBankQuestion(portal, teacher, state.groupId, QUICK_QUESTION);
    const created = await apiOk<{ data: { id: string } }>(
      portal,
      teacher,
      'POST',
      '/rest/academic/task',
      {
        groupId: state.groupId,
        title: QUICK_TITLE,
        instructions: 'One question.',
        agreement: 'I will not share this question.',
        startDateTime: new Date(Date.now() - 60_000).toISOString(),
        endDateTime: new Date(Date.now() + 30 * 60_000).toISOString(),
      },
    );
    const taskId = created.data.id;
    const exam = { groupId: state.groupId, academicTaskId: taskId };
    await apiOk(portal, teacher, 'POST', '/rest/exam/config', {
      ...exam,
      examinationType: 'SUBJECTIVE',
      examCategory: 'CLASS_TEST',
    });
    await apiOk(portal, teacher, 'POST', '/rest/examination/exam/question', {
      ...exam,
      questionId,
    });
    await apiOk(portal, teacher, 'POST', '/rest/academic/task/publish', {
      groupId: state.groupId,
      id: taskId,
    });

    const student = await signedIn(STUDENT_A.email, 'desktop');
    await student.goto('/exam');
    await student.getByRole('link', { name: `Start: ${QUICK_TITLE}` }).click();
    await student.getByRole('heading', { name: 'Before you begin' }).waitFor();
    await button(student, 'Next').click();
    await button(student, 'I Agree').click();
    await button(student, 'Begin').click();
    await student.getByRole('heading', { name: /^Question 1 of 1/ }).waitFor();
    await student.getByRole('textbox', { name: 'Your answer' }).fill(QUICK_ANSWER);
    await button(student, 'Save And Review').click();
    await student.getByRole('heading', { name: 'Review your answers' }).waitFor();

    // The teacher: with a student still writing, ending is for everyone and asks first.
    const page = await portal.newPage('desktop');
    await signIn(page, TEACHER.username, TEACHER.password);
    await waitForPath(page, '/');
    await page.goto(`/exam/manage/${state.groupId}/${taskId}?tab=publish`);
    await page.getByRole('heading', { name: 'Published' }).waitFor();
    expect(await button(page, 'End the exam now').count()).toBe(0);
    await button(page, 'End the exam for everyone').click();
    const confirm = page.getByRole('dialog', { name: `End ${QUICK_TITLE} for everyone?` });
    await confirm
      .getByText(/^1 student is still writing and \d+ students have not started\./)
      .waitFor();
    await snap(page, 'exam-end-for-everyone');
    await confirm.getByRole('button', { name: 'End for everyone' }).click();
    await seeText(page, EXAM_MESSAGES.examEnded(1));
    await confirm.waitFor({ state: 'detached' });
    await button(page, 'End the exam for everyone').waitFor({ state: 'detached' });

    // The student's open window says the exam was ended; the answer was submitted as it stood.
    await seeText(student, EXAM_MESSAGES.endedByTeacher);
    await snap(student, 'exam-window-ended-by-teacher');
    const live = await apiOk<{
      attempts: {
        fullName: string;
        status: string;
        submittedBy: string | null;
        answered: number;
      }[];
    }>(portal, teacher, 'GET', `/rest/exam/live?groupId=${state.groupId}&academicTaskId=${taskId}`);
    expect(live.attempts.find((a) => a.fullName === nameOf(STUDENT_A))).toMatchObject({
      status: 'SUBMITTED',
      submittedBy: 'TEACHER',
      answered: 1,
    });
  });

  it('the server finalises the attempt of the closed window at the exam’s end', {
    timeout: 2 * TEST_MS,
  }, async () => {
    const teacher = after(4);
    const b = await waitUntil(
      'student B’s attempt finalised by the server',
      async () => {
        const found = (await liveAttempts(teacher)).find((a) => a.fullName === nameOf(STUDENT_B));
        return found?.status === 'SUBMITTED' ? found : undefined;
      },
      Math.max(0, state.closesAtMs - Date.now()) + 2 * WAIT_MS,
      2000,
    );
    expect(b).toMatchObject({ submittedBy: 'SERVER', answered: 1 });
    const a = (await liveAttempts(teacher)).find((x) => x.fullName === nameOf(STUDENT_A));
    expect(a).toMatchObject({ status: 'SUBMITTED', submittedBy: 'STUDENT', answered: 4 });

    // The teacher's live view says so.
    const page = await portal.newPage('desktop');
    await signIn(page, TEACHER.username, TEACHER.password);
    await waitForPath(page, '/');
    await page.goto(`/exam/manage/${state.groupId}/${state.taskId}?tab=students`);
    const rowB = page.getByRole('row', { name: new RegExp(nameOf(STUDENT_B)) });
    await rowB.getByText('Closed at time-up').waitFor();
    await snap(page, 'exam-live-view-after-end');
    state.done = 4;
  });

  it('the teacher marks the written answers, evaluates and publishes the results', async () => {
    after(5);
    const page = await portal.newPage('desktop');
    await signIn(page, TEACHER.username, TEACHER.password);
    await waitForPath(page, '/');
    await page.goto(`/exam/manage/${state.groupId}/${state.taskId}?tab=marking`);

    // By question: question 4, every submitted student's answer to it. Marks typed are kept
    // (not saved yet) while the teacher moves on to another student.
    const saveAll = page.getByRole('region', { name: 'Save all marks' });
    await saveAll.getByText('Every mark is saved.').waitFor();
    expect(await saveAll.getByRole('button', { name: 'Save all (0)' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'By question' }).click();
    await pick(page, 'Question', `Q4 · ${NEW_SUBJECTIVE}`);
    await seeText(page, ANSWER_4);
    await page.getByLabel(`Marks for ${nameOf(STUDENT_A)}, out of 3`).fill('2');
    await page
      .getByLabel(`Remarks for ${nameOf(STUDENT_A)}`)
      .fill('Good example; name the fraction.');
    await saveAll.getByText('1 unsaved mark').waitFor();
    await snap(page, 'exam-marking-by-question');

    // Leaving the tab with a mark unsaved asks first; staying keeps it.
    await page.getByRole('tab', { name: 'Results' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('tab')).toBe('marking');

    // By student: A's other written answer (question 2; B's unfinished draft was never saved).
    await page.getByRole('button', { name: 'By student' }).click();
    const attempts = page.getByRole('list', { name: 'Submitted attempts' });
    await attempts.getByRole('button', { name: new RegExp(nameOf(STUDENT_A)) }).click();
    const panel = page.getByRole('region', { name: nameOf(STUDENT_A) });
    await panel.getByText(ANSWER_2_EDITED).waitFor();
    const question2 = panel.getByRole('listitem').filter({ hasText: /^Question 2 ·/ });
    const marks2 = question2.getByLabel('Marks for question 2, out of 5');
    // Question 4's typed mark is still there (by student too) and unsaved.
    const question4 = panel.getByRole('listitem').filter({ hasText: /^Question 4 ·/ });
    const marks4 = question4.getByLabel('Marks for question 4, out of 3');
    expect(await marks4.inputValue()).toBe('2');
    await marks2.fill('9');
    await saveAll.getByRole('button', { name: 'Save all (2)' }).click();
    const correcting = saveAll.getByText(/^1 mark needs correcting before it can be saved/);
    await correcting.waitFor();
    await question2.getByText(EXAM_MESSAGES.marksOverMaximum(5)).waitFor();
    expect(await marks2.getAttribute('aria-invalid')).toBe('true');
    // Correcting the mark takes its error (and Save all's refusal) away.
    await marks2.fill('4');
    await correcting.waitFor({ state: 'detached' });
    await question2.getByText(EXAM_MESSAGES.marksOverMaximum(5)).waitFor({ state: 'detached' });
    await question2.getByLabel('Remarks for question 2').fill('Clear reasoning.');
    await saveAll.getByText('2 unsaved marks').waitFor();
    await snap(page, 'exam-marking-save-all');
    // On a 360 px phone the bar stays in view at the bottom, above the answers scrolled past,
    // and nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 740 });
    await panel.getByRole('heading', { name: /^Question 1 ·/ }).scrollIntoViewIfNeeded();
    const bar = await saveAll.boundingBox();
    expect(bar && bar.y >= 0 && bar.y + bar.height <= 740).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.screenshot({ path: path.join(ARTIFACTS_DIR, 'exam-marking-save-all-in-view.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    // Save all with the keyboard: one request saves both marks.
    await saveAll.getByRole('button', { name: 'Save all (2)' }).focus();
    await page.keyboard.press('Enter');
    await seeText(page, EXAM_MESSAGES.marksSaved(2));
    await saveAll.getByText('Every mark is saved.').waitFor();
    await panel.getByText(/· 4 marked, 0 to mark/).waitFor();
    // One answer's own Save marks still saves just that one.
    await marks4.fill('2.5');
    await saveAll.getByText('1 unsaved mark').waitFor();
    await question4.getByRole('button', { name: 'Save marks' }).click();
    await seeText(page, EXAM_SUCCESS.answerMarked);
    await saveAll.getByText('Every mark is saved.').waitFor();
    await snap(page, 'exam-marking-by-student');
    await panel.getByRole('button', { name: 'Evaluate' }).click();
    await seeText(page, EXAM_SUCCESS.evaluationSubmitted);
    await panel.getByText(/^Evaluated\. A change of marks now needs a reason/).waitFor();

    // B's only saved answer is a multiple-choice one, graded at the server's finalisation.
    await attempts.getByRole('button', { name: new RegExp(nameOf(STUDENT_B)) }).click();
    const panelB = page.getByRole('region', { name: nameOf(STUDENT_B) });
    await panelB.getByRole('button', { name: 'Evaluate' }).click();
    await panelB.getByText(/^Evaluated\. A change of marks now needs a reason/).waitFor();

    // The result sheet, then publishing.
    await page.getByRole('tab', { name: 'Results' }).click();
    const sheet = page.getByRole('table', { name: 'Result sheet' });
    await sheet.getByRole('row', { name: new RegExp(nameOf(STUDENT_A)) }).waitFor();
    const lines = (await sheet.getByRole('row').allInnerTexts()).map((r) =>
      r.replace(/\s+/g, ' ').trim(),
    );
    expect(lines).toContain(`1 ${nameOf(STUDENT_A)} Evaluated 9.5 86.36%`);
    expect(lines).toContain(`2 ${nameOf(STUDENT_B)} Evaluated 2 18.18%`);
    await button(page, 'Publish results').click();
    await page
      .getByRole('dialog', { name: 'Publish the results?' })
      .getByRole('button', { name: 'Publish results' })
      .click();
    await seeText(page, EXAM_MESSAGES.resultsPublished);
    await seeText(page, /^Results published: students and their parents see them\./);
    await snap(page, 'exam-result-sheet');
    state.done = 5;
  });

  it('the student and the parent see the published result', async () => {
    after(6);
    const resultPath = `/exam/result/${state.groupId}/${state.taskId}`;
    for (const [who, email] of [
      ['student', STUDENT_A.email],
      ['parent', STUDENT_A.parent.email],
    ] as const) {
      const page = await signedIn(email, 'phone');
      // From the exams list: the exam is finished and its result is out.
      await page.goto('/exam');
      await page.getByRole('link', { name: `Result: ${TITLE}` }).click();
      await waitForPath(page, resultPath);
      await page.getByRole('heading', { level: 1, name: `Result: ${TITLE}` }).waitFor();
      await seeText(page, `${nameOf(STUDENT_A)} · ${CLASS}`);
      await seeText(page, '9.5 / 11');
      await seeText(page, '86.36%');
      await seeText(page, /Good example; name the fraction\./);
      await seeText(page, /Clear reasoning\./);
      await seeText(page, '2.5 / 3');
      // A multiple-choice answer and its key read with the option's text, lettered as the
      // student saw them (options were shuffled, so the letter is that attempt's), and right
      // or wrong in words.
      const mcq = page.getByRole('listitem').filter({ hasText: BANK_MCQ.question });
      await mcq
        .getByText(/^[A-D]\. 1$/)
        .first()
        .waitFor();
      await mcq.getByText('Right', { exact: true }).waitFor();
      await mcq.getByText(/^Answer key:\s*[A-D]\. 1$/).waitFor();
      const fourth = page.getByRole('listitem').filter({ hasText: NEW_MCQ.question });
      await fourth
        .getByText(/^[A-D]\. Four$/)
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      await snap(page, `exam-result-${who}`);
    }
    state.done = 6;
  });
});
