import type { ExamCategory, ExaminationType, ExamJsonConfig } from '@shala/shared';
import type { DemoQuestion } from './exams-bank.js';
import { DEMO_INSTITUTE } from './school.js';

/**
 * The demo school's exams, set by Asha Verma: in Class 5 A one open now (for the next 7 days),
 * one upcoming and one finished, marked and published; in Class 3 A (Aarav) a finished one; in
 * Class 7 B (Diya) a finished one and an open one. Times follow the seed's clock, so a fresh
 * `npm run demo` always has its open exams open.
 */

export type DemoExamPhase = 'open' | 'upcoming' | 'finished';

export type DemoExam = {
  className: string;
  title: string;
  phase: DemoExamPhase;
  /** Upcoming: days after the seed's day; finished: days before it. */
  days: number;
  examinationType: ExaminationType;
  examCategory: ExamCategory;
  config: ExamJsonConfig;
  /** Bank question keys, in the exam's order. */
  questions: string[];
  /** A last line of the instructions, about this exam. */
  note: string;
};

const config = (durationMinutes: number, shuffle: boolean): ExamJsonConfig => ({
  shuffleQuestions: shuffle,
  shuffleOptions: shuffle,
  durationMinutes,
  showAnswersAfterResult: true,
  negativeMarks: 0,
});

export const DEMO_EXAMS: DemoExam[] = [
  {
    className: 'Class 5 A',
    title: 'Weekly Online Test: English, Maths and EVS',
    phase: 'open',
    days: 0,
    examinationType: 'MIXED',
    examCategory: 'UNIT_TEST',
    config: config(30, true),
    questions: [
      'plural',
      'adjective',
      'pastTense',
      'opposite',
      'thirstyCrow',
      'pencils',
      'decimals',
      'waterTank',
      'reptile',
      'thar',
    ],
    note: 'For the written answers, full sentences please; in the maths problem show every step, not only the answer.',
  },
  {
    className: 'Class 5 A',
    title: 'Unit Test 2: EVS and General Knowledge',
    phase: 'upcoming',
    days: 3,
    examinationType: 'MIXED',
    examCategory: 'UNIT_TEST',
    config: config(40, true),
    questions: [
      'wetWaste',
      'soil',
      'coal',
      'nationalAnimal',
      'states',
      'seed',
      'saveWater',
      'roadSafety',
    ],
    note: 'Revise chapters 4 to 6 of your EVS book and the general knowledge sheet given in class.',
  },
  {
    className: 'Class 5 A',
    title: 'Unit Test 1: Mathematics and Science',
    phase: 'finished',
    days: 5,
    examinationType: 'MIXED',
    examCategory: 'UNIT_TEST',
    config: config(45, true),
    questions: [
      'placeValue',
      'halfFraction',
      'perimeter',
      'change',
      'leafFood',
      'heart',
      'evaporation',
      'waterCycle',
    ],
    note: 'Keep a rough sheet and a pencil beside you for the sums.',
  },
  {
    className: 'Class 3 A',
    title: 'Weekly Test: Numbers, Words and Birds',
    phase: 'finished',
    days: 4,
    examinationType: 'OBJECTIVE',
    examCategory: 'CLASS_TEST',
    config: config(20, false),
    questions: ['c3Add', 'c3Times', 'c3Clock', 'c3Vowel', 'c3Rhyme', 'c3Birds', 'c3Senses'],
    note: 'A parent may sit beside you, but please choose the answers yourself.',
  },
  {
    className: 'Class 7 B',
    title: 'Science Unit Test: Nutrition and Heat',
    phase: 'finished',
    days: 6,
    examinationType: 'MIXED',
    examCategory: 'UNIT_TEST',
    config: config(40, true),
    questions: [
      'c7Chlorophyll',
      'c7Parasite',
      'c7Stomata',
      'c7Bile',
      'c7Conduction',
      'c7Photosynthesis',
    ],
    note: 'Write the word equation with an arrow (->) where the answer asks for one.',
  },
  {
    className: 'Class 7 B',
    title: 'Mathematics Practice: Integers and Fractions',
    phase: 'open',
    days: 0,
    examinationType: 'MIXED',
    examCategory: 'PRACTICE',
    config: config(30, true),
    questions: ['c7IntAdd', 'c7IntMul', 'c7Temp', 'c7FracOf', 'c7FracAdd', 'c7Decimal', 'c7Recipe'],
    note: 'This is a practice test: it helps you and your teacher see what to revise before the half-yearly examination.',
  },
];

