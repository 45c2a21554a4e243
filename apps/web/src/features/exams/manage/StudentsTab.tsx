import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AttemptSummary, countAttempts, type ExamSetup } from '@shala/shared';
import { useState } from 'react';
import { shownDateTime } from '../../../core/format';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { usePermissions } from '../../permissions';
import { ExtraTimeDialog } from './ExtraTimeDialog';
import { countedEntries } from './exam-rules';
import { useLiveView, useStudentChanges } from './marking-api';
import { answeredText, attemptStateLabel } from './marking-rules';
import { snackFailure, snackSuccess } from './parts';

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The live view while the exam runs: who has started, how many answered, who submitted and who
 * seems offline, read again every 10 s while this tab is open; extra time and reset per student.
 */
export function StudentsTab({ groupId, setup }: { groupId: string; setup: ExamSetup }) {
  const taskId = setup.task.id;
  const live = useLiveView(groupId, taskId);
  const may = usePermissions();
  const mayExtend = may('updateExamConfig', groupId);
  const mayReset = may('resetUserExamConfig', groupId);
  const changes = useStudentChanges(groupId, taskId);
  const [extending, setExtending] = useState<AttemptSummary | null>(null);
  const [resetting, setResetting] = useState<AttemptSummary | null>(null);
  const questions = countedEntries(setup.examQuestions).length;

  if (live.isPending) return <Loading label="Loading the students…" />;
  if (live.isError) return <LoadError error={live.error} onRetry={() => live.refetch()} />;
  const rows = live.data.attempts;
  if (rows.length === 0)
    return <EmptyState>This class has no students to sit the exam.</EmptyState>;
  const { writing: started, submitted } = countAttempts(rows.map((r) => r.status));
  // The server's time of this reading, so a wrong clock in this browser does not decide.
  const serverNowMs = Date.parse(live.data.serverNow);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5, minWidth: 0 }}>
      <Typography>
        <strong>{started}</strong> writing, <strong>{submitted}</strong> submitted, of {rows.length}{' '}
        students.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Read again every 10 seconds while this tab is open; last read at{' '}
        {TIME.format(new Date(live.dataUpdatedAt))}.
      </Typography>
      <TableContainer
        tabIndex={0}
        aria-label="Students, scrollable"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-label="Students of this exam" sx={{ minWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Student</TableCell>
              <TableCell scope="col">State</TableCell>
              <TableCell scope="col">Answers</TableCell>
              <TableCell scope="col">Ends</TableCell>
              <TableCell scope="col">Extra time</TableCell>
              <TableCell scope="col">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.userProfileId}>
                {/* break-word, not anywhere: a name may wrap between words, but the column is
                    never narrower than its longest word (on a phone it was cut mid-name). */}
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                  {row.fullName}
                  {row.registrationNo && (
                    <Typography variant="body2" color="text.secondary">
                      {row.registrationNo}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                    {attemptStateLabel(row, setup.task.endDateTime, serverNowMs)}
                    {row.status === 'STARTED' && (
                      <Chip
                        size="small"
                        color={row.online ? 'success' : 'warning'}
                        label={row.online ? 'Online' : 'Offline'}
                      />
                    )}
                    {row.submittedBy === 'SERVER' && (
                      <Chip size="small" label="Closed at time-up" />
                    )}
                  </Box>
                </TableCell>
                <TableCell>{answeredText(row.answered, questions)}</TableCell>
                <TableCell>{row.endAt ? shownDateTime(row.endAt) : '–'}</TableCell>
                <TableCell>{row.extraMinutes > 0 ? `${row.extraMinutes} min` : 'None'}</TableCell>
                <TableCell>
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    {mayExtend && (
                      <Button
                        size="small"
                        onClick={() => setExtending(row)}
                        aria-label={`Extra time for ${row.fullName}`}
                      >
                        Extra time
                      </Button>
                    )}
                    {mayReset && row.status !== 'NOT_STARTED' && row.status !== 'EVALUATED' && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setResetting(row)}
                        aria-label={`Reset ${row.fullName}'s attempt`}
                      >
                        Reset
                      </Button>
                    )}
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ExtraTimeDialog
        student={extending}
        busy={changes.extraTime.isPending}
        onClose={() => setExtending(null)}
        onSave={(extraMinutes) =>
          extending &&
          changes.extraTime
            .mutateAsync({ userProfileId: extending.userProfileId, extraMinutes })
            .then((body) => {
              snackSuccess(body, `${extending.fullName} has ${extraMinutes} extra minutes.`);
              setExtending(null);
            })
        }
      />
      <ConfirmDialog
        open={resetting !== null}
        title={`Reset ${resetting?.fullName ?? ''}'s attempt?`}
        text="Their answers are deleted and the attempt goes back to not started; they can agree and start again while the exam is open."
        confirmLabel="Reset attempt"
        busy={changes.reset.isPending}
        onClose={() => setResetting(null)}
        onConfirm={() =>
          resetting &&
          changes.reset.mutate(resetting.userProfileId, {
            onSuccess: (body) => snackSuccess(body, `${resetting.fullName}'s attempt was reset.`),
            onError: snackFailure,
            onSettled: () => setResetting(null),
          })
        }
      />
    </Box>
  );
}
