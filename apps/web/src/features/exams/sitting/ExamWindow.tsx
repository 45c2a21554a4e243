import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  EXAM_BAR_MS,
  EXAM_MESSAGES,
  EXAM_WINDOW_TEXTS,
  type GroupPermissions,
  type UserExamConfig,
} from '@shala/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { errorMessage } from '../../../core/http';
import { showSnack, snackbars } from '../../../core/snackbar-queue';
import { kept, STORAGE_KEYS } from '../../../core/storage';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { holdsIn } from '../../permissions';
import { fetchTakerConfig, startExam } from '../api';
import { isResultPublished, resultPath } from '../student/exam-lists';
import { closeExamWindow, enterFullscreen, leaveFullscreen } from './browser';
import { clockOffsetMs, serverNowMs } from './countdown';
import { ExamRunning } from './ExamRunning';
import { useExamEndedNotice } from './exam-ended';
import { RulesView } from './RulesView';
import { openingView, whenSnackGone } from './window-flow';

type Running = { attempt: UserExamConfig; offsetMs: number };

/**
 * Whether the kept group permissions (spec §3 "group map") let the profile sit this class's
 * exams. The window is outside the shell and its permission store; unknown counts as yes, and
 * the server has the last word either way.
 */
function mayTakeExams(groupId: string): boolean {
  const groups = kept.read<GroupPermissions>(STORAGE_KEYS.groupMap);
  return !groups || holdsIn('finalExamSubmit', groups, groupId);
}

/** The Examination screen (spec §2.6) for one academic task of one class. */
export function ExamWindow({ groupId, taskId }: { groupId: string; taskId: string }) {
  const navigate = useNavigate();
  const taskRef = useMemo(() => ({ groupId, academicTaskId: taskId }), [groupId, taskId]);
  const taker = useQuery({
    queryKey: ['exam', 'taker', groupId, taskId],
    queryFn: () => fetchTakerConfig(taskRef),
  });
  const task = taker.data?.task;
  const [agreed, setAgreed] = useState<boolean | null>(null);
  const [beginning, setBeginning] = useState(false);
  const [running, setRunning] = useState<Running | null>(null);
  const [over, setOver] = useState(false);

  const close = useCallback(
    () => closeExamWindow(() => navigate('/exam', { replace: true })),
    [navigate],
  );

  // Spec §4: "Exam is already over" (error bar, 5 s); the window closes on its dismissal.
  const alreadyOver = useCallback(() => {
    leaveFullscreen();
    setOver(true);
    showSnack({
      message: EXAM_WINDOW_TEXTS.alreadyOver,
      severity: 'error',
      durationMs: EXAM_BAR_MS.alreadyOver,
    });
    whenSnackGone(snackbars, close);
  }, [close]);

  useEffect(() => () => leaveFullscreen(), []);

  // The teacher ended the exam (for everyone): what was saved is submitted; the window closes.
  const [ended, setEnded] = useState(false);
  useExamEndedNotice(taker.data?.userExamConfig?.userProfileId, taskId, () => {
    if (ended) return;
    leaveFullscreen();
    setEnded(true);
    showSnack({
      message: EXAM_MESSAGES.endedByTeacher,
      severity: 'info',
      durationMs: EXAM_BAR_MS.timeUp,
    });
    whenSnackGone(snackbars, close);
  });

  const begin = async () => {
    // Asked for within the click: browsers grant full screen only to a user's gesture.
    enterFullscreen();
    setBeginning(true);
    try {
      const { config, sentAt, receivedAt } = await startExam(taskRef);
      const offsetMs = clockOffsetMs(config.serverNow, sentAt, receivedAt);
      const endMs = Date.parse(config.endAt ?? '');
      if (Number.isNaN(endMs) || serverNowMs(Date.now(), offsetMs) >= endMs) {
        alreadyOver();
        return;
      }
      setRunning({ attempt: config, offsetMs });
    } catch (error) {
      const message = errorMessage(error);
      if (message === EXAM_WINDOW_TEXTS.alreadyOver) alreadyOver();
      else {
        leaveFullscreen();
        showSnack({ message, severity: 'error' });
      }
    } finally {
      setBeginning(false);
    }
  };

  if (ended) {
    return (
      <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
        <Alert severity="info" role="alert">
          {EXAM_MESSAGES.endedByTeacher}
        </Alert>
        <BackToExams />
      </Box>
    );
  }

  if (running && task) {
    return (
      <ExamRunning
        taskRef={taskRef}
        task={task}
        attempt={running.attempt}
        offsetMs={running.offsetMs}
        onClosed={close}
      />
    );
  }

  const body = () => {
    if (taker.isPending) return <Loading label="Loading the exam…" />;
    if (taker.isError) return <LoadError error={taker.error} onRetry={() => taker.refetch()} />;
    const { task } = taker.data;
    if (over) return <Alert severity="error">{EXAM_WINDOW_TEXTS.alreadyOver}</Alert>;
    const view = openingView(taker.data.userExamConfig, mayTakeExams(groupId));
    if (view.kind === 'not-a-taker') {
      return (
        <>
          <Alert severity="info">{view.message}</Alert>
          <BackToExams />
        </>
      );
    }
    if (view.kind === 'submitted') {
      const published = isResultPublished(task);
      return (
        <>
          <Alert severity="success">
            You have submitted this exam.{' '}
            {published ? 'Its result is out.' : 'Its result will show here once it is published.'}
          </Alert>
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            {published && (
              <Button variant="contained" component={RouterLink} to={resultPath(task)}>
                See the result
              </Button>
            )}
            <BackToExams inline />
          </Box>
        </>
      );
    }
    return (
      <RulesView
        taskRef={taskRef}
        task={task}
        agreed={agreed ?? view.agreed}
        started={view.started}
        extraMinutes={taker.data.userExamConfig?.extraMinutes ?? 0}
        onAgreed={setAgreed}
        onBegin={() => void begin()}
        beginning={beginning}
      />
    );
  };

  return (
    <Box sx={{ maxWidth: 820, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, mb: 0.5 }}>
          {task?.title ?? 'Examination'}
        </Typography>
        {task && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {task.groupName}
          </Typography>
        )}
        {body()}
      </Paper>
    </Box>
  );
}

function BackToExams({ inline }: { inline?: boolean }) {
  return (
    <Button component={RouterLink} to="/exam" variant="outlined" sx={{ mt: inline ? 0 : 2 }}>
      Back to exams
    </Button>
  );
}
