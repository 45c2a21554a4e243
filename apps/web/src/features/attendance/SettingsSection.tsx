import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_API, type AttendanceSettingsView } from '@shala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { attendanceKey, useAttendanceSettings } from './api';
import { StatusesEditor } from './StatusesEditor';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

function SettingsForm(props: { instituteId: string; settings: AttendanceSettingsView }) {
  const queryClient = useQueryClient();
  const [s, setS] = useState(props.settings);
  const save = useMutation({
    mutationFn: () =>
      http<{ message: string }>('PUT', ATTENDANCE_API.settings, {
        groupId: props.instituteId,
        mode: s.mode,
        riskThresholdPercent: s.riskThresholdPercent,
        weeklyOff: s.weeklyOff,
        staffSelfMark: s.staffSelfMark,
        markBy: s.markBy,
        // The built-ins are fixed; the institute's own are the list (one left out is retired).
        statuses: s.statuses
          .filter((x) => !x.builtin)
          .map(({ code, label, countsAs }) => ({ code, label: label.trim(), countsAs })),
      }),
    onSuccess: (res) => {
      showSnack({ message: res.message, severity: 'success' });
      return queryClient.invalidateQueries({ queryKey: attendanceKey(props.instituteId) });
    },
    onError: (err) => showSnack({ message: errorMessage(err), severity: 'error' }),
  });
  const toggleDay = (d: number) =>
    setS({
      ...s,
      weeklyOff: s.weeklyOff.includes(d) ? s.weeklyOff.filter((x) => x !== d) : [...s.weeklyOff, d],
    });
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 640 }}>
      <TextField
        select
        size="small"
        label="Marking"
        value={s.mode}
        onChange={(e) => setS({ ...s, mode: e.target.value as 'DAY' | 'PERIOD' })}
      >
        <MenuItem value="DAY">Once a day</MenuItem>
        <MenuItem value="PERIOD">Period by period</MenuItem>
      </TextField>
      <TextField
        type="number"
        size="small"
        label="Risk threshold (%)"
        value={s.riskThresholdPercent}
        onChange={(e) => setS({ ...s, riskThresholdPercent: Number(e.target.value) })}
      />
      <TextField
        type="time"
        size="small"
        label="Classes marked by"
        value={s.markBy}
        onChange={(e) => setS({ ...s, markBy: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box role="group" aria-label="Weekly days off">
        <Typography variant="body2">Weekly days off</Typography>
        {DAYS.map((d, i) => (
          <FormControlLabel
            key={d}
            control={<Checkbox checked={s.weeklyOff.includes(i)} onChange={() => toggleDay(i)} />}
            label={d}
          />
        ))}
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            checked={s.staffSelfMark}
            onChange={(e) => setS({ ...s, staffSelfMark: e.target.checked })}
          />
        }
        label="Staff mark themselves on arrival"
      />
      <StatusesEditor statuses={s.statuses} onChange={(statuses) => setS({ ...s, statuses })} />
      <Button variant="contained" disabled={save.isPending} onClick={() => save.mutate()}>
        Save settings
      </Button>
    </Stack>
  );
}

/** The institute's attendance settings, for whoever keeps them (manageAttendance). */
export function SettingsSection({ instituteId }: { instituteId: string }) {
  const settings = useAttendanceSettings(instituteId);
  return (
    <Box component="section" aria-labelledby="settings-heading" sx={{ mb: 3 }}>
      <Typography id="settings-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Settings
      </Typography>
      {settings.data ? <SettingsForm instituteId={instituteId} settings={settings.data} /> : null}
    </Box>
  );
}
