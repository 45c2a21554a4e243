// bench/exam-day's settings, from the environment (all optional; bench/README.md lists them).

import { adminDatabaseUrl, list, only, positive, type Spread, spread } from '../common/env.js';

export type ExamDayConfig = {
  /** Students per step on PostgreSQL, raised in this order while a step passes. */
  steps: number[];
  /** The same on PGlite (its target is 500). */
  pgliteSteps: number[];
  /** Seconds of one step: the synchronised start within `startSeconds`, then saves to the end. */
  seconds: number;
  startSeconds: number;
  /** PostgreSQL runs with each of these numbers of server processes (PGlite always one). */
  processes: number[];
  spread: Spread;
  /** Keep-alive connections the generator opens to each server address. */
  connections: number;
  /** Seconds of each autocannon measurement (the bare insert route and the real save). */
  ratioSeconds: number;
  only: 'pglite' | 'postgres' | undefined;
  adminDatabaseUrl: string;
  label: string | undefined;
  /** False: print the section instead of adding it to RESULTS.md (trying the harness out). */
  write: boolean;
};

/** The targets on this 2-core machine. */
export const TARGETS = {
  saveP99Ms: 100,
  startP99Ms: 500,
  /** Students on PostgreSQL and on PGlite that must pass. */
  postgresStudents: 10_000,
  pgliteStudents: 500,
} as const;

/** A student saves an answer this often, at its own phase. */
export const SAVE_EVERY_MS = 10_000;
/** A request not answered in this long counts as timed out. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The exam's questions: 6 MCQ_SINGLE then 4 SUBJECTIVE, made once per database. */
export const MCQ_QUESTIONS = 6;
export const SUBJECTIVE_QUESTIONS = 4;
/** The bare insert route's path (baseline.ts; not imported from there: it runs on import). */
export const BASELINE_PATH = '/answer';
/** The whole run stops by itself after this long, whatever it is doing. */
export const DEADLINE_MS = 45 * 60_000;

export function readConfig(): ExamDayConfig {
  const steps = list('BENCH_EXAM_STEPS', [1_000, 2_000, 5_000, 10_000]);
  const seconds = positive('BENCH_EXAM_SECONDS', 90);
  // 60 s of starts and at least three save rounds after the last one; a shorter trial step
  // keeps half of itself for starts.
  const startSeconds = Math.min(60, Math.max(seconds / 2, seconds - 3 * (SAVE_EVERY_MS / 1000)));
  return {
    steps,
    pgliteSteps: list(
      'BENCH_EXAM_PGLITE_STEPS',
      process.env.BENCH_EXAM_STEPS ? steps : [500, 1_000, 2_000, 5_000, 10_000],
    ),
    seconds,
    startSeconds,
    processes: list('BENCH_EXAM_PROCESSES', [1, 2]),
    spread: spread('BENCH_EXAM_SPREAD', 'workers'),
    connections: positive('BENCH_EXAM_CONNECTIONS', 256, true),
    ratioSeconds: positive('BENCH_EXAM_RATIO_SECONDS', 10),
    only: only(),
    adminDatabaseUrl: adminDatabaseUrl(),
    label: process.env.BENCH_EXAM_LABEL || undefined,
    write: process.env.BENCH_EXAM_WRITE !== 'no',
  };
}
