import { randomUUID } from 'node:crypto';
import { ANSWER_GRACE_SECONDS, type ExamJsonConfig, type SubmittedBy } from '@shala/shared';
import type { DemoQuestion } from './exams-bank.js';
import { OPTION_TITLES } from './exams-bank.js';
import { prng } from './people.js';

/**
 * How the class sat a finished exam: each student's answers (right, wrong or left blank for an
 * MCQ; one of the written answers of the bank, or blank, for a SUBJECTIVE one), their times,
 * and what the teacher gave the written answers. Rohan, Aarav and Diya follow a script, so the
 * demo's story is the same on every run; the generated students follow a seeded ability.
 */

/** An MCQ: right, wrong or blank; a SUBJECTIVE: the index of the written answer, or blank. */
export type Choice = 'right' | 'wrong' | 'blank' | number;
export type Script = Record<string, Choice>;

/** The named students' answers in the finished exams (by exam title, then question key). */
export const DEMO_SCRIPTS: Record<string, { who: NamedSitter; choices: Script }> = {
  'Unit Test 1: Mathematics and Science': {
    who: 'rohan',
    choices: {
      placeValue: 'right',
      halfFraction: 'wrong',
      perimeter: 'right',
      change: 1,
      leafFood: 'right',
      heart: 'right',
      evaporation: 'right',
      waterCycle: 0,
    },
  },
  'Weekly Test: Numbers, Words and Birds': {
    who: 'aarav',
    choices: { c3Clock: 'wrong' },
  },
  'Science Unit Test: Nutrition and Heat': {
    who: 'diya',
    choices: { c7Bile: 'wrong', c7Photosynthesis: 1 },
  },
};

export type NamedSitter = 'rohan' | 'aarav' | 'diya';

/**
 * The one change of marks after evaluation: Asha first gave Rohan's water cycle 2 of 3, and on
 * his asking re-read it and gave full marks, with the reason in the grade-change log.
 */
export const DEMO_GRADE_CHANGE = {
  exam: 'Unit Test 1: Mathematics and Science',
  who: 'rohan' as NamedSitter,
  question: 'waterCycle',
  marksBefore: 2,
  remarksBefore: 'Good, but explain how the clouds form.',
  reason: "Re-checked at Rohan's request: his second sentence does explain condensation.",
};

export type SittingEntry = { id: string; question: DemoQuestion; optionIds: string[] };

export type SatAttempt = {
  id: string;
  profileId: string;
  questionOrder: string[];
  optionOrder: Record<string, string[]>;
  agreedAt: Date;
  startedAt: Date;
  endsAt: Date;
  submittedAt: Date;
  submittedBy: SubmittedBy;
  lastSeenAt: Date;
};

export type SatAnswer = {
  attemptId: string;
  examQuestionId: string;
  profileId: string;
  answer: string;
  savedAt: Date;
  /** SUBJECTIVE answers: what the teacher gave (MCQs are graded by the exam module). */
  marks: number | null;
  remarks: string | null;
};

/** Marks for a written answer: its share of the question's marks, to the half mark. */
export const writtenMarks = (question: DemoQuestion, index: number): number =>
  Math.round((question.written[index]?.share ?? 0) * question.marks * 2) / 2;

type Sitter = {
  profileId: string;
  order: { questionOrder: string[]; optionOrder: Record<string, string[]> };
  /** The script's choices; a generated student has none and answers by ability. */
  script: Script | null;
};

type Window = { startAt: Date; endAt: Date; config: ExamJsonConfig };

const MINUTE = 60_000;

/**
 * Every sitter's attempt and answers. `end` computes a student's own end (the exam module's
 * rule); the third generated student ran out of time and was submitted by the server.
 */
export function sitExam(
  seed: number,
  window: Window,
  entries: SittingEntry[],
  sitters: Sitter[],
  end: (startedAt: Date) => Date,
): { attempts: SatAttempt[]; answers: SatAnswer[] } {
  const random = prng(seed);
  const duration = (window.config.durationMinutes ?? 60) * MINUTE;
  const attempts: SatAttempt[] = [];
  const answers: SatAnswer[] = [];
  let generated = 0;
  sitters.forEach((sitter, i) => {
    const ability = sitter.script ? 1 : 0.35 + 0.6 * random();
    const byServer = !sitter.script && generated++ === 2;
    const agreedAt = new Date(window.startAt.getTime() + (1 + (i % 4)) * MINUTE + i * 7_000);
    const startedAt = new Date(agreedAt.getTime() + 40_000);
    const endsAt = end(startedAt);
    const submittedAt = byServer
      ? new Date(endsAt.getTime() + ANSWER_GRACE_SECONDS * 1000)
      : new Date(startedAt.getTime() + duration * (0.55 + 0.4 * random()));
    const id = randomUUID();
    const order = sitter.order.questionOrder;
    const lastWork = byServer ? endsAt : submittedAt;
    order.forEach((entryId, k) => {
      const entry = entries.find((e) => e.id === entryId);
      // Whoever ran out of time never reached the last question: the sheet always has a blank,
      // whatever order the shuffle gave the others.
      if (!entry || (byServer && k === order.length - 1)) return;
      const choice = usable(
        entry.question,
        sitter.script
          ? (sitter.script[entry.question.key] ?? 'right')
          : generatedChoice(entry.question, ability, random),
      );
      const text = answerText(entry.question, choice, random);
      if (text === null) return;
      const written = typeof choice === 'number' ? entry.question.written[choice] : undefined;
      answers.push({
        attemptId: id,
        examQuestionId: entry.id,
        profileId: sitter.profileId,
        answer: text,
        savedAt: new Date(
          startedAt.getTime() +
            ((k + 1) / (order.length + 1)) * (lastWork.getTime() - startedAt.getTime()),
        ),
        marks: typeof choice === 'number' ? writtenMarks(entry.question, choice) : null,
        remarks: written?.remarks ?? null,
      });
    });
    attempts.push({
      id,
      profileId: sitter.profileId,
      ...sitter.order,
      agreedAt,
      startedAt,
      endsAt,
      submittedAt,
      submittedBy: byServer ? 'SERVER' : 'STUDENT',
      lastSeenAt: lastWork,
    });
  });
  return { attempts, answers };
}

/** The choice as the question can take it: a written answer it has (the best for 'right'). */
function usable(question: DemoQuestion, choice: Choice): Choice {
  if (question.type === 'MCQ_SINGLE' || choice === 'blank') return choice;
  if (question.written.length === 0) return 'blank';
  return typeof choice === 'number' ? Math.min(choice, question.written.length - 1) : 0;
}

function generatedChoice(question: DemoQuestion, ability: number, random: () => number): Choice {
  const r = random();
  if (question.type === 'MCQ_SINGLE') {
    if (r < ability) return 'right';
    return r < ability + (1 - ability) * 0.85 ? 'wrong' : 'blank';
  }
  const quality = ability + (r - 0.5) * 0.3;
  if (quality > 0.75) return 0;
  if (quality > 0.55) return 1;
  if (quality > 0.35) return 2;
  return 'blank';
}

/** The text saved: an option's title for an MCQ, the written answer otherwise; null: none. */
function answerText(question: DemoQuestion, choice: Choice, random: () => number): string | null {
  if (choice === 'blank') return null;
  if (question.type === 'MCQ_SINGLE') {
    if (choice !== 'wrong') return question.correctAnswer;
    const wrong = OPTION_TITLES.filter((t) => t !== question.correctAnswer);
    return wrong[Math.floor(random() * wrong.length)] ?? null;
  }
  return typeof choice === 'number' ? (question.written[choice]?.text ?? null) : null;
}
