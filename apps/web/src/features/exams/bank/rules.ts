import {
  type BankQuestion,
  type BankQuestionList,
  EXAM_FILE_MAX_BYTES,
  QUESTION_DIFFICULTIES,
  QUESTION_TYPES,
  type QuestionDifficulty,
  type QuestionType,
} from '@shala/shared';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from '../questions/question-draft';

/** The question bank screen's pure rules: the image's checks, the list's sections, searches. */

/** The bank's headings and chips: the same names as the form and the exam editor. */
export const TYPE_LABELS: Record<QuestionType, string> = QUESTION_TYPE_LABELS;

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
