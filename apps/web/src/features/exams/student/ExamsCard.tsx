import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { DashboardCard } from '../../../ui/DashboardCard';
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
    <DashboardCard id="dash-exams" title="Exams" headingGap={0.5}>
      {lines.map((line) => (
        <ExamLineItem key={`${line.task.id}/${line.childId ?? ''}`} line={line} nowMs={nowMs} />
      ))}
      <Box sx={{ mt: 1.5 }}>
        <Button component={RouterLink} to="/exam" size="small">
          All exams
        </Button>
      </Box>
    </DashboardCard>
  );
}
