import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { Question } from '@shala/shared';
import { DIFFICULTY_LABELS, QUESTION_TYPE_LABELS } from '../questions/question-draft';
import { shownMarks } from './exam-rules';

/** One question of the bank as a choice: its text, kind, marks, tags and whose bank it is. */
export function BankQuestionOption(props: {
  question: Question;
  groupId: string;
  inExam: boolean;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  const q = props.question;
  const meta = [
    DIFFICULTY_LABELS[q.questionDifficulty],
    QUESTION_TYPE_LABELS[q.questionType],
    `${shownMarks(q.marks)} ${q.marks === 1 ? 'mark' : 'marks'}`,
    q.questionCategory,
  ].filter(Boolean);
  return (
    <Box
      component="li"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1, py: 0.5, minWidth: 0 }}
    >
      <FormControlLabel
        sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
        disabled={props.inExam}
        control={
          <Checkbox
            checked={props.inExam || props.checked}
            onChange={(e) => props.onChange(e.target.checked)}
          />
        }
        label={
          <Box sx={{ pt: 1, minWidth: 0 }}>
            <Typography
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {q.question}
            </Typography>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 0.5, alignItems: 'center' }}
            >
              <Typography variant="body2" color="text.secondary">
                {meta.join(' · ')}
              </Typography>
              {q.groupId !== props.groupId && <Chip size="small" label="Institute bank" />}
              {props.inExam && <Chip size="small" color="primary" label="In this exam" />}
              {q.tags.map((tag) => (
                <Chip key={tag} size="small" variant="outlined" label={tag} />
              ))}
            </Box>
          </Box>
        }
      />
    </Box>
  );
}
