import {
  type BankQuestion,
  type BankQuestionList,
  EXAM_FILE_MAX_BYTES,
  MCQ_OPTIONS_MAX,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  type QuestionDifficulty,
  type QuestionType,
  questionFormSchema,
} from '@shala/shared';

/** The question bank screen's pure rules: the editor's draft, its form, the list's sections. */

export const DIFFICULTY_LABELS: Record<QuestionDifficulty, string> = {
  EASY: 'Easy',
  MODERATE: 'Moderate',
  DIFFICULT: 'Difficult',
};
export const TYPE_LABELS: Record<QuestionType, string> = {
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
  tags: string[];
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
    tags: [],
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
    tags: [...q.tags],
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
    tags: draft.tags.join(','),
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

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why an image cannot be uploaded (the server checks its bytes again), or undefined. */
export function imageProblem(file: { name: string; type: string; size: number }) {
  if (!IMAGE_TYPES.includes(file.type) && !/\.(jpe?g|png|webp)$/i.test(file.name)) {
    return `${file.name} is not a .jpg, .png or .webp image.`;
  }
  if (file.size > EXAM_FILE_MAX_BYTES) {
    return `${file.name} is larger than ${EXAM_FILE_MAX_BYTES / 1_048_576} MB.`;
  }
  return undefined;
}

export type BankSection = {
  difficulty: QuestionDifficulty;
  type: QuestionType;
  title: string;
  questions: BankQuestion[];
};

/** The list's groups (difficulty, then type) that hold questions, with their headings. */
export function bankSections(list: Pick<BankQuestionList, 'groups'>): BankSection[] {
  const sections: BankSection[] = [];
  for (const difficulty of QUESTION_DIFFICULTIES) {
    for (const type of QUESTION_TYPES) {
      const questions = list.groups[difficulty]?.[type] ?? [];
      if (questions.length > 0) {
        sections.push({
          difficulty,
          type,
          title: `${DIFFICULTY_LABELS[difficulty]} · ${TYPE_LABELS[type]}`,
          questions,
        });
      }
    }
  }
  return sections;
}

/** Search texts as the calls take them: tags comma-separated, a category trimmed. */
export function searchTags(text: string): string {
  return text
    .split(/[,;]/)
    .map((t) => t.trim())
    .filter((t) => t !== '')
    .join(',');
}
