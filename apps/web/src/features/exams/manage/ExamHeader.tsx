import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AcademicTask } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { shownDateTime } from '../../../core/format';
import { usePermission } from '../../permissions';
import { STATUS_LABEL, shownMarks } from './exam-rules';

/** The exam's name, class, state and times, with the ways to the exam list and the bank. */
export function ExamHeader({ groupId, task }: { groupId: string; task: AcademicTask | null }) {
  const mayReadBank = usePermission('getQuestion', groupId);
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {task ? task.title : 'New exam'}
      </Typography>
      {task ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
          <Chip
            label={STATUS_LABEL[task.status]}
            color={task.status === 'DRAFT' ? 'default' : 'success'}
            size="small"
          />
          <Typography variant="body2" color="text.secondary">
            {task.groupName} · {shownDateTime(task.startDateTime)} to{' '}
            {shownDateTime(task.endDateTime)} · {task.questionCount}{' '}
            {task.questionCount === 1 ? 'question' : 'questions'}, {shownMarks(task.maximumMarks)}{' '}
            marks
          </Typography>
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Give the exam its name, rules and times; then add its questions and publish it.
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to="/exam" size="small">
          All exams
        </Button>
        {mayReadBank && (
          <Button component={RouterLink} to={`/exam/questions/${groupId}`} size="small">
            Question bank
          </Button>
        )}
      </Box>
    </Box>
  );
}
