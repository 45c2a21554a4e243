import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AcademicTask, UserExamConfig } from '@shala/shared';
import { useState } from 'react';
import type { TaskRef } from '../api';
import { HOW_TO_LEAVE } from './blocked-keys';
import { leaveFullscreen, useExamLockdown } from './browser';
import { Countdown } from './Countdown';
import { isWarningDue } from './countdown';
import { QuestionView } from './QuestionView';
import { ReviewView } from './ReviewView';
import { pendingSavesText } from './save-queue';
import { useExamRun } from './use-exam-run';

/**
 * A started attempt: the countdown always in view at the top, one question at a time, then the
 * review; the keys of spec §5 blocked throughout; saving that is behind said plainly.
 */
export function ExamRunning(props: {
  taskRef: TaskRef;
  task: AcademicTask;
  attempt: UserExamConfig;
  offsetMs: number;
  onClosed: () => void;
}) {
  const { attempt, taskRef } = props;
  const run = useExamRun({
    ref: taskRef,
    attempt,
    offsetMs: props.offsetMs,
    onClosed: props.onClosed,
  });
  const ids = attempt.examQuestionIds;
  const [index, setIndex] = useState(() =>
    Math.min(Math.max(0, run.store.position()), Math.max(0, ids.length - 1)),
  );
  const [view, setView] = useState<'questions' | 'review'>(
    ids.length === 0 ? 'review' : 'questions',
  );
  useExamLockdown(true);

  const msLeft = run.endMs - run.nowMs;
  const startMs = Date.parse(attempt.startAt ?? attempt.serverNow);
  const move = (next: number) => {
    setIndex(next);
    run.store.setPosition(next);
  };
  const review = () => {
    leaveFullscreen();
    setView('review');
  };

  return (
    <>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          px: { xs: 1.5, sm: 3 },
          py: 1,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            component="h1"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1rem', sm: '1.15rem' },
              overflowWrap: 'anywhere',
            }}
          >
            {props.task.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {props.task.groupName}
          </Typography>
        </Box>
        <Countdown msLeft={msLeft} warn={isWarningDue(startMs, run.endMs, run.nowMs)} />
      </Box>
      <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: 2 }}>
        {run.pending > 0 && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {pendingSavesText(run.pending)}
          </Alert>
        )}
        {view === 'questions' ? (
          <QuestionView
            taskRef={taskRef}
            run={run}
            ids={ids}
            index={index}
            onMove={move}
            onReview={review}
          />
        ) : (
          <ReviewView taskRef={taskRef} run={run} ids={ids} />
        )}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'divider' }}
        >
          {HOW_TO_LEAVE}
        </Typography>
      </Box>
    </>
  );
}
