import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  TIMETABLE_TEXTS,
  type TimetableSettings,
  type TimetableSlotWire,
  type TimetableWeek,
  weekdayName,
} from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { useTimetableChanges, useWeekSettings } from './api';

type Props = { groupId: string; week: TimetableWeek; onClose: () => void };

const SCHOOL = 'school';

/**
 * The school's week (working days, periods and breaks with their times), or a class's own week
 * where it differs: fewer days or periods, other times (issue 24 §2). The server refuses a class's
 * week that adds a day or a period to the school's.
 */
export function WeekSettingsDialog({ groupId, week, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // SCHOOL: the institute's own week (an empty value would leave the select looking unset).
  const [scope, setScope] = useState(SCHOOL);
  const classId = scope === SCHOOL ? '' : scope;
  const settings = useWeekSettings(groupId, classId);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="tt-week-title"
      fullWidth
      maxWidth="md"
      fullScreen={phone}
    >
      <DialogTitle id="tt-week-title">The school week</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <TextField
          select
          label="Whose week"
          value={scope}
          onChange={(e) => setScope(e.target.value)}
          fullWidth
          sx={{ mt: 1, mb: 2 }}
        >
          <MenuItem value={SCHOOL}>The whole school</MenuItem>
          {week.choices.classes.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name} (its own week)
            </MenuItem>
          ))}
        </TextField>
        {classId && settings.data ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {settings.data.own
              ? 'This class has a week of its own (below). '
              : "This class follows the school's week (below); saving gives it its own. "}
            {TIMETABLE_TEXTS.classWeekWider}
          </Alert>
        ) : null}
        {settings.isPending ? <CircularProgress aria-label="Loading the week" /> : null}
        {settings.isError ? <Alert severity="error">{errorMessage(settings.error)}</Alert> : null}
        {settings.data ? (
          <WeekForm
            key={`${classId}-${settings.dataUpdatedAt}`}
            groupId={groupId}
            classId={classId}
            initial={settings.data}
            own={settings.data.own}
            schoolDays={week.settings.days}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

function WeekForm({
  groupId,
  classId,
  initial,
  own,
  schoolDays,
  onClose,
}: {
  groupId: string;
  classId: string;
  initial: TimetableSettings;
  own: boolean;
  schoolDays: readonly number[];
  onClose: () => void;
}) {
  const { saveWeek, removeClassWeek } = useTimetableChanges(groupId);
  const [days, setDays] = useState<number[]>(initial.days);
  const [slots, setSlots] = useState<TimetableSlotWire[]>(initial.slots);
  const [maxConsecutive, setMaxConsecutive] = useState(String(initial.maxConsecutive));
  const { failure, attempt } = useAttempt();
  const offered = classId ? ALL_DAYS.filter((d) => schoolDays.includes(d)) : ALL_DAYS;
  const change = (i: number, patch: Partial<TimetableSlotWire>) =>
    setSlots((now) => now.map((s, k) => (k === i ? { ...s, ...patch } : s)));
  const add = (kind: TimetableSlotWire['kind']) =>
    setSlots((now) => {
      const last = now[now.length - 1];
      const start = last?.end ?? '08:00';
      const periods = now.filter((s) => s.kind === 'PERIOD').length;
      return [
        ...now,
        {
          kind,
          label: kind === 'PERIOD' ? `Period ${periods + 1}` : 'Break',
          start,
          end: start,
        },
      ];
    });
  const save = () =>
    attempt(async () => {
      const answer = await saveWeek.mutateAsync({
        ...(classId ? { classId } : {}),
        days: [...days].sort((a, b) => a - b),
        slots,
        maxConsecutive: Number(maxConsecutive) || 1,
      });
      showSnack({ message: answer.message, severity: 'success' });
      onClose();
    });
  const followSchool = () =>
    attempt(async () => {
      const answer = await removeClassWeek.mutateAsync(classId);
      showSnack({ message: answer.message, severity: 'success' });
      onClose();
    });
  return (
    <>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Typography component="legend" variant="subtitle2">
          Working days
        </Typography>
        {offered.map((iso) => (
          <FormControlLabel
            key={iso}
            control={
              <Checkbox
                checked={days.includes(iso)}
                onChange={(e) =>
                  setDays((now) =>
                    e.target.checked ? [...now, iso] : now.filter((d) => d !== iso),
                  )
                }
              />
            }
            label={weekdayName(iso)}
          />
        ))}
      </Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        Periods and breaks
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {slots.map((slot, i) => (
          <Box
            component="li"
            // Rows are edited in place; their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row has no id of its own
            key={i}
            sx={{
              display: 'grid',
              gridTemplateColumns: {
                xs: '1fr 1fr 40px',
                sm: '110px minmax(0, 1fr) 150px 150px 40px',
              },
              gap: 1,
              alignItems: 'center',
              mb: 1.5,
              pb: { xs: 1.5, sm: 0 },
              borderBottom: { xs: 1, sm: 0 },
              borderColor: 'divider',
            }}
          >
            <TextField
              select
              size="small"
              label="Kind"
              value={slot.kind}
              onChange={(e) => change(i, { kind: e.target.value as TimetableSlotWire['kind'] })}
            >
              <MenuItem value="PERIOD">Period</MenuItem>
              <MenuItem value="BREAK">Break</MenuItem>
            </TextField>
            <TextField
              size="small"
              label="Name"
              value={slot.label}
              onChange={(e) => change(i, { label: e.target.value })}
            />
            <IconButton
              aria-label={`Remove ${slot.label || 'this row'}`}
              onClick={() => setSlots((now) => now.filter((_, k) => k !== i))}
              sx={{ gridColumn: { xs: 3, sm: 5 }, gridRow: 1 }}
            >
              <DeleteOutline />
            </IconButton>
            <TextField
              size="small"
              type="time"
              label="Starts"
              value={slot.start}
              onChange={(e) => change(i, { start: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              size="small"
              type="time"
              label="Ends"
              value={slot.end}
              onChange={(e) => change(i, { end: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Button variant="outlined" onClick={() => add('PERIOD')}>
          Add a period
        </Button>
        <Button variant="outlined" onClick={() => add('BREAK')}>
          Add a break
        </Button>
      </Box>
      {classId ? null : (
        <TextField
          label="Most periods in a row for a teacher"
          value={maxConsecutive}
          onChange={(e) => setMaxConsecutive(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 320 }}
          fullWidth
        />
      )}
      <DialogActions sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
        {classId && own ? (
          <Button onClick={followSchool} disabled={removeClassWeek.isPending}>
            Use the school's week
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={saveWeek.isPending || days.length === 0 || slots.length === 0}
        >
          Save the week
        </Button>
      </DialogActions>
    </>
  );
}
