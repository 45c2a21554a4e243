import {
  type BankQuestion,
  type BankQuestionList,
  type ObjectiveOption,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  questionFileUrl,
} from '@shala/shared';
import type { OptionRow } from './option-queries.js';
import type { QuestionRow } from './question-queries.js';

/** Rows of the bank as the wire shows them: only the fields the schemas name. */

export function toOption(row: OptionRow): ObjectiveOption {
  return {
    id: row.id,
    groupId: row.groupId,
    questionId: row.questionId,
    title: row.title,
    text: row.text,
    disabled: row.disabled,
  };
}

export function toBankQuestion(
  row: QuestionRow,
  options: OptionRow[],
  view: { readInGroupId: string; inPublishedExam: boolean; editable: boolean },
): BankQuestion {
  return {
    id: row.id,
    groupId: row.groupId,
    tags: row.tags,
    questionCategory: row.category,
    questionType: row.questionType,
    question: row.question,
    // Served in the group it was read in, whose members may then see it.
    file: row.fileId ? questionFileUrl(view.readInGroupId, row.id) : null,
    marks: row.marks,
    questionDifficulty: row.difficulty,
    difficultyLevel: row.difficulty,
    correctAnswer: row.correctAnswer,
    objectiveOptions: options.map(toOption),
    disabled: row.disabled,
    inPublishedExam: view.inPublishedExam,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editable: view.editable,
  };
}

/**
 * Spec §7's grouping: difficulty (EASY, MODERATE, DIFFICULT), then type (MCQ_SINGLE,
 * SUBJECTIVE), every key present, each list in the order given (newest first).
 */
export function groupByDifficultyAndType(questions: BankQuestion[]): BankQuestionList['groups'] {
  const groups: BankQuestionList['groups'] = {};
  for (const difficulty of QUESTION_DIFFICULTIES) {
    const byType: Record<string, BankQuestion[]> = {};
    for (const type of QUESTION_TYPES) {
      byType[type] = questions.filter(
        (q) => q.questionDifficulty === difficulty && q.questionType === type,
      );
    }
    groups[difficulty] = byType;
  }
  return groups;
}
