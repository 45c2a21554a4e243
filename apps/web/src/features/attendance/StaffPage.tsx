import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_API, ATTENDANCE_ROUTES, indiaDay, type StaffDayView } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage, http } from '../../core/http';
import { useShellUser } from '../../core/shell-user';
import { showSnack } from '../../core/snackbar-queue';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { visuallyHidden } from '../../ui/visually-hidden';
import { attendanceKey } from './api';
import { type Marks, tapped } from './rules';
import { StatusBadge } from './StatusBadge';

const LABELS: Record<string, string> = { P: 'Present', A: 'Absent', E: 'On leave' };

/**
 * /erp/attendance/staff: the front office marks the staff for the day, everyone Present unless
 * tapped (on leave where approved leave covers the day), one Save; each name links to its month.
 */
export default function StaffPage() {
  const instituteId = useShellUser().defaultInstituteId ?? '';
  const [day, setDay] = useState(() => indiaDay(new Date()));
  const [edited, setEdited] = useState<Marks | null>(null);
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: [...attendanceKey(instituteId), 'staff', day],
    enabled: !!instituteId,
    queryFn: () =>
      http<StaffDayView>('GET', ATTENDANCE_API.staff, undefined, {
        query: { groupId: instituteId, day },
      }),
  });
  const save = useMutation({
    mutationFn: (marks: { profileId: string; status: string }[]) =>
      http<{ message: string }>('PUT', ATTENDANCE_API.staff, { groupId: instituteId, day, marks }),
    onSuccess: (res) => {
      setEdited(null);
      showSnack({ message: res.message, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: attendanceKey(instituteId) });
    },
    onError: (err) => showSnack({ message: errorMessage(err), severity: 'error' }),
  });
  const data = view.data;
  const marks: Marks =
    edited ??
    Object.fromEntries(
      (data?.staff ?? []).map((s) => [s.profileId, s.status ?? (s.onLeave ? 'E' : 'P')]),
    );
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Staff attendance
      </Typography>
      <TextField
        type="date"
        size="small"
        label="Date"
        value={day}
        onChange={(e) => {
          setEdited(null);
          setDay(e.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2 }}
      />
      {view.isError ? <LoadError error={view.error} onRetry={() => view.refetch()} /> : null}
      {view.isPending ? <Loading /> : null}
      {data?.holiday ? (
        <Alert severity="info">No attendance on this day: {data.holiday}.</Alert>
      ) : null}
      {data && !data.holiday ? (
        <>
          <List dense disablePadding aria-label="Staff">
            {data.staff.map((s) => {
              const status = marks[s.profileId] ?? 'P';
              return (
                <ListItem
                  key={s.profileId}
                  disablePadding
                  secondaryAction={
                    <IconButton
                      component={RouterLink}
                      to={ATTENDANCE_ROUTES.person(s.profileId)}
                      aria-label={`Month of ${s.name}`}
                      edge="end"
                    >
                      <CalendarMonthOutlined />
                    </IconButton>
                  }
                >
                  <ListItemButton
                    sx={{ minHeight: 48 }}
                    onClick={() => setEdited({ ...marks, [s.profileId]: tapped(status) })}
                  >
                    <Box sx={{ flex: 1 }}>
                      <Typography>
                        {s.name}
                        <Box component="span" sx={visuallyHidden}>
                          : {LABELS[status] ?? status}. Tap to mark {LABELS[tapped(status)]}.
                        </Box>
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {s.role}
                        {s.onLeave ? ' · on approved leave' : ''}
                      </Typography>
                    </Box>
                    <StatusBadge code={status} label={LABELS[status] ?? status} />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
          <Button
            variant="contained"
            fullWidth
            size="large"
            sx={{ mt: 2 }}
            disabled={save.isPending || data.staff.length === 0}
            onClick={() =>
              save.mutate(
                data.staff.map((s) => ({
                  profileId: s.profileId,
                  status: marks[s.profileId] ?? 'P',
                })),
              )
            }
          >
            Save staff attendance
          </Button>
        </>
      ) : null}
    </Box>
  );
}
