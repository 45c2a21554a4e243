import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExamSetup } from '@shala/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { usePermission } from '../../permissions';
import { AnswerMarking } from './AnswerMarking';
import { inOrder, shownMarks } from './exam-rules';
import { useQuestionMarking } from './marking-api';
import { ATTEMPT_STATUS_LABEL } from './marking-rules';

const clip = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One question, then every submitted student's answer to it with marks and remarks. */
export function MarkByQuestion(props: {
  groupId: string;
  setup: ExamSetup;
  selected: string | null;
  onSelect: (examQuestionId: string) => void;
}) {
  const taskId = props.setup.task.id;
  const entries = inOrder(props.setup.examQuestions);
  const selected = entries.some((e) => e.id === props.selected) ? props.selected : null;
  const marking = useQuestionMarking(props.groupId, taskId, selected);
  const mayMark = usePermission('finalEvaluation', props.groupId);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <TextField
        select
        label="Question"
        value={selected ?? ''}
        onChange={(e) => props.onSelect(e.target.value)}
        sx={{ maxWidth: 640 }}
        fullWidth
      >
        {entries.map((e, index) => (
          <MenuItem key={e.id} value={e.id}>
            Q{index + 1} · {clip(e.questionOutputDto.question)}
          </MenuItem>
        ))}
      </TextField>
      {!selected ? (
        <EmptyState>Choose a question to mark every student's answer to it.</EmptyState>
      ) : marking.isPending ? (
        <Loading label="Loading the answers…" />
      ) : marking.isError ? (
        <LoadError error={marking.error} onRetry={() => marking.refetch()} />
      ) : (
        <>
          <Typography aria-live="polite">
            {marking.data.marked} marked, {marking.data.toMark} to mark ·{' '}
            {shownMarks(marking.data.maximumMarks)} marks at most
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {marking.data.question}
          </Typography>
          {marking.data.rows.length === 0 ? (
            <EmptyState>Nobody has submitted yet.</EmptyState>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              {marking.data.rows.map((row) => {
                const option = entries.find((e) => e.id === selected)?.questionOutputDto;
                return (
                  <Paper
                    component="li"
                    variant="outlined"
                    key={row.attempt.userProfileId}
                    sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
                  >
                    <Typography component="h3" sx={{ fontWeight: 600 }}>
                      {row.attempt.fullName}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                      {ATTEMPT_STATUS_LABEL[row.attempt.status]}
                    </Typography>
                    <AnswerMarking
                      groupId={props.groupId}
                      taskId={taskId}
                      questionType={marking.data.questionType}
                      answer={row.answer}
                      correctAnswer={marking.data.correctAnswer}
                      options={option?.objectiveOptions ?? []}
                      maximumMarks={marking.data.maximumMarks}
                      evaluated={row.attempt.status === 'EVALUATED'}
                      subject={row.attempt.fullName}
                      readOnly={!mayMark}
                      gradeChanges={row.gradeChanges}
                    />
                  </Paper>
                );
              })}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
