import { ATTEMPT_STATUSES, type AttemptStatus } from '../constants/exams.js';

/**
 * How far a class has got with an exam, counted by one rule wherever it is shown (the Publish
 * tab, the Students tab): an attempt counts at every stage it has passed, so an evaluated attempt
 * has also started and been submitted (a finalised one is submitted, by the server or a teacher).
 */
export type AttemptCounts = {
  /** Every attempt of the exam (one per student of the class). */
  total: number;
  /** Started at some time: writing now, submitted, finalised or evaluated. */
  started: number;
  /** Writing now (started, not yet submitted or finalised). */
  writing: number;
  /** Submitted or finalised, evaluated or not. */
  submitted: number;
  /** Evaluated (its results are published with the exam's). */
  evaluated: number;
};

const rank = (status: AttemptStatus) => ATTEMPT_STATUSES.indexOf(status);
const STARTED = rank('STARTED');
const SUBMITTED = rank('SUBMITTED');

/** The counts of an exam's attempts, from how many are at each status. */
export function countAttempts(
  byStatus: Iterable<readonly [AttemptStatus, number]> | readonly AttemptStatus[],
): AttemptCounts {
  const counts: AttemptCounts = { total: 0, started: 0, writing: 0, submitted: 0, evaluated: 0 };
  for (const item of byStatus) {
    const [status, n] = typeof item === 'string' ? [item, 1] : item;
    counts.total += n;
    if (rank(status) >= STARTED) counts.started += n;
    if (status === 'STARTED') counts.writing += n;
    if (rank(status) >= SUBMITTED) counts.submitted += n;
    if (status === 'EVALUATED') counts.evaluated += n;
  }
  return counts;
}
