import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { usePermissions } from '../permissions';
import type { ExamLine, ExamRole } from './api';
import { ExamLineItem } from './student/ExamLineItem';
import { useClassTasks, useNow } from './student/queries';
import { SetterLinks, SetterTaskRow } from './student/TeacherExams';

/**
 * /course/tasks-and-submissions/{groupId} (a spec §2.4 click target): the class's academic
 * tasks, each with its window and state; a student starts or resumes an open one here, a
 * parent sees the child's state and result, a teacher manages them.
 */
export default function TasksPage() {
  const { groupId = '' } = useParams();
  const tasks = useClassTasks(groupId);
  const may = usePermissions();
  const nowMs = useNow();
  // The server tells takers by finalExamSubmit (students) and setters by the exam config actions.
  const role: ExamRole = may('finalExamSubmit', groupId)
    ? 'student'
    : may(['createExamConfig', 'getExamConfig'], groupId)
      ? 'teacher'
      : 'parent';
  // The latest exams first: the one open now or coming up is at the top.
  const list = [...(tasks.data ?? [])].sort(
    (a, b) => Date.parse(b.startDateTime) - Date.parse(a.startDateTime),
  );
  const className = list[0]?.groupName;

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Tasks and Submissions
      </Typography>
      {className && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {className}
        </Typography>
      )}
      {role === 'teacher' && (
        <Box sx={{ mb: 2 }}>
          <SetterLinks groupId={groupId} />
        </Box>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3 }}>
        {tasks.isPending ? (
          <Loading label="Loading the class's tasks…" />
        ) : tasks.isError ? (
          <LoadError error={tasks.error} onRetry={() => tasks.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState>
            {role === 'teacher'
              ? 'This class has no exams yet. Choose New exam to set one.'
              : 'This class has no exams yet. Published exams show here before they open.'}
          </EmptyState>
        ) : role === 'teacher' ? (
          list.map((task) => <SetterTaskRow key={task.id} task={task} nowMs={nowMs} />)
        ) : (
          list.map((task) => {
            const line: ExamLine = { task, role, childId: null, childName: null };
            return <ExamLineItem key={task.id} line={line} nowMs={nowMs} />;
          })
        )}
      </Paper>
    </Box>
  );
}
