import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type QuestionType, shownLetter } from '@shala/shared';
import { choiceLabel } from '../answer-texts';

type Option = { title: string; text: string };

/**
 * "B. 3/4" for a choice: lettered by its place in `options` (marking a student: the order that
 * student saw; marking by question: the exam's own order), never by its stored title.
 */
export function choiceText(value: string, options: readonly Option[]): string {
  const letter = shownLetter(
    options.map((o) => o.title),
    value,
  );
  return choiceLabel(letter ?? value, options.find((o) => o.title === value)?.text);
}

/** The student's answer beside the key (or marking guide). */
export function AnswerShown(props: {
  questionType: QuestionType;
  answer: string | null;
  correctAnswer: string | null;
  options: readonly Option[];
}) {
  const mcq = props.questionType === 'MCQ_SINGLE';
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
        <Typography variant="caption" component="p" color="text.secondary">
          Answer
        </Typography>
        {props.answer === null ? (
          <Typography color="text.secondary">
            Not answered: counts 0 and cannot be marked.
          </Typography>
        ) : props.answer === '' ? (
          <Typography color="text.secondary">Left empty.</Typography>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mcq ? choiceText(props.answer, props.options) : props.answer}
          </Typography>
        )}
      </Box>
      {props.correctAnswer && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {mcq ? 'Correct answer' : 'Marking guide'}:{' '}
          {mcq ? choiceText(props.correctAnswer, props.options) : props.correctAnswer}
        </Typography>
      )}
    </Box>
  );
}
