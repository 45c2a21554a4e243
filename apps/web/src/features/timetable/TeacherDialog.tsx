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
import MenuItem from '@mui/material/MenuItem';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { periodsOf, type TimetableTeacher, type TimetableWeek, weekdayName } from '@shala/shared';
import { Fragment, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { useTeacher, useTimetableChanges } from './api';

type Props = { groupId: string; week: TimetableWeek; onClose: () => void };

const key = (day: number, period: number) => `${day}:${period}`;

/**
 * A teacher's part of the timetable (issue 24 §2): their weekly maximum of periods (a hand move
 * above it warns) and the periods they cannot teach (the generator leaves those free, a hand
 * move there is refused), one checkbox per day and period of the school's week.
 */
export function TeacherDialog({ groupId, week, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [teacherId, setTeacherId] = useState(week.choices.teachers[0]?.id ?? '');
  const facts = useTeacher(groupId, teacherId);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="tt-teacher-title"
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id="tt-teacher-title">A teacher's week</DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <TextField
          select
          label="Teacher"
          value={teacherId}
          onChange={(e) => setTeacherId(e.target.value)}
          fullWidth
          sx={{ mt: 1, mb: 2 }}
        >
          {week.choices.teachers.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        {facts.isPending && teacherId ? (
          <CircularProgress aria-label="Loading the teacher" />
        ) : null}
        {facts.isError ? <Alert severity="error">{errorMessage(facts.error)}</Alert> : null}
        {facts.data ? (
          <TeacherForm
            key={teacherId}
            groupId={groupId}
            week={week}
            facts={facts.data}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
      {facts.data ? null : (
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

function TeacherForm({
  groupId,
  week,
  facts,
  onClose,
}: {
  groupId: string;
  week: TimetableWeek;
  facts: TimetableTeacher;
  onClose: () => void;
}) {
  const { saveTeacher } = useTimetableChanges(groupId);
  const [max, setMax] = useState(facts.maxPerWeek === null ? '' : String(facts.maxPerWeek));
  const [off, setOff] = useState(() => new Set(facts.unavailable.map((u) => key(u.day, u.period))));
  const { failure, attempt } = useAttempt();
  const periods = periodsOf(week.settings.slots);
  const maxValid = max.trim() === '' || /^[1-9]\d{0,2}$/.test(max.trim());
  const toggle = (day: number, period: number) =>
    setOff((now) => {
      const next = new Set(now);
      if (!next.delete(key(day, period))) next.add(key(day, period));
      return next;
    });
  const save = () =>
    attempt(async () => {
      const answer = await saveTeacher.mutateAsync({
        teacherId: facts.teacher.id,
        maxPerWeek: max.trim() === '' ? null : Number(max),
        unavailable: [...off].map((k) => {
          const [day, period] = k.split(':').map(Number);
          return { day: day ?? 0, period: period ?? 0 };
        }),
      });
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
      <TextField
        label="Most periods a week"
        value={max}
        onChange={(e) => setMax(e.target.value)}
        error={!maxValid}
        helperText={
          maxValid
            ? `Empty: no maximum. ${facts.teacher.name} teaches ${facts.periods} periods a week now.`
            : 'Give a whole number of periods, or leave it empty.'
        }
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ mb: 2, maxWidth: 320 }}
        fullWidth
      />
      <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        Periods {facts.teacher.name} cannot teach
      </Typography>
      {/* The boxes say only "P3" to fit a phone's row; the times are said once, here. */}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {periods.map((p, i) => (
          // Each period's times on one line; the lines break between periods.
          <Fragment key={p.number}>
            {i > 0 ? ' · ' : ''}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              P{p.number} {p.slot.start}–{p.slot.end}
            </Box>
          </Fragment>
        ))}
      </Typography>
      {week.settings.days.map((iso, d) => (
        <Box
          key={iso}
          component="fieldset"
          sx={{ border: 0, p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', columnGap: 1 }}
        >
          <Typography
            component="legend"
            variant="body2"
            sx={{ width: '100%', fontWeight: 600, p: 0 }}
          >
            {weekdayName(iso)}
          </Typography>
          {periods.map(({ number: period, slot }) => (
            <FormControlLabel
              key={period}
              title={`${slot.start}–${slot.end}`}
              sx={{ mr: 0.5, ml: 0 }}
              control={
                <Checkbox
                  size="small"
                  checked={off.has(key(d + 1, period))}
                  onChange={() => toggle(d + 1, period)}
                />
              }
              label={`P${period}`}
            />
          ))}
        </Box>
      ))}
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={!maxValid || saveTeacher.isPending}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
