// The teacher's part of an exam day, through the real calls (not measured, but timed): a bank of
// 6 MCQ_SINGLE and 4 SUBJECTIVE questions per exam hall, then per step a fresh exam of that hall
// (academic task, its config, the ten questions placed in it), published (which makes one
// attempt per student of the hall: the publish is timed and reported), and every student's
// agreement to the rules, spread over a few seconds before the synchronised start.

import { performance } from 'node:perf_hooks';
import { api, headersOf, unwrap } from './api.js';
import { MCQ_QUESTIONS, SUBJECTIVE_QUESTIONS } from './config.js';
import type { ExamHall, Person } from './seed.js';

export type QuestionType = 'MCQ_SINGLE' | 'SUBJECTIVE';

/** A question placed in an exam: the entry's id (an answer's questionId) and what answers it. */
export type ExamEntry = { id: string; type: QuestionType; titles: string[] };

export type Exam = {
  classId: string;
  academicTaskId: string;
  entries: Map<string, ExamEntry>;
  /** Milliseconds the publish call took, and the attempts it made (the hall's students). */
  publishMs: number;
  attempts: number;
};

type BankQuestion = { id: string; type: QuestionType; titles: string[] };

const OPTIONS = ['A', 'B', 'C', 'D'];
const DIFFICULTIES = ['EASY', 'MODERATE', 'DIFFICULT'] as const;
/** Students agreeing at once before a step (set-up, not load). */
const AGREE_PARALLEL = 32;

const idOf = (body: unknown): string => {
  const data = unwrap<{ id?: unknown }>(body);
  if (!data || typeof data.id !== 'string') {
    throw new Error(`a create answered without an id: ${JSON.stringify(body).slice(0, 300)}`);
  }
  return data.id;
};

/** One teacher for one database: the banks made so far (per class), the exams published. */
export class ExamSetter {
  private readonly banks = new Map<string, BankQuestion[]>();
  private exams = 0;

  constructor(private readonly hall: ExamHall) {}

  private headers(classId: string) {
    return headersOf(this.hall.teacher, this.hall, classId);
  }

  /** The hall's ten bank questions, made on first need (a database keeps them across setups). */
  private async bank(origin: string, classId: string): Promise<BankQuestion[]> {
    const made = this.banks.get(classId);
    if (made) return made;
    const questions: BankQuestion[] = [];
    for (let k = 0; k < MCQ_QUESTIONS + SUBJECTIVE_QUESTIONS; k += 1) {
      const type: QuestionType = k < MCQ_QUESTIONS ? 'MCQ_SINGLE' : 'SUBJECTIVE';
      const form = new FormData();
      form.set('groupId', classId);
      form.set('tags', 'bench,exam day');
      form.set('questionCategory', 'Bench');
      form.set('questionType', type);
      form.set('questionDifficulty', DIFFICULTIES[k % DIFFICULTIES.length] as string);
      if (type === 'MCQ_SINGLE') {
        form.set('question', `Bench question ${k + 1}: which of these is ${k + 2} squared?`);
        form.set('marks', '2');
        form.set(
          'objectiveOptions',
          JSON.stringify(OPTIONS.map((title, i) => ({ title, text: String((k + 2 + i) ** 2) }))),
        );
        form.set('correctAnswer', 'A');
      } else {
        form.set('question', `Bench question ${k + 1}: explain, in a few sentences, why it rains.`);
        form.set('marks', '5');
        form.set('correctAnswer', 'Evaporation, condensation, precipitation.');
      }
      const body = await api(origin, 'POST', '/rest/examination/question', this.headers(classId), {
        query: { groupId: classId },
        form,
      });
      questions.push({ id: idOf(body), type, titles: type === 'MCQ_SINGLE' ? OPTIONS : [] });
    }
    this.banks.set(classId, questions);
    return questions;
  }

  /** A fresh exam of the hall of `students`, open from now for an hour, published. */
  async publishExam(origin: string, students: number): Promise<Exam> {
    const classId = this.hall.classes.get(students);
    if (!classId) throw new Error(`no exam hall of ${students} students was written`);
    const headers = this.headers(classId);
    const bank = await this.bank(origin, classId);
    this.exams += 1;
    const now = Date.now();
    const task = await api(origin, 'POST', '/rest/academic/task', headers, {
      json: {
        groupId: classId,
        title: `Exam day ${this.exams}: ${students} students`,
        instructions: 'Answer every question. Your answers are saved as you go.',
        agreement: 'I will not share the questions of this exam with anyone.',
        startDateTime: new Date(now).toISOString(),
        endDateTime: new Date(now + 60 * 60_000).toISOString(),
      },
    });
    const academicTaskId = idOf(task);
    await api(origin, 'POST', '/rest/exam/config', headers, {
      json: {
        groupId: classId,
        academicTaskId,
        examinationType: 'MIXED',
        examCategory: 'CLASS_TEST',
        jsonConfig: { durationMinutes: 60 },
      },
    });
    const entries = new Map<string, ExamEntry>();
    for (const question of bank) {
      const entry = await api(origin, 'POST', '/rest/examination/exam/question', headers, {
        json: { groupId: classId, academicTaskId, questionId: question.id },
      });
      entries.set(idOf(entry), { id: idOf(entry), type: question.type, titles: question.titles });
    }
    const started = performance.now();
    await api(origin, 'POST', '/rest/academic/task/publish', headers, {
      json: { groupId: classId, id: academicTaskId },
    });
    const publishMs = performance.now() - started;
    return { classId, academicTaskId, entries, publishMs, attempts: students };
  }
}

/**
 * Every student of `students` agrees to the exam's rules (POST rest/examination/start/accept), a
 * few at a time; student i through origins[i % origins.length]. Answers the seconds it took.
 */
export async function agreeAll(
  origins: string[],
  hall: ExamHall,
  students: Person[],
  exam: Exam,
): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: AGREE_PARALLEL }, async () => {
      for (let i = next++; i < students.length; i = next++) {
        const origin = origins[i % origins.length] as string;
        await api(
          origin,
          'POST',
          '/rest/examination/start/accept',
          headersOf(students[i] as Person, hall, exam.classId),
          { json: { academicTaskId: exam.academicTaskId, groupId: exam.classId } },
        );
      }
    }),
  );
  return (performance.now() - started) / 1000;
}
