import Box from '@mui/material/Box';
import type { ExamAnswer, GradeChange, QuestionType } from '@shala/shared';
import { AnswerMarkForm } from './AnswerMarkForm';
import { AnswerShown } from './AnswerShown';
import { beside, GradeChangeLog } from './GradeChangeLog';

/**
 * One answer to mark, by student or by question alike: what was answered beside the key, its
 * marking form (none for an unanswered question), and on a wide screen its grade-change log
 * beside them when there is one.
 */
export function AnswerMarking(props: {
  groupId: string;
  taskId: string;
  questionType: QuestionType;
  answer: ExamAnswer | null;
  correctAnswer: string | null;
  options: readonly { title: string; text: string }[];
  maximumMarks: number;
  evaluated: boolean;
  /** Names the fields for screen readers ("question 3", "Rohan Mehta"). */
  subject: string;
  readOnly: boolean;
  gradeChanges: readonly GradeChange[];
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: beside(props.gradeChanges) },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <AnswerShown
          questionType={props.questionType}
          answer={props.answer?.answer ?? null}
          correctAnswer={props.correctAnswer}
          options={props.options}
        />
        {props.answer && (
          <AnswerMarkForm
            groupId={props.groupId}
            taskId={props.taskId}
            answer={props.answer}
            maximumMarks={props.maximumMarks}
            evaluated={props.evaluated}
            subject={props.subject}
            readOnly={props.readOnly}
          />
        )}
      </Box>
      <GradeChangeLog changes={props.gradeChanges} />
    </Box>
  );
}
