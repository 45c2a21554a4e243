import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ExamQuestion } from '@shala/shared';
import { useEffect, useState } from 'react';
import { QUESTION_TYPE_LABELS } from '../questions/question-draft';
import { parseMarks, shownMarks } from './exam-rules';

/** One question of the exam: its text, type and key, its maximum marks, and its moves. */
export function ExamQuestionRow(props: {
  entry: ExamQuestion;
  number: number;
  first: boolean;
  last: boolean;
  editable: boolean;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onMarks: (marks: number) => Promise<unknown>;
  onRemove: () => void;
}) {
  const { entry, number } = props;
  const q = entry.questionOutputDto;
  const [marks, setMarks] = useState(shownMarks(entry.maximumMarks));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setMarks(shownMarks(entry.maximumMarks)), [entry.maximumMarks]);

  const commit = () => {
    const parsed = parseMarks(marks);
    if (typeof parsed === 'string') return setError(parsed);
    setError(null);
    if (parsed !== entry.maximumMarks) {
      props.onMarks(parsed).catch(() => setMarks(shownMarks(entry.maximumMarks)));
    }
  };
  const key = q.objectiveOptions.find((o) => o.title === q.correctAnswer);

  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700, minWidth: 32 }}>
          Q{number}
        </Typography>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {q.question}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'center' }}>
            <Chip size="small" label={QUESTION_TYPE_LABELS[q.questionType]} />
            {entry.disabled && (
              <Chip size="small" color="warning" label="Disabled: counts for nobody" />
            )}
            {q.questionType === 'MCQ_SINGLE' && (
              <Typography variant="body2" color="text.secondary">
                Answer: {key ? `${key.title}. ${key.text}` : (q.correctAnswer ?? 'not set')}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {props.editable ? (
            <TextField
              label="Maximum marks"
              size="small"
              value={marks}
              onChange={(e) => setMarks(e.target.value)}
              onBlur={commit}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  commit();
                }
              }}
              error={!!error}
              helperText={error}
              sx={{ width: 140 }}
              slotProps={{
                htmlInput: {
                  inputMode: 'decimal',
                  'aria-label': `Maximum marks of question ${number}`,
                },
              }}
            />
          ) : (
            <Typography sx={{ fontWeight: 600, pt: 0.5 }}>
              {shownMarks(entry.maximumMarks)} {entry.maximumMarks === 1 ? 'mark' : 'marks'}
            </Typography>
          )}
          {props.editable && (
            <Box sx={{ display: 'flex' }}>
              <Tooltip title="Move up">
                <span>
                  <IconButton
                    aria-label={`Move question ${number} up`}
                    disabled={props.first || props.busy}
                    onClick={() => props.onMove('up')}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton
                    aria-label={`Move question ${number} down`}
                    disabled={props.last || props.busy}
                    onClick={() => props.onMove('down')}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Remove from the exam">
                <IconButton
                  aria-label={`Remove question ${number} from the exam`}
                  onClick={props.onRemove}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </Tooltip>
            </Box>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
