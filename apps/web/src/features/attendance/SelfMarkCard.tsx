import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_API, BUILTIN_STATUSES, type SelfMarkView } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shownDay } from '../../core/format';
import { errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { attendanceKey } from './api';

/** A built-in status's name ("Late"); the institute's own show their code. */
const nameOf = (code: string) => BUILTIN_STATUSES.find((b) => b.code === code)?.label ?? code;

/**
 * "Mark my arrival": a staff member marks themselves present today, where the institute lets
 * staff mark themselves (Late after the mark-by time). Shown on one's own attendance; nothing
 * for students, parents, a holiday or an institute that keeps it to the front office.
 */
export function SelfMarkCard({ instituteId }: { instituteId: string }) {
  const queryClient = useQueryClient();
  const self = useQuery({
    queryKey: [...attendanceKey(instituteId), 'self'],
    enabled: !!instituteId,
    queryFn: () =>
      http<SelfMarkView>('GET', ATTENDANCE_API.staffSelf, undefined, {
        query: { groupId: instituteId },
      }),
  });
  const mark = useMutation({
    mutationFn: () =>
      http<{ message: string }>('POST', ATTENDANCE_API.staffSelf, { groupId: instituteId }),
    onSuccess: (res) => {
      showSnack({ message: res.message, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: attendanceKey(instituteId) });
    },
    onError: (err) => showSnack({ message: errorMessage(err), severity: 'error' }),
  });
  const s = self.data;
  if (!s?.allowed || !s.staff || s.holiday) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="self-mark-heading"
      variant="outlined"
      sx={{ p: 1.5, mb: 2, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Typography id="self-mark-heading" component="h2" sx={{ flex: 1, minWidth: 180 }}>
        {s.status
          ? `Today (${shownDay(s.day)}) you are marked ${nameOf(s.status)}.`
          : `Arrived? Mark yourself present (late after ${s.markBy}).`}
      </Typography>
      {s.status ? null : (
        <Button variant="contained" disabled={mark.isPending} onClick={() => mark.mutate()}>
          {mark.isPending ? 'Marking…' : 'Mark my arrival'}
        </Button>
      )}
    </Paper>
  );
}
