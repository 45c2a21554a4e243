import type { QuestionDifficulty, QuestionType } from '@shala/shared';

/**
 * The demo's question banks, written as a teacher would: Class 5 A's (exams-bank-class5.ts), a
 * few institute-wide ones (here), and the small banks of Class 3 A and Class 7 B
 * (exams-bank-classes.ts).
 * A question's `key` names it in the exams of exams-plan.ts. MCQ options are titled A, B, C, D
 * in order; their correctAnswer is a title, as the bank stores it.
 */

/** A student's answer to a SUBJECTIVE question, and what the teacher gave it. */
export type DemoWrittenAnswer = {
  text: string;
  /** The share of the question's marks it earned (0 to 1; rounded to halves). */
  share: number;
  remarks: string;
};

export type DemoQuestion = {
  key: string;
  type: QuestionType;
  question: string;
  category: string;
  tags: string[];
  difficulty: QuestionDifficulty;
  marks: number;
  /** MCQ_SINGLE: the options' texts, titled A, B, C … in this order. */
  options: string[];
  /** MCQ_SINGLE: the correct option's title; SUBJECTIVE: the marking guide. */
  correctAnswer: string;
  /** SUBJECTIVE questions of a finished exam: the answers students wrote, best first. */
  written: DemoWrittenAnswer[];
};

type Common = Pick<DemoQuestion, 'key' | 'category' | 'tags' | 'difficulty' | 'marks'>;

export const OPTION_TITLES = ['A', 'B', 'C', 'D'] as const;

export const mcq = (
  common: Common,
  question: string,
  options: [string, string, string, string],
  correct: (typeof OPTION_TITLES)[number],
): DemoQuestion => ({
  ...common,
  type: 'MCQ_SINGLE',
  question,
  options,
  correctAnswer: correct,
  written: [],
});

export const essay = (
  common: Common,
  question: string,
  guide: string,
  written: DemoWrittenAnswer[] = [],
): DemoQuestion => ({
  ...common,
  type: 'SUBJECTIVE',
  question,
  options: [],
  correctAnswer: guide,
  written,
});

/** Questions of the whole institute's bank (any class's exam may use them). */
export const INSTITUTE_BANK: DemoQuestion[] = [
  mcq(
    {
      key: 'nationalAnimal',
      category: 'General Knowledge',
      tags: ['India'],
      difficulty: 'EASY',
      marks: 1,
    },
    'What is the national animal of India?',
    ['Lion', 'Tiger', 'Elephant', 'Peacock'],
    'B',
  ),
  mcq(
    {
      key: 'anthem',
      category: 'General Knowledge',
      tags: ['India', 'history'],
      difficulty: 'MODERATE',
      marks: 1,
    },
    "Who wrote India's national anthem, 'Jana Gana Mana'?",
    ['Bankim Chandra Chatterjee', 'Rabindranath Tagore', 'Sarojini Naidu', 'Subramania Bharati'],
    'B',
  ),
  mcq(
    {
      key: 'states',
      category: 'General Knowledge',
      tags: ['India', 'maps'],
      difficulty: 'DIFFICULT',
      marks: 1,
    },
    'How many states does India have?',
    ['25', '28', '29', '36'],
    'B',
  ),
  essay(
    {
      key: 'roadSafety',
      category: 'Value Education',
      tags: ['safety'],
      difficulty: 'EASY',
      marks: 3,
    },
    'Write three rules of road safety that you follow on your way to school.',
    'Any three: use the zebra crossing, look right-left-right, walk on the footpath, wait for the green signal, wear a seat belt or helmet. One mark each.',
  ),
];
