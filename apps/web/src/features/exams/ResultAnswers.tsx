import CancelOutlined from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LOCALE, type StudentResult } from '@shala/shared';
import { choiceLabel, verdictLabel } from './answer-texts';

// The answers of a published result (ExamResultPage): each with its marks, the choice and the
// key as "B. 0.45", right or wrong in words, and the remarks; then the questions left unanswered.

type Answer = StudentResult['answers'][number];
type Unanswered = StudentResult['unanswered'][number];

/** Marks as written: "9.5", "11". */
export const shownNumber = (n: number) => n.toLocaleString(LOCALE, { maximumFractionDigits: 2 });
const number = shownNumber;

/** Right or wrong for a choice, by an icon and the word (not by colour alone). */
function Verdict({ correct }: { correct: boolean | null }) {
  const label = verdictLabel(correct);
  if (!label) return null;
  const Icon = correct ? CheckCircleOutlined : CancelOutlined;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: 700,
        color: correct ? 'success.main' : 'error.main',
      }}
    >
      <Icon fontSize="small" aria-hidden="true" />
      {label}
    </Box>
  );
}

/** The answer key: "B. 0.45" for a choice, the marking guide's text for a written question. */
function AnswerKey({
  item,
}: {
  item: Pick<Answer, 'correctAnswer' | 'correctAnswerText' | 'correctAnswerLetter'>;
}) {
  if (!item.correctAnswer) return null;
  return (
    <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
      <strong>Answer key:</strong>{' '}
      {choiceLabel(item.correctAnswerLetter ?? item.correctAnswer, item.correctAnswerText)}
    </Typography>
  );
}

export function AnswerItem({ a, n }: { a: Answer; n: number }) {
  const choice = a.questionType !== 'SUBJECTIVE';
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, flex: 1 }}>
          Question {n}
        </Typography>
        <Verdict correct={a.correct} />
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {a.marks === null ? 'Not marked' : `${number(a.marks)} / ${number(a.maximumMarks)}`}
        </Typography>
      </Box>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1 }}>
        {a.question}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {choice ? 'Your choice' : 'Answer'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {!a.answer
          ? 'Not answered'
          : choice
            ? choiceLabel(a.answerLetter ?? a.answer, a.answerText)
            : a.answer}
      </Typography>
      {a.file && (
        <Box
          component="img"
          src={a.file}
          alt={`Picture sent with the answer to question ${n}`}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 240, mt: 1, borderRadius: 1 }}
        />
      )}
      <AnswerKey item={a} />
      {a.remarks && (
        <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
          <strong>Remarks:</strong> {a.remarks}
        </Typography>
      )}
    </Paper>
  );
}

/** A question left unanswered: it counts 0; the key when the exam shows it. */
export function UnansweredItem({ q }: { q: Unanswered }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', flex: 1 }}>
          {q.question}
        </Typography>
        <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          0 / {number(q.maximumMarks)}
        </Typography>
      </Box>
      <AnswerKey item={q} />
    </Paper>
  );
}
