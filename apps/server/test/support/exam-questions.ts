import type { LightMyRequestResponse } from 'fastify';
import type { TestContext } from './app.js';
import { examFormCall, type FormFile } from './exam-helpers.js';
import type { TestProfile } from './factories.js';
import { tinyPng } from './setup-helpers.js';

// Bank questions through their own calls: the question form (multipart, with an image).

/** A real (1×1) PNG: the image check reads its bytes. */
export const PNG = tinyPng();
/** That PNG as the question form's image. */
export const PNG_FILE: FormFile = { name: 'a.png', bytes: PNG };

/** The form of an MCQ with options A to D (C correct), as text fields. */
export function mcqForm(
  groupId: string,
  over: Record<string, string> = {},
): Record<string, string> {
  return {
    groupId,
    questionType: 'MCQ_SINGLE',
    question: 'What is 3/4 of 20?',
    marks: '2',
    questionDifficulty: 'EASY',
    tags: 'fractions, chapter 3',
    questionCategory: 'Mathematics',
    correctAnswer: 'C',
    objectiveOptions: JSON.stringify([
      { title: 'A', text: '5' },
      { title: 'B', text: '10' },
      { title: 'C', text: '15' },
      { title: 'D', text: '20' },
    ]),
    ...over,
  };
}

export function subjectiveForm(
  groupId: string,
  over: Record<string, string> = {},
): Record<string, string> {
  return {
    groupId,
    questionType: 'SUBJECTIVE',
    question: 'Explain why the sky is blue.',
    marks: '5',
    questionDifficulty: 'MODERATE',
    tags: 'light',
    correctAnswer: 'Scattering of sunlight',
    ...over,
  };
}

/** POST (or PUT) rest/examination/question as a multipart form, with an optional image. */
export function sendQuestion(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string>,
  file?: FormFile,
  method: 'POST' | 'PUT' = 'POST',
  /** The institute the caller selected (§7 header): another one's groups are then not found. */
  institute?: string,
) {
  return examFormCall(t, profile, method, 'examination/question', fields, file, { institute });
}

/** The created question's answer body, failing with the server's message otherwise. */
export function saved(res: LightMyRequestResponse) {
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${res.body}`);
  return res.json().data as {
    id: string;
    groupId: string;
    file: string | null;
    correctAnswer: string | null;
    objectiveOptions: { id: string; title: string; text: string; disabled: boolean }[];
    disabled: boolean;
    editable: boolean;
    inPublishedExam: boolean;
    tags: string[];
    marks: number;
  };
}

export async function createdQuestion(
  t: TestContext,
  profile: TestProfile,
  fields: Record<string, string>,
  file?: FormFile,
) {
  return saved(await sendQuestion(t, profile, fields, file));
}
