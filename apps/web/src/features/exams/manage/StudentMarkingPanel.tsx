import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AttemptSummary, ExamSetup } from '@shala/shared';
import { useId } from 'react';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { usePermission } from '../../permissions';
import { AnswerMarking } from './AnswerMarking';
import { shownMarks } from './exam-rules';
import { useMarkingChanges, useStudentMarking } from './marking-api';
import { ATTEMPT_STATUS_LABEL, evaluateBlocker } from './marking-rules';
import { snackFailure, snackSuccess } from './parts';

/** One student's answers, each with marks and remarks, and Evaluate once all are marked. */
export function StudentMarkingPanel(props: {
  groupId: string;
  setup: ExamSetup;
  attempt: AttemptSummary;
}) {
  const taskId = props.setup.task.id;
  const marking = useStudentMarking(props.groupId, taskId, props.attempt.userProfileId);
  const mayMark = usePermission('finalEvaluation', props.groupId);
  const { evaluate } = useMarkingChanges(props.groupId, taskId);
  const headingId = useId();
  const reasonId = useId();

  if (marking.isPending) return <Loading label="Loading the answers…" />;
  if (marking.isError) return <LoadError error={marking.error} onRetry={() => marking.refetch()} />;
  const { attempt, entries } = marking.data;
  const evaluated = attempt.status === 'EVALUATED';
  const blocker = evaluateBlocker(attempt);

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography id={headingId} component="h3" variant="h6">
            {attempt.fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ATTEMPT_STATUS_LABEL[attempt.status]} · {attempt.marked} marked, {attempt.toMark} to
            mark
            {attempt.total !== null &&
              ` · total ${shownMarks(attempt.total)} of ${shownMarks(props.setup.task.maximumMarks)}`}
          </Typography>
        </Box>
        {mayMark && !evaluated && (
          <Button
            variant="contained"
            disabled={!!blocker || evaluate.isPending}
            aria-describedby={blocker ? reasonId : undefined}
            onClick={() =>
              evaluate.mutate(
                {
                  taskSubmissionId: attempt.taskSubmissionId,
                  userProfileId: attempt.userProfileId,
                },
                {
                  onSuccess: (body) => snackSuccess(body, 'Exam evaluation submitted successfully'),
                  onError: snackFailure,
                },
              )
            }
          >
            Evaluate
          </Button>
        )}
      </Box>
      {!evaluated && blocker && (
        <Alert severity="info" id={reasonId}>
          {blocker}
        </Alert>
      )}
      {evaluated && (
        <Alert severity="success">
          Evaluated. A change of marks now needs a reason and is kept in the log beside it.
        </Alert>
      )}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {entries.map((entry, index) => (
          <Paper
            component="li"
            variant="outlined"
            key={entry.examQuestionId}
            sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
          >
            <Typography component="h4" sx={{ fontWeight: 600, mb: 0.5 }}>
              Question {index + 1} · {shownMarks(entry.maximumMarks)}{' '}
              {entry.maximumMarks === 1 ? 'mark' : 'marks'}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1 }}>
              {entry.question}
            </Typography>
            <AnswerMarking
              groupId={props.groupId}
              taskId={taskId}
              questionType={entry.questionType}
              answer={entry.answer}
              correctAnswer={entry.correctAnswer}
              options={entry.objectiveOptions}
              maximumMarks={entry.maximumMarks}
              evaluated={evaluated}
              subject={`question ${index + 1}`}
              readOnly={!mayMark}
              gradeChanges={entry.gradeChanges}
            />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
