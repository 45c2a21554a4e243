import {
  MCQ_OPTIONS_MAX,
  type QuestionDifficulty,
  type QuestionType,
  questionFormSchema,
} from '@shala/shared';
import type { NewQuestionFields } from './api';

/** The compact editor's state: options are texts, titled A, B, C … by their place. */
export type NewQuestionDraft = {
  questionType: QuestionType;
  question: string;
  marks: string;
  questionDifficulty: QuestionDifficulty;
  tags: string;
  questionCategory: string;
  /** The multiple-choice options' texts, in order. */
  options: string[];
  /** The index of the correct option (MCQ), or null. */
  correct: number | null;
  /** A subjective question's marking guide. */
  guide: string;
};

export const emptyDraft = (): NewQuestionDraft => ({
  questionType: 'MCQ_SINGLE',
  question: '',
  marks: '1',
  questionDifficulty: 'EASY',
  tags: '',
  questionCategory: '',
  options: ['', '', '', ''],
  correct: null,
  guide: '',
});

/** "A" … "H": an option's title by its place. */
export const optionTitle = (index: number) => String.fromCharCode(65 + index);

/** Removes the option at `index`, keeping the correct one pointing at the same text. */
export function withoutOption(draft: NewQuestionDraft, index: number): NewQuestionDraft {
  const options = draft.options.filter((_, i) => i !== index);
  let correct = draft.correct;
  if (correct === index) correct = null;
  else if (correct !== null && correct > index) correct -= 1;
  return { ...draft, options, correct };
}

export const canAddOption = (draft: NewQuestionDraft) => draft.options.length < MCQ_OPTIONS_MAX;

/** The form fields POST examination/question takes. */
export function draftToFields(draft: NewQuestionDraft): NewQuestionFields {
  const mcq = draft.questionType === 'MCQ_SINGLE';
  return {
    questionType: draft.questionType,
    question: draft.question,
    marks: draft.marks.trim(),
    questionDifficulty: draft.questionDifficulty,
    tags: draft.tags,
    questionCategory: draft.questionCategory.trim(),
    correctAnswer: mcq ? (draft.correct === null ? '' : optionTitle(draft.correct)) : draft.guide,
    objectiveOptions: mcq
      ? draft.options.map((text, i) => ({ title: optionTitle(i), text: text.trim() }))
      : [],
  };
}

export type DraftErrors = Partial<
  Record<'question' | 'marks' | 'tags' | 'questionCategory' | 'options', string>
>;

/**
 * The shared question schema's verdict on the draft, by field; the rules about options and the
 * correct answer (the schema's whole-question checks) go under the options.
 */
export function draftErrors(groupId: string, draft: NewQuestionDraft): DraftErrors {
  const parsed = questionFormSchema.safeParse({ groupId, ...draftToFields(draft) });
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const head = String(issue.path[0] ?? '');
    const field: keyof DraftErrors =
      head === 'question' || head === 'marks' || head === 'tags' || head === 'questionCategory'
        ? head
        : 'options';
    errors[field] ??= issue.message;
  }
  return errors;
}
