import { randomInt } from 'node:crypto';
import type { ExamJsonConfig } from '@shala/shared';

/**
 * Each attempt's order of questions and of each question's options, fixed when the attempt is
 * made (at publishing, or at a late joiner's first call), so that a reload, a resume and the
 * review all show the same order, and neighbours in a room see different ones when shuffled.
 */

export type AttemptOrder = {
  questionOrder: string[];
  /** Per exam question id, its option ids; empty when options keep the exam's order. */
  optionOrder: Record<string, string[]>;
};

type Entry = { id: string; optionIds: string[] };

/** Fisher–Yates with a cryptographic source: no student can predict another's order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** A new attempt's order for the exam's questions (in their places), as the config says. */
export function attemptOrder(
  entries: readonly Entry[],
  config: Pick<ExamJsonConfig, 'shuffleQuestions' | 'shuffleOptions'>,
): AttemptOrder {
  const ids = entries.map((e) => e.id);
  const optionOrder: Record<string, string[]> = {};
  if (config.shuffleOptions) {
    for (const entry of entries) {
      if (entry.optionIds.length > 1) optionOrder[entry.id] = shuffled(entry.optionIds);
    }
  }
  return { questionOrder: config.shuffleQuestions ? shuffled(ids) : ids, optionOrder };
}

/**
 * Options in the attempt's order: those it fixed first, then any the exam has that it did not
 * know (an option added later), in the exam's order.
 */
export function orderedOptions<T extends { id: string }>(
  options: readonly T[],
  fixed: readonly string[] | undefined,
): T[] {
  if (!fixed || fixed.length === 0) return [...options];
  const rank = new Map(fixed.map((id, i) => [id, i]));
  return [...options].sort(
    (a, b) => (rank.get(a.id) ?? fixed.length) - (rank.get(b.id) ?? fixed.length),
  );
}