/** The rules page's first tab, true to the exam's questions and settings. */
export function instructionsOf(exam: DemoExam, questions: DemoQuestion[]): string {
  const objective = questions.filter((q) => q.type === 'MCQ_SINGLE').length;
  const written = questions.length - objective;
  const marks = questions.reduce((sum, q) => sum + q.marks, 0);
  const kinds =
    written === 0
      ? `${objective} multiple-choice questions`
      : `${objective} multiple-choice questions and ${written} written ${written === 1 ? 'answer' : 'answers'}`;
  const lines = [
    `This test has ${questions.length} questions worth ${marks} marks: ${kinds}.`,
    `You have ${exam.config.durationMinutes} minutes from the moment you press Begin, and must finish before the test closes. The clock at the top shows the time left; when it reaches zero, your answers are submitted for you.`,
    'The questions come one at a time. For a multiple-choice question choose one option; for a written answer type in the box. Next Question and Previous Question move between them.',
    ...(exam.config.shuffleQuestions
      ? ['Every student sees the questions and the options in a different order.']
      : []),
    'Your answers are saved as you go. If the internet stops, keep going: your answers are sent when it comes back.',
    'After the last question, Save And Review shows all your answers. You may change any of them, then press Submit Exam.',
    'Do not reload the page or leave full screen during the test.',
    exam.note,
  ];
  return [
    'Read these instructions carefully before you begin.',
    '',
    ...lines.map((line, i) => `${i + 1}. ${line}`),
  ].join('\n');
}

/** The second tab: the non-disclosure agreement the student agrees to. */
export const DEMO_AGREEMENT = [
  'By pressing I Agree, I promise that:',
  '',
  '• I will take this test on my own, without help from anyone, and without books, notes, a calculator or other websites unless my teacher has allowed them.',
  '• I will not copy, photograph, screen-record or share the questions or my answers with anyone, in any way (WhatsApp, social media, tuition classes), during the test or after it.',
  `• I understand that the questions belong to ${DEMO_INSTITUTE.name} and will be used again with other classes.`,
  '• I understand that if I break this promise my test may be cancelled and my parents informed.',
  '',
  'If you do not agree, press I Disagree and speak to your class teacher.',
].join('\n');

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** India Standard Time, UTC+05:30 all year. */
const INDIA_OFFSET = 330 * MINUTE;

/** hh:mm in India on the day `days` after the day of `now` there (negative: before), in UTC. */
export function indiaTime(now: Date, days: number, hours: number, minutes: number): Date {
  const local = new Date(now.getTime() + INDIA_OFFSET);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days);
  return new Date(day + (hours * 60 + minutes) * MINUTE - INDIA_OFFSET);
}

export type ExamTimes = {
  createdAt: Date;
  publishedAt: Date;
  startAt: Date;
  endAt: Date;
  /** A finished exam's: the written answers marked, the attempts evaluated, the results out. */
  marking: {
    markedAt: Date;
    evaluatedAt: Date;
    resultsAt: Date;
    /** The grade change, after the results. */
    changedAt: Date;
  } | null;
};

/**
 * An exam's times from the seed's clock: an open one opened ten minutes ago and closes in 7
 * days; an upcoming one opens at 10:00 (India) `days` ahead; a finished one was sat at 10:00
 * `days` ago, marked the next afternoon, its results out the morning after.
 */
export function examTimes(exam: DemoExam, now: Date): ExamTimes {
  const duration = (exam.config.durationMinutes ?? 60) * MINUTE;
  if (exam.phase === 'finished') {
    const startAt = indiaTime(now, -exam.days, 10, 0);
    const markedAt = indiaTime(now, 1 - exam.days, 16, 0);
    return {
      createdAt: new Date(startAt.getTime() - 3 * DAY),
      publishedAt: new Date(startAt.getTime() - 2 * DAY),
      startAt,
      endAt: new Date(startAt.getTime() + duration + 15 * MINUTE),
      marking: {
        markedAt,
        evaluatedAt: new Date(markedAt.getTime() + 45 * MINUTE),
        resultsAt: indiaTime(now, 2 - exam.days, 9, 0),
        changedAt: indiaTime(now, 3 - exam.days, 11, 30),
      },
    };
  }
  const startAt =
    exam.phase === 'open'
      ? new Date(now.getTime() - 10 * MINUTE)
      : indiaTime(now, exam.days, 10, 0);
  const endAt =
    exam.phase === 'open'
      ? new Date(now.getTime() + 7 * DAY)
      : new Date(startAt.getTime() + duration + 20 * MINUTE);
  const publishedAt = new Date(now.getTime() - (exam.phase === 'open' ? DAY : 2 * 60 * MINUTE));
  return {
    createdAt: new Date(publishedAt.getTime() - DAY),
    publishedAt,
    startAt,
    endAt,
    marking: null,
  };
}
