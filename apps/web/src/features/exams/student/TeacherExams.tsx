import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type AcademicTask, compareClassNames, type TaskStatus } from '@shala/shared';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState';
import { splitMine, useMyGroups } from '../../groups';
import { usePermissions } from '../../permissions';
import type { ExamLine } from '../api';
import { ExamRow } from './ExamLineItem';
import { byClass, examPhase } from './exam-lists';

export const TASK_STATUS_LABEL: Record<TaskStatus, string> = {
  DRAFT: 'Draft',
  PUBLISHED: 'Published',
  RESULTS_PUBLISHED: 'Results published',
};

export const manageExamPath = (groupId: string, taskId: string) =>
  `/exam/manage/${encodeURIComponent(groupId)}/${encodeURIComponent(taskId)}`;

/** The classes where the profile sets exams (it holds createExamConfig or getExamConfig). */
export function useSetterClasses() {
  const groups = useMyGroups();
  const may = usePermissions();
  return splitMine(groups.data)
    .classes.filter((c) => may(['createExamConfig', 'getExamConfig'], c.id, c.group.superGroupId))
    .map((c) => ({ groupId: c.id, groupName: c.name, instituteId: c.group.superGroupId }));
}

/** One exam of a teacher's list: its state and the way to manage it. */
export function SetterTaskRow({ task, nowMs }: { task: AcademicTask; nowMs: number }) {
  const phase = examPhase(task, nowMs);
  return (
    <ExamRow task={task}>
      <Chip size="small" label={TASK_STATUS_LABEL[task.status]} variant="outlined" />
      {task.status !== 'DRAFT' && (
        <Chip
          size="small"
          label={phase === 'open' ? 'Open now' : phase === 'upcoming' ? 'Upcoming' : 'Closed'}
          color={phase === 'open' ? 'success' : 'default'}
        />
      )}
      <Button
        component={RouterLink}
        to={manageExamPath(task.groupId, task.id)}
        size="small"
        variant="outlined"
        sx={{ minHeight: 36 }}
        aria-label={`Manage: ${task.title}`}
      >
        Manage
      </Button>
    </ExamRow>
  );
}

/** The ways into a class's exam work: a new exam, the question bank, the class's tasks. */
export function SetterLinks(props: { groupId: string; instituteId?: string | null }) {
  const may = usePermissions();
  const { groupId, instituteId } = props;
  const id = encodeURIComponent(groupId);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {may('createExamConfig', groupId, instituteId) && (
        <Button
          component={RouterLink}
          to={`/exam/manage/${id}/new`}
          variant="contained"
          size="small"
        >
          New exam
        </Button>
      )}
      {may('getQuestion', groupId, instituteId) && (
        <Button component={RouterLink} to={`/exam/questions/${id}`} variant="outlined" size="small">
          Question bank
        </Button>
      )}
    </Box>
  );
}

/** A teacher's exams per class, with the class's new exam and question bank. */
export function TeacherExams({ lines, nowMs }: { lines: ExamLine[]; nowMs: number }) {
  const setterClasses = useSetterClasses();
  const classes = byClass(lines);
  for (const c of setterClasses) {
    if (!classes.some((x) => x.groupId === c.groupId)) {
      classes.push({ groupId: c.groupId, groupName: c.groupName, tasks: [] });
    }
  }
  if (classes.length === 0) return null;
  classes.sort((a, b) => compareClassNames(a.groupName, b.groupName));
  const instituteOf = new Map(setterClasses.map((c) => [c.groupId, c.instituteId]));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="exams-taught"
      sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 3, minWidth: 0 }}
    >
      <Typography id="exams-taught" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Exams of your classes
      </Typography>
      {classes.map((c) => (
        <Box
          key={c.groupId}
          component="section"
          aria-labelledby={`class-${c.groupId}`}
          sx={{ mt: 2 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
            <Typography
              id={`class-${c.groupId}`}
              variant="h3"
              sx={{ fontSize: '1.05rem', fontWeight: 700, flex: '1 1 160px' }}
            >
              {c.groupName}
            </Typography>
            <SetterLinks groupId={c.groupId} instituteId={instituteOf.get(c.groupId)} />
          </Box>
          {c.tasks.length === 0 ? (
            <EmptyState>No exams in this class yet. Choose New exam to set one.</EmptyState>
          ) : (
            c.tasks.map((task) => <SetterTaskRow key={task.id} task={task} nowMs={nowMs} />)
          )}
        </Box>
      ))}
    </Paper>
  );
}
