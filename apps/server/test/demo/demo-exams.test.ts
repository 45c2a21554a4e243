import { questionFormSchema } from '@shala/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  academicTasks,
  accounts,
  auditEvents,
  examAnswers,
  examAttempts,
  examConfigs,
  examGradeChanges,
  examQuestionEntries,
  examQuestionOptions,
  examQuestions,
  groups,
  userProfiles,
} from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/demo/seed.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's exams (issue 10, deliverable 7; README "npm run demo"), read from the tables.

const t = useTestApp();
const db = () => t.app.deps.database.db;
const seed = () => seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function school() {
  const [institute] = await db().select().from(groups).where(eq(groups.name, 'Demo Public School'));
  if (!institute) throw new Error('no demo school');
  const classes = await db().select().from(groups).where(eq(groups.superGroupId, institute.id));
  const classId = (name: string) => classes.find((c) => c.name === name)?.id as string;
  return { institute, classId };
}

async function profileOf(username: string, firstName?: string) {
  const rows = await db()
    .select({
      id: userProfiles.id,
      firstName: userProfiles.firstName,
      isDefault: userProfiles.isDefault,
    })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(eq(accounts.username, username));
  const found = rows.find((r) => (firstName ? r.firstName === firstName : r.isDefault));
  return found?.id as string;
}

/** The class's exams as open, upcoming and finished at the seed's time. */
async function examsOf(classId: string) {
  const now = t.clock.now();
  const tasks = await db().select().from(academicTasks).where(eq(academicTasks.groupId, classId));
  return {
    open: tasks.filter((task) => task.startAt <= now && now < task.endAt),
    upcoming: tasks.filter((task) => now < task.startAt),
    finished: tasks.filter((task) => task.endAt <= now),
  };
}

async function sittingOf(taskId: string) {
  const [attempts, answers, entries] = await Promise.all([
    db().select().from(examAttempts).where(eq(examAttempts.academicTaskId, taskId)),
    db().select().from(examAnswers).where(eq(examAnswers.academicTaskId, taskId)),
    db()
      .select({ entry: examQuestionEntries, type: examQuestions.questionType })
      .from(examQuestionEntries)
      .innerJoin(examQuestions, eq(examQuestions.id, examQuestionEntries.questionId))
      .where(eq(examQuestionEntries.academicTaskId, taskId)),
  ]);
  return { attempts, answers, entries };
}

/** Every attempt evaluated, its total the sum of its answers' marks, the results out. */
async function expectMarkedAndPublished(task: typeof academicTasks.$inferSelect, takers: number) {
  expect(task.status).toBe('RESULTS_PUBLISHED');
  expect(task.resultsPublishedAt?.getTime()).toBeLessThan(t.clock.now().getTime());
  const { attempts, answers, entries } = await sittingOf(task.id);
  expect(attempts).toHaveLength(takers);
  for (const attempt of attempts) {
    expect(attempt.status).toBe('EVALUATED');
    expect(attempt.submittedAt?.getTime()).toBeLessThanOrEqual(task.endAt.getTime());
    const own = answers.filter((a) => a.attemptId === attempt.id);
    const sum = own.reduce((total, a) => total + (a.marks ?? 0), 0);
    expect(attempt.total).toBeCloseTo(sum, 2);
    expect(attempt.evaluatedAt?.getTime()).toBeLessThanOrEqual(
      task.resultsPublishedAt?.getTime() ?? 0,
    );
  }
  const typeOf = new Map(entries.map((e) => [e.entry.id, e.type]));
  const maximum = new Map(entries.map((e) => [e.entry.id, e.entry.maximumMarks]));
  for (const answer of answers) {
    // MCQs graded (full marks or none), written answers marked with remarks.
    expect(answer.marks).not.toBeNull();
    if (typeOf.get(answer.examQuestionId) === 'MCQ_SINGLE') {
      expect([0, maximum.get(answer.examQuestionId)]).toContain(answer.marks);
    } else {
      expect(answer.remarks).toBeTruthy();
      expect(answer.markedByProfileId).toBe(await profileOf('asha_verma'));
    }
  }
  return { attempts, answers, entries };
}

