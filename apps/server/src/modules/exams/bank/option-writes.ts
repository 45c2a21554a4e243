import type { ObjectiveOptionInput } from '@shala/shared';
import type { Queryable } from '../../../db/client.js';
import {
  deleteOptions,
  insertOptions,
  type NewOption,
  optionsOf,
  updateOption,
} from './option-queries.js';
import type { QuestionRow } from './question-queries.js';

/** New option rows of a question, in the order given. */
export function optionValues(
  question: Pick<QuestionRow, 'id' | 'instituteId' | 'groupId'>,
  options: ObjectiveOptionInput[],
  firstPosition = 0,
): NewOption[] {
  return options.map((option, i) => ({
    instituteId: question.instituteId,
    groupId: question.groupId,
    questionId: question.id,
    title: option.title,
    text: option.text,
    position: firstPosition + i,
  }));
}

/**
 * The question's options become `given`, in that order. An option whose title stays keeps its
 * id and its place in the attempts' shuffled orders (saved answers name it by its title), takes
 * the new text and is enabled again; new titles are added; the others are deleted, or, in a
 * published exam whose attempts may name them, disabled and moved after the rest.
 */
export async function replaceOptions(
  tx: Queryable,
  instituteId: string,
  question: QuestionRow,
  given: ObjectiveOptionInput[],
  published: boolean,
): Promise<void> {
  const existing = await optionsOf(tx, [question.id]);
  const byTitle = new Map(existing.map((o) => [o.title, o]));
  const kept = new Set<string>();
  const fresh: ObjectiveOptionInput[] = [];
  const freshPositions: number[] = [];
  for (const [position, option] of given.entries()) {
    const same = byTitle.get(option.title);
    if (same) {
      kept.add(same.id);
      if (same.text !== option.text || same.position !== position || same.disabled) {
        await updateOption(tx, instituteId, same.id, {
          text: option.text,
          position,
          disabled: false,
        });
      }
    } else {
      fresh.push(option);
      freshPositions.push(position);
    }
  }
  const gone = existing.filter((o) => !kept.has(o.id));
  if (published) {
    for (const [i, option] of gone.entries()) {
      await updateOption(tx, instituteId, option.id, {
        disabled: true,
        position: given.length + i,
      });
    }
  } else {
    await deleteOptions(
      tx,
      instituteId,
      gone.map((o) => o.id),
    );
  }
  await insertOptions(
    tx,
    optionValues(question, fresh).map((row, i) => ({ ...row, position: freshPositions[i] ?? 0 })),
  );
}
