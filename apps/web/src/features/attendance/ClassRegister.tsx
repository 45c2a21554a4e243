import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttendanceStatusView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { visuallyHidden } from '../../ui/visually-hidden';
import { useClassDay, useSaveClassDay } from './api';
import { corrections, countsOf, type Marks, startingMarks, tapped } from './rules';
import { StatusBadge } from './StatusBadge';

type Props = {
  instituteId: string;
  classId: string;
  day: string;
  period: number | null;
  statuses: AttendanceStatusView[];
};

/** A class's students for the day: tap a name to mark them absent, ⋯ for any other status. */
export function ClassRegister(props: Props) {
  const view = useClassDay(props.instituteId, props.classId, props.day, props.period);
  const save = useSaveClassDay(props.instituteId);
  const [edited, setEdited] = useState<Marks | null>(null);
  const [reason, setReason] = useState('');
  const [menu, setMenu] = useState<{ anchor: HTMLElement; profileId: string } | null>(null);
  if (view.isError) return <LoadError error={view.error} onRetry={() => view.refetch()} />;
  if (!view.data) return <Loading />;
  const data = view.data;
  if (data.holiday)
    return <Alert severity="info">No attendance on this day: {data.holiday}.</Alert>;
  const marks = edited ?? startingMarks(data);
  const changed = corrections(data, marks);
  const counts = countsOf(marks);
  const labelOf = (code: string) => props.statuses.find((s) => s.code === code)?.label ?? code;
  const set = (profileId: string, status: string) => setEdited({ ...marks, [profileId]: status });
  const needsReason = changed.length > 0 && reason.trim() === '';

  const submit = () =>
    save.mutate(
      {
        groupId: props.classId,
        day: props.day,
        period: props.period,
        marks: data.students.map((s) => ({
          profileId: s.profileId,
          status: marks[s.profileId] ?? 'P',
        })),
        ...(changed.length > 0 ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (res) => {
          setEdited(null);
          setReason('');
          showSnack({ message: res.message, severity: 'success' });
        },
        onError: (err) => showSnack({ message: errorMessage(err), severity: 'error' }),
      },
    );

  if (data.students.length === 0) {
    return <Typography color="text.secondary">This class has no students yet.</Typography>;
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }} aria-live="polite">
        {[...counts].map(([code, n]) => (
          <Chip key={code} size="small" label={`${labelOf(code)}: ${n}`} />
        ))}
        {data.saved ? (
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={`Saved by ${data.markedBy ?? '—'}`}
          />
        ) : (
          <Chip size="small" color="warning" variant="outlined" label="Not saved yet" />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Everyone is present unless you tap their name. Tap ⋯ for late, half day and the rest.
      </Typography>
      <List dense disablePadding aria-label="Students">
        {data.students.map((s) => {
          const status = marks[s.profileId] ?? 'P';
          return (
            <ListItem
              key={s.profileId}
              disablePadding
              secondaryAction={
                <IconButton
                  aria-label={`Other status for ${s.name}`}
                  onClick={(e) => setMenu({ anchor: e.currentTarget, profileId: s.profileId })}
                  sx={{ width: 44, height: 44 }}
                >
                  ⋯
                </IconButton>
              }
            >
              <ListItemButton
                onClick={() => set(s.profileId, tapped(status))}
                sx={{ minHeight: 48, pr: 7 }}
              >
                <Typography sx={{ width: 32, color: 'text.secondary' }}>
                  {s.rollNo ?? ''}
                </Typography>
                <Typography sx={{ flex: 1 }}>
                  {s.name}
                  {/* Its name starts with what it shows (WCAG 2.5.3), then says what a tap does. */}
                  <Box component="span" sx={visuallyHidden}>
                    : {labelOf(status)}. Tap to mark {labelOf(tapped(status))}.
                  </Box>
                  {s.onLeave ? ' (on approved leave)' : ''}
                </Typography>
                <StatusBadge code={status} label={labelOf(status)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {props.statuses.map((st) => (
          <MenuItem
            key={st.code}
            onClick={() => {
              if (menu) set(menu.profileId, st.code);
              setMenu(null);
            }}
          >
            {st.label}
          </MenuItem>
        ))}
      </Menu>
      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          bgcolor: 'background.paper',
          py: 1.5,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        {changed.length > 0 ? (
          <TextField
            fullWidth
            required
            size="small"
            label={`Why change ${changed.length} saved ${changed.length === 1 ? 'mark' : 'marks'}?`}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            sx={{ mb: 1 }}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ) : null}
        <Button
          variant="contained"
          fullWidth
          size="large"
          disabled={save.isPending || needsReason}
          onClick={submit}
        >
          {save.isPending ? 'Saving…' : `Save attendance (${counts.get('A') ?? 0} absent)`}
        </Button>
      </Box>
    </Box>
  );
}
