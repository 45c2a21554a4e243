import {
  type BankQuestion,
  MCQ_OPTIONS_MAX,
  type QuestionDifficulty,
  type QuestionType,
  questionFormSchema,
} from '@shala/shared';

/**
 * The question form's pure rules, for the bank's dialog (new and edit, with an image) and the
 * exam editor's (new, then added to the exam): the draft, its options, its checks in the shared
 * schema's words, and the request POST/PUT rest/examination/question takes.
 */

export const DIFFICULTY_LABELS: Record<QuestionDifficulty, string> = {
  EASY: 'Easy',
  MODERATE: 'Moderate',
  DIFFICULT: 'Difficult',
};
/**
 * The one name of each question type on every screen (bank, form, exam editor, filters, marking,
 * results): the spec's own word, SUBJECTIVE, as the import template writes it too.
 */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  MCQ_SINGLE: 'Multiple choice',
  SUBJECTIVE: 'Subjective',
};

/** One option in the editor: `key` tells rows apart while titles are typed. */
export type OptionDraft = { key: string; title: string; text: string };

export type QuestionDraft = {
  /** null: a new question. */
  id: string | null;
  questionType: QuestionType;
  question: string;
  marks: string;
  questionDifficulty: QuestionDifficulty;
  /** As typed: separated by commas (the server trims them and drops repeats). */
  tags: string;
  questionCategory: string;
  options: OptionDraft[];
  /** The correct option's title (MCQ). */
  correctTitle: string | null;
  /** A subjective question's marking guide. */
  guide: string;
  disabled: boolean;
  /** Saved in an exam that has been published: its type stays. */
  inPublishedExam: boolean;
  /** A new image to upload, the current one's address, and whether to drop it. */
  image: File | null;
  currentImage: string | null;
  removeImage: boolean;
};

let keys = 0;
const newKey = () => {
  keys += 1;
  return `option-${keys}`;
};

/** The first letter A … Z no option has yet. */
export function nextOptionTitle(titles: readonly string[]): string {
  for (let code = 65; code <= 90; code += 1) {
    const title = String.fromCharCode(code);
    if (!titles.includes(title)) return title;
  }
  return `O${titles.length + 1}`;
}

export function emptyDraft(): QuestionDraft {
  return {
    id: null,
    questionType: 'MCQ_SINGLE',
    question: '',
    marks: '1',
    questionDifficulty: 'EASY',
    tags: '',
    questionCategory: '',
    options: ['A', 'B', 'C', 'D'].map((title) => ({ key: newKey(), title, text: '' })),
    correctTitle: null,
    guide: '',
    disabled: false,
    inPublishedExam: false,
    image: null,
    currentImage: null,
    removeImage: false,
  };
}

/** The editor's draft of a saved question (its enabled options; disabled ones stay kept). */
export function draftOf(q: BankQuestion): QuestionDraft {
  const mcq = q.questionType === 'MCQ_SINGLE';
  return {
    id: q.id,
    questionType: q.questionType,
    question: q.question,
    marks: String(q.marks),
    questionDifficulty: q.questionDifficulty,
    tags: q.tags.join(', '),
    questionCategory: q.questionCategory ?? '',
    options: q.objectiveOptions
      .filter((o) => !o.disabled)
      .map((o) => ({ key: newKey(), title: o.title, text: o.text })),
    correctTitle: mcq ? q.correctAnswer : null,
    guide: mcq ? '' : (q.correctAnswer ?? ''),
    disabled: q.disabled,
    inPublishedExam: q.inPublishedExam,
    image: null,
    currentImage: q.file,
    removeImage: false,
  };
}

/** A saved question in a published exam keeps its type (the server refuses a change). */
export const typeLocked = (draft: QuestionDraft) => draft.id !== null && draft.inPublishedExam;

export const canAddOption = (draft: QuestionDraft) => draft.options.length < MCQ_OPTIONS_MAX;

export function withNewOption(draft: QuestionDraft): QuestionDraft {
  if (!canAddOption(draft)) return draft;
  const title = nextOptionTitle(draft.options.map((o) => o.title));
  return { ...draft, options: [...draft.options, { key: newKey(), title, text: '' }] };
}

/** Removes an option; when it was the correct one, no option is correct until one is chosen. */
export function withoutOption(draft: QuestionDraft, key: string): QuestionDraft {
  const gone = draft.options.find((o) => o.key === key);
  return {
    ...draft,
    options: draft.options.filter((o) => o.key !== key),
    correctTitle: gone && gone.title === draft.correctTitle ? null : draft.correctTitle,
  };
}

/** A title typed anew: the correct answer follows its option. */
export function withOptionChange(
  draft: QuestionDraft,
  key: string,
  change: Partial<Pick<OptionDraft, 'title' | 'text'>>,
): QuestionDraft {
  const before = draft.options.find((o) => o.key === key);
  const follows =
    before !== undefined && change.title !== undefined && before.title === draft.correctTitle;
  return {
    ...draft,
    options: draft.options.map((o) => (o.key === key ? { ...o, ...change } : o)),
    correctTitle: follows ? (change.title ?? null) : draft.correctTitle,
  };
}

/** The form fields of POST/PUT rest/examination/question (the image travels beside them). */
export function draftFields(draft: QuestionDraft, groupId: string): Record<string, string> {
  const mcq = draft.questionType === 'MCQ_SINGLE';
  const fields: Record<string, string> = {
    groupId,
    questionType: draft.questionType,
    question: draft.question.trim(),
    marks: draft.marks.trim(),
    questionDifficulty: draft.questionDifficulty,
    tags: draft.tags,
    questionCategory: draft.questionCategory.trim(),
    correctAnswer: mcq ? (draft.correctTitle ?? '') : draft.guide.trim(),
    objectiveOptions: JSON.stringify(
      mcq ? draft.options.map((o) => ({ title: o.title.trim(), text: o.text.trim() })) : [],
    ),
  };
  if (draft.id) {
    fields.id = draft.id;
    fields.removeFile = String(draft.removeImage && !draft.image);
    fields.disabled = String(draft.disabled);
  }
  return fields;
}

/** The multipart body of the call: the fields, and the image (field `file`) when one was chosen. */
export function questionFormData(fields: Record<string, string>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('file', image, image.name);
  return form;
}

export type DraftErrors = Partial<
  Record<'question' | 'marks' | 'tags' | 'questionCategory' | 'options' | 'correctAnswer', string>
>;

const FIELD_OF: Record<string, keyof DraftErrors> = {
  question: 'question',
  marks: 'marks',
  tags: 'tags',
  questionCategory: 'questionCategory',
  correctAnswer: 'correctAnswer',
};

/**
 * The shared schema's verdict on the draft, by field, in its words; the whole-question rules
 * (option count, titles, the correct answer) go under the options.
 */
export function draftErrors(draft: QuestionDraft, groupId: string): DraftErrors {
  const parsed = questionFormSchema.safeParse(draftFields(draft, groupId));
  if (parsed.success) return {};
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')] ?? 'options';
    errors[field] ??= issue.message;
  }
  return errors;
}
