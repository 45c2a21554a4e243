import type { ExamAnswer, QuestionType, SavedAnswer } from '@shala/shared';
import type { examAnswers } from '../../../db/schema/index.js';

// An answer as the wire shows it (packages/shared/src/schemas/exams/attempts.ts examAnswerSchema),
// for the taker's own reads and saves and for the marking book alike.

/** Where an answer's image is read (GET examination/answer/file, in the answer's class). */
export const answerFileUrl = (groupId: string, answerId: string) =>
  `/rest/examination/answer/file?groupId=${encodeURIComponent(groupId)}&id=${encodeURIComponent(answerId)}`;

type AnswerFields = Pick<
  typeof examAnswers.$inferSelect,
  | 'id'
  | 'groupId'
  | 'examQuestionId'
  | 'academicTaskId'
  | 'profileId'
  | 'answer'
  | 'fileId'
  | 'version'
  | 'savedAt'
  | 'marks'
  | 'remarks'
>;

/**
 * The answer with its exam question's maximum marks and type, as a save answers it. Marks and
 * remarks show unless `showMarks` is false (a taker sees them only once the results are out).
 */
export function toSavedAnswer(
  answer: AnswerFields,
  question: { maximumMarks: number; questionType: QuestionType },
  showMarks = true,
): SavedAnswer {
  return {
    id: answer.id,
    groupId: answer.groupId,
    questionId: answer.examQuestionId,
    academicTaskId: answer.academicTaskId,
    userProfileId: answer.profileId,
    answer: answer.answer,
    file: answer.fileId ? answerFileUrl(answer.groupId, answer.id) : null,
    version: answer.version,
    savedAt: answer.savedAt.toISOString(),
    marks: showMarks ? answer.marks : null,
    remarks: showMarks ? answer.remarks : null,
    maximumMarks: question.maximumMarks,
    questionType: question.questionType,
  };
}

/** The answer as it is read back: as saved, with the question's text. */
export function toExamAnswer(
  answer: AnswerFields,
  question: { maximumMarks: number; questionType: QuestionType; question: string },
  showMarks = true,
): ExamAnswer {
  return { ...toSavedAnswer(answer, question, showMarks), question: question.question };
}
