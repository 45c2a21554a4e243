import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ATTENDANCE_API, type HolidayView, indiaDay } from '@shala/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shownDay } from '../../core/format';
import { errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { attendanceKey, useMyClasses } from './api';

/** The institute's holidays and working days of the year: added (for all, or one class) and removed. */
export function CalendarSection({ instituteId }: { instituteId: string }) {
  const year = indiaDay(new Date()).slice(0, 4);
  const queryClient = useQueryClient();
  const key = [...attendanceKey(instituteId), 'holidays', year];
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      http<HolidayView[]>('GET', ATTENDANCE_API.holidays, undefined, {
        query: { groupId: instituteId, year },
      }),
  });
  const done = (res: { message: string }) => {
    showSnack({ message: res.message, severity: 'success' });
    return queryClient.invalidateQueries({ queryKey: attendanceKey(instituteId) });
  };
  const fail = (err: unknown) => showSnack({ message: errorMessage(err), severity: 'error' });
  const add = useMutation({
    mutationFn: (b: { day: string; kind: string; name: string; classId: string }) =>
      http<{ message: string }>('POST', ATTENDANCE_API.holidays, {
        groupId: instituteId,
        day: b.day,
        kind: b.kind,
        name: b.name,
        // The whole institute, or one class (whose entry overrides the institute's).
        ...(b.classId ? { classId: b.classId } : {}),
      }),
    onSuccess: done,
    onError: fail,
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      http<{ message: string }>('DELETE', ATTENDANCE_API.holidays, undefined, {
        query: { groupId: instituteId, id },
      }),
    onSuccess: done,
    onError: fail,
  });
  const [day, setDay] = useState(indiaDay(new Date()));
  const [kind, setKind] = useState('HOLIDAY');
  const [name, setName] = useState('');
  const [classId, setClassId] = useState('');
  // The keepers' classes: every class of the institute.
  const classes = useMyClasses(instituteId).data?.classes ?? [];
  return (
    <Box component="section" aria-labelledby="calendar-heading" sx={{ mb: 3 }}>
      <Typography id="calendar-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Holidays and working days, {year}
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ p: 0, m: 0, mb: 1 }}>
        {(list.data ?? []).map((h) => (
          <Box
            component="li"
            key={h.id}
            sx={{
              listStyle: 'none',
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              flexWrap: 'wrap',
            }}
          >
            <Typography sx={{ flex: '1 1 200px', minWidth: 0 }}>
              <Box component="span" sx={{ display: 'inline-block', minWidth: 96 }}>
                {shownDay(h.day)}
              </Box>{' '}
              {h.name}
              {h.kind === 'WORKING' ? ' (working day)' : ''}
            </Typography>
            <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center' }}>
              <Chip
                size="small"
                variant={h.className ? 'filled' : 'outlined'}
                label={h.className ? `${h.className} only` : 'Whole institute'}
              />
              <IconButton
                aria-label={`Remove ${h.name} on ${shownDay(h.day)}${h.className ? ` for ${h.className}` : ''}`}
                onClick={() => remove.mutate(h.id)}
                sx={{ width: 40, height: 40 }}
              >
                ×
              </IconButton>
            </Box>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          type="date"
          size="small"
          label="Date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value)}
        >
          <MenuItem value="HOLIDAY">Holiday</MenuItem>
          <MenuItem value="WORKING">Working day</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="For"
          value={classId}
          onChange={(e) => setClassId(e.target.value)}
          sx={{ minWidth: 160 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Whole institute</MenuItem>
          {classes.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} only
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button
          variant="outlined"
          disabled={add.isPending || !name.trim()}
          onClick={() => add.mutate({ day, kind, name, classId }, { onSuccess: () => setName('') })}
        >
          Add
        </Button>
      </Stack>
    </Box>
  );
}
