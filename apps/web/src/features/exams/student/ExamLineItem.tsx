import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { AcademicTask } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { shownDateTime } from '../../../core/format';
import type { ExamLine } from '../api';
import { TAKER_STATE_LABEL, takerActions, takerState } from './exam-lists';

const STATE_COLOUR = {
  upcoming: 'default',
  start: 'success',
  resume: 'warning',
  submitted: 'info',
  missed: 'default',
} as const;

/** When the exam opens and closes, on one line that wraps on a phone. */
export function ExamWindowTimes({ task }: { task: AcademicTask }) {
  return (
    <Typography variant="body2" color="text.secondary">
      Opens {shownDateTime(task.startDateTime)} · closes {shownDateTime(task.endDateTime)}
    </Typography>
  );
}

/**
 * A row of an exam list, wrapping on a phone: the exam's title, a line under it when given, its
 * times, then what the row adds (its state, its buttons).
 */
export function ExamRow(props: { task: AcademicTask; subtitle?: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {props.task.title}
        </Typography>
        {props.subtitle !== undefined && (
          <Typography variant="body2" color="text.secondary">
            {props.subtitle}
          </Typography>
        )}
        <ExamWindowTimes task={props.task} />
      </Box>
      {props.children}
    </Box>
  );
}

/** One exam of a student's or a parent's list: its state and what can be done with it. */
export function ExamLineItem({ line, nowMs }: { line: ExamLine; nowMs: number }) {
  const { task } = line;
  const state = takerState(task, nowMs);
  const actions = takerActions(line, nowMs);
  return (
    <ExamRow task={task} subtitle={[line.childName, task.groupName].filter(Boolean).join(' · ')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip size="small" label={TAKER_STATE_LABEL[state]} color={STATE_COLOUR[state]} />
        {actions.map((a) => (
          <Button
            key={a.label}
            component={RouterLink}
            to={a.to}
            variant={a.label === 'Result' ? 'outlined' : 'contained'}
            size="small"
            sx={{ minHeight: 36 }}
            aria-label={`${a.label}: ${task.title}`}
          >
            {a.label}
          </Button>
        ))}
      </Box>
    </ExamRow>
  );
}