describe('npm run demo: the exams', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it("gives Class 5 A a bank of realistic questions, with a few of the institute's", async () => {
    await demoSchool(t);
    const { institute, classId } = await school();
    const questions = await db()
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.groupId, classId('Class 5 A')));
    expect(questions.length).toBeGreaterThanOrEqual(20);
    expect(new Set(questions.map((q) => q.questionType))).toEqual(
      new Set(['MCQ_SINGLE', 'SUBJECTIVE']),
    );
    expect(new Set(questions.map((q) => q.difficulty))).toEqual(
      new Set(['EASY', 'MODERATE', 'DIFFICULT']),
    );
    expect(new Set(questions.map((q) => q.category))).toEqual(
      new Set(['English', 'Mathematics', 'Science', 'EVS']),
    );
    const wide = await db()
      .select({ n: count() })
      .from(examQuestions)
      .where(eq(examQuestions.groupId, institute.id));
    expect(wide[0]?.n).toBeGreaterThanOrEqual(3);

    // Every question of every bank is one the question form would accept, MCQs with 4 options.
    const all = await db()
      .select()
      .from(examQuestions)
      .where(eq(examQuestions.instituteId, institute.id));
    const options = await db()
      .select()
      .from(examQuestionOptions)
      .where(eq(examQuestionOptions.instituteId, institute.id));
    for (const q of all) {
      const own = options
        .filter((o) => o.questionId === q.id)
        .sort((a, b) => a.position - b.position);
      if (q.questionType === 'MCQ_SINGLE')
        expect(own.map((o) => o.title)).toEqual(['A', 'B', 'C', 'D']);
      const form = questionFormSchema.safeParse({
        groupId: q.groupId,
        tags: q.tags,
        questionCategory: q.category ?? undefined,
        questionType: q.questionType,
        question: q.question,
        marks: q.marks,
        questionDifficulty: q.difficulty,
        correctAnswer: q.correctAnswer ?? undefined,
        objectiveOptions: own.map((o) => ({ title: o.title, text: o.text })),
      });
      expect(form.success, `${q.question}: ${form.error?.message}`).toBe(true);
      expect(q.tags.length).toBeGreaterThan(0);
    }
  });

  it('has in Class 5 A one exam open now for 7 days, one upcoming and one finished', async () => {
    await demoSchool(t);
    const { classId } = await school();
    const now = t.clock.now().getTime();
    const { open, upcoming, finished } = await examsOf(classId('Class 5 A'));
    expect([open.length, upcoming.length, finished.length]).toEqual([1, 1, 1]);

    const [live] = open;
    if (!live) throw new Error('no open exam');
    expect(live.status).toBe('PUBLISHED');
    expect(now - live.startAt.getTime()).toBeGreaterThan(0);
    expect(now - live.startAt.getTime()).toBeLessThanOrEqual(15 * MINUTE);
    expect(live.endAt.getTime() - now).toBe(7 * DAY);
    expect(live.instructions.length).toBeGreaterThan(300);
    expect(live.agreement).toMatch(/I Agree/);
    const [config] = await db()
      .select()
      .from(examConfigs)
      .where(eq(examConfigs.academicTaskId, live.id));
    expect(config?.jsonConfig).toMatchObject({
      durationMinutes: 30,
      shuffleQuestions: true,
      shuffleOptions: true,
    });
    const sitting = await sittingOf(live.id);
    expect(sitting.entries.length).toBeGreaterThanOrEqual(8);
    expect(sitting.entries.length).toBeLessThanOrEqual(10);
    expect(new Set(sitting.entries.map((e) => e.type))).toEqual(
      new Set(['MCQ_SINGLE', 'SUBJECTIVE']),
    );
    // Published: every student of the class (Rohan and 13 more) has an attempt in its own order.
    expect(sitting.attempts.length).toBeGreaterThanOrEqual(14);
    expect(sitting.attempts.every((a) => a.status === 'NOT_STARTED')).toBe(true);
    expect(sitting.attempts.map((a) => a.profileId)).toContain(await profileOf('rohan_mehta'));
    expect(new Set(sitting.attempts.map((a) => a.questionOrder.join())).size).toBeGreaterThan(1);
    expect(Object.keys(sitting.attempts[0]?.optionOrder ?? {}).length).toBeGreaterThan(0);

    const [next] = upcoming;
    expect(next?.status).toBe('PUBLISHED');
    expect((next?.startAt.getTime() ?? 0) - now).toBeGreaterThan(2 * DAY);
    expect((next?.startAt.getTime() ?? 0) - now).toBeLessThanOrEqual(3 * DAY);
    expect((await sittingOf(next?.id as string)).attempts).toHaveLength(sitting.attempts.length);

    const [done] = finished;
    if (!done) throw new Error('no finished exam');
    const marked = await expectMarkedAndPublished(done, sitting.attempts.length);
    // Plausible: some answers wrong, some left blank, one attempt finalised by the server.
    expect(marked.answers.some((a) => a.marks === 0)).toBe(true);
    expect(marked.answers.length).toBeLessThan(marked.attempts.length * marked.entries.length);
    expect(marked.attempts.some((a) => a.submittedBy === 'SERVER')).toBe(true);
    // One change of marks after evaluation, with its reason, on Rohan's attempt.
    const changes = await db()
      .select()
      .from(examGradeChanges)
      .where(
        inArray(
          examGradeChanges.attemptId,
          marked.attempts.map((a) => a.id),
        ),
      );
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      oldMarks: 2,
      newMarks: 3,
      reason: expect.stringMatching(/condensation/),
    });
    expect(changes[0]?.changedAt.getTime()).toBeGreaterThan(
      done.resultsPublishedAt?.getTime() ?? 0,
    );
    const rohanId = await profileOf('rohan_mehta');
    const rohan = marked.attempts.find((a) => a.profileId === rohanId);
    expect(changes[0]?.attemptId).toBe(rohan?.id);
    // His script: 7 of 8 in the MCQs, 2 of 3 for the change sum, the water cycle raised to 3.
    expect(rohan?.total).toBe(12);
    // Asha published and evaluated them: the audit log says so, at the exam's own times.
    const evaluated = await db()
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'exam.evaluated'),
          eq(auditEvents.actorProfileId, await profileOf('asha_verma')),
        ),
      );
    expect(evaluated.length).toBeGreaterThanOrEqual(marked.attempts.length);
  });

  it("has a finished, published exam in Aarav's and Diya's classes, and an open one in Diya's", async () => {
    await demoSchool(t);
    const { classId } = await school();
    const third = await examsOf(classId('Class 3 A'));
    const seventh = await examsOf(classId('Class 7 B'));
    expect([third.open.length, third.upcoming.length, third.finished.length]).toEqual([0, 0, 1]);
    expect([seventh.open.length, seventh.upcoming.length, seventh.finished.length]).toEqual([
      1, 0, 1,
    ]);
    for (const [task, child] of [
      [third.finished[0], 'Aarav'],
      [seventh.finished[0], 'Diya'],
    ] as const) {
      if (!task) throw new Error('no finished exam');
      const { attempts } = await sittingOf(task.id);
      await expectMarkedAndPublished(task, attempts.length);
      expect(attempts.length).toBeGreaterThanOrEqual(14);
      expect(attempts.map((a) => a.profileId)).toContain(await profileOf('priya_sharma', child));
    }
  });

  it('adds no exam when run again', async () => {
    expect((await demoSchool(t)).exams).toBe(6);
    const before = await examCounts();
    const again = await seed();
    expect(again).toMatchObject({ school: 'exists', exams: 0 });
    expect(await examCounts()).toEqual(before);
  });

  it('adds the exams once to a demo school seeded before it had them', async () => {
    await demoSchool(t);
    const { institute } = await school();
    const before = await examCounts();
    // The school as an older `npm run demo` left it: no exams, no question bank.
    await db().delete(academicTasks).where(eq(academicTasks.instituteId, institute.id));
    await db().delete(examQuestions).where(eq(examQuestions.instituteId, institute.id));
    expect(await examCounts()).toEqual(before.map(() => 0));

    const upgraded = await seed();
    expect(upgraded).toMatchObject({ school: 'exists', students: 0, exams: 6 });
    expect(await examCounts()).toEqual(before);
    const { classId } = await school();
    const { open, upcoming, finished } = await examsOf(classId('Class 5 A'));
    expect([open.length, upcoming.length, finished.length]).toEqual([1, 1, 1]);
    expect((await seed()).exams).toBe(0);
    expect(await examCounts()).toEqual(before);
  });
});

/** Rows of the exam tables whose number does not depend on who answered what. */
async function examCounts() {
  const tables = [
    examQuestions,
    examQuestionOptions,
    academicTasks,
    examConfigs,
    examQuestionEntries,
    examAttempts,
    examGradeChanges,
  ];
  return Promise.all(
    tables.map(async (table) => (await db().select({ n: count() }).from(table))[0]?.n ?? 0),
  );
}
