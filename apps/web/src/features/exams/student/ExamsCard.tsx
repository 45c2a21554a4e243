import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ExamLineItem } from './ExamLineItem';
import { nextExams } from './exam-lists';
import { useMyExams, useNow } from './queries';

/**
 * The dashboard's "Exams" card for students and parents: the next open or upcoming exams, with
 * Start or Resume. Nothing shows for someone with no exam to sit (or while exam/mine fails:
 * the dashboard has more to say than this card).
 */
export function ExamsCard() {
  const mine = useMyExams();
  const nowMs = useNow();
  const lines = nextExams(mine.data ?? [], nowMs, 3);
  if (lines.length === 0) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="dash-exams"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id="dash-exams" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Exams
      </Typography>
      {lines.map((line) => (
        <ExamLineItem key={`${line.task.id}/${line.childId ?? ''}`} line={line} nowMs={nowMs} />
      ))}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/exam" size="small">
          All exams
        </Button>
      </Box>
    </Paper>
  );
}
