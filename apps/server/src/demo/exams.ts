import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { academicTasks, examQuestionOptions, examQuestions, groups } from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import {
  findAccountByUsername,
  findDefaultProfile,
  profilesOfAccount,
} from '../modules/people/index.js';
import { type DemoQuestion, INSTITUTE_BANK, OPTION_TITLES } from './exams-bank.js';
import { CLASS_5_BANK } from './exams-bank-class5.js';
import { CLASS_3_BANK, CLASS_7_BANK } from './exams-bank-classes.js';
import { DEMO_EXAMS, examTimes } from './exams-plan.js';
import type { NamedSitter } from './exams-sittings.js';
import { type BankEntry, type ExamSetting, writeExam } from './exams-write.js';
import { DEMO_STUDENTS, TEACHER_CLASS } from './school.js';

/**
 * The demo school's exams (README): question banks and seven published exams set by Asha Verma,
 * in the seed's transaction for a new school, or once for a school seeded before exams existed.
 */

export type DemoExamsAt = {
  instituteId: string;
  sessionId: string | null;
  /** A class of the school by name; undefined when it is gone (a changed, older demo). */
  classId: (name: string) => string | undefined;
};

/** Which bank each class (or, null, the institute) holds. */
const BANKS: { className: string | null; questions: DemoQuestion[] }[] = [
  { className: TEACHER_CLASS, questions: CLASS_5_BANK },
  { className: null, questions: INSTITUTE_BANK },
  { className: DEMO_STUDENTS.aarav.className, questions: CLASS_3_BANK },
  { className: DEMO_STUDENTS.diya.className, questions: CLASS_7_BANK },
];

const DAY = 24 * 60 * 60_000;

/** Writes the banks and the exams; answers how many exams it wrote. */
export async function seedExams(tx: Tx, clock: Clock, at: DemoExamsAt): Promise<number> {
  const now = clock.now();
  const teacher = await namedProfile(tx, 'asha_verma');
  const bank = await writeBanks(tx, at, teacher.profileId, now);
  const named = await namedSitters(tx);
  let written = 0;
  for (const [n, exam] of DEMO_EXAMS.entries()) {
    const classId = at.classId(exam.className);
    if (!classId) continue;
    const setting: ExamSetting = {
      instituteId: at.instituteId,
      classId,
      sessionId: at.sessionId,
      teacher: { ...teacher, ip: null },
      named,
      bank,
      seed: 5000 + n,
    };
    await writeExam(tx, setting, exam, examTimes(exam, now));
    written += 1;
  }
  return written;
}

/**
 * For a demo school seeded before it had exams: adds them once, when Class 5 A has no exam
 * (academic task) yet. Answers how many exams it wrote (0: there were some already).
 */
export async function addMissingDemoExams(
  db: Db,
  clock: Clock,
  instituteId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [institute] = await tx
      .select({ activeSessionId: groups.activeSessionId })
      .from(groups)
      .where(eq(groups.id, instituteId));
    const classes = await tx
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(eq(groups.superGroupId, instituteId));
    const teacherClass = classes.find((c) => c.name === TEACHER_CLASS);
    if (!institute || !teacherClass) return 0;
    // Two demo runs at once on PostgreSQL: the second waits here, then finds the exams.
    await tx
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, teacherClass.id))
      .for('update');
    const [tasks] = await tx
      .select({ n: count() })
      .from(academicTasks)
      .where(eq(academicTasks.groupId, teacherClass.id));
    if ((tasks?.n ?? 0) > 0) return 0;
    return seedExams(tx, clock, {
      instituteId,
      sessionId: institute.activeSessionId,
      classId: (name) => classes.find((c) => c.name === name)?.id,
    });
  });
}

/** The banks' questions and options, in two inserts; by question key. */
async function writeBanks(
  tx: Tx,
  at: DemoExamsAt,
  authorProfileId: string,
  now: Date,
): Promise<Map<string, BankEntry>> {
  const bank = new Map<string, BankEntry>();
  const questions: (typeof examQuestions.$inferInsert)[] = [];
  const options: (typeof examQuestionOptions.$inferInsert)[] = [];
  for (const { className, questions: list } of BANKS) {
    const groupId = className === null ? at.instituteId : at.classId(className);
    if (!groupId) continue;
    list.forEach((q, i) => {
      const id = randomUUID();
      // Written over the weeks before the first exam.
      const createdAt = new Date(now.getTime() - (21 - Math.floor(i / 3)) * DAY);
      questions.push({
        id,
        instituteId: at.instituteId,
        groupId,
        questionType: q.type,
        question: q.question,
        tags: q.tags,
        category: q.category,
        difficulty: q.difficulty,
        marks: q.marks,
        correctAnswer: q.correctAnswer,
        createdByProfileId: authorProfileId,
        createdAt,
        updatedAt: createdAt,
      });
      const optionIds = q.options.map((text, position) => {
        const optionId = randomUUID();
        options.push({
          id: optionId,
          instituteId: at.instituteId,
          groupId,
          questionId: id,
          title: OPTION_TITLES[position] as string,
          text,
          position,
        });
        return optionId;
      });
      bank.set(q.key, { id, question: q, optionIds });
    });
  }
  if (questions.length > 0) await tx.insert(examQuestions).values(questions);
  if (options.length > 0) await tx.insert(examQuestionOptions).values(options);
  return bank;
}

async function namedProfile(tx: Tx, username: string) {
  const account = await findAccountByUsername(tx, username);
  const profile = account && (await findDefaultProfile(tx, account.id));
  if (!account || !profile) throw new Error(`demo account ${username} is missing`);
  return { accountId: account.id, profileId: profile.id };
}

/** Rohan, and Priya's children Aarav and Diya (linked profiles of her account). */
async function namedSitters(tx: Tx): Promise<Map<NamedSitter, string>> {
  const named = new Map<NamedSitter, string>();
  named.set('rohan', (await namedProfile(tx, 'rohan_mehta')).profileId);
  const priya = await findAccountByUsername(tx, 'priya_sharma');
  for (const profile of priya ? await profilesOfAccount(tx, priya.id) : []) {
    if (profile.firstName === DEMO_STUDENTS.aarav.firstName) named.set('aarav', profile.id);
    if (profile.firstName === DEMO_STUDENTS.diya.firstName) named.set('diya', profile.id);
  }
  return named;
}
