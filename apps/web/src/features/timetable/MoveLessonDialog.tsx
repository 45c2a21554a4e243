import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { periodCount, type TimetableLesson, type TimetableWeek, weekdayName } from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { useTimetableChanges } from './api';

type Props = {
  groupId: string;
  week: TimetableWeek;
  lesson: TimetableLesson;
  onClose: () => void;
  /** The server's warnings of a move that was made (a teacher above their weekly maximum). */
  onWarnings: (warnings: string[]) => void;
};

/**
 * Moving a lesson by hand: a day and a first period; the server refuses a clash (a teacher, a
 * class or a room in two places) with words saying who is where, shown here, and warns when a
 * teacher goes above their weekly maximum (shown on the page). A moved lesson stays fixed for
 * the generator; a lesson may also be kept where it is, or let go, without moving it.
 */
export function MoveLessonDialog({ groupId, week, lesson, onClose, onWarnings }: Props) {
  const { move, setFixed } = useTimetableChanges(groupId);
  const [day, setDay] = useState(lesson.day);
  const [period, setPeriod] = useState(lesson.period);
  const [fixed, setKeep] = useState(true);
  const { failure, attempt } = useAttempt();
  const periods = periodCount(week.settings.slots);
  const save = () =>
    attempt(async () => {
      const moved = await move.mutateAsync({ id: lesson.id, day, period, fixed });
      showSnack({ message: moved.message, severity: 'success' });
      onWarnings(moved.warnings);
      onClose();
    });
  // Kept where it is, or let go, without moving it: nobody's week changes.
  const pin = () =>
    attempt(async () => {
      const answer = await setFixed.mutateAsync({ id: lesson.id, fixed: !lesson.fixed });
      showSnack({ message: answer.message, severity: 'success' });
      onClose();
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="move-lesson-title" fullWidth maxWidth="xs">
      <DialogTitle id="move-lesson-title">
        Move {lesson.subject.name} ({lesson.classes.map((c) => c.name).join(' + ')})
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          <TextField
            select
            label="Day"
            value={day}
            onChange={(e) => setDay(Number(e.target.value))}
          >
            {week.settings.days.map((iso, i) => (
              <MenuItem key={iso} value={i + 1}>
                {weekdayName(iso)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Period"
            value={period}
            onChange={(e) => setPeriod(Number(e.target.value))}
          >
            {Array.from({ length: periods - lesson.duration + 1 }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                Period {n}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Checkbox checked={fixed} onChange={(e) => setKeep(e.target.checked)} />}
            label="Keep it at its new place when the timetable is generated again"
          />
          <Typography variant="body2" color="text.secondary">
            {lesson.fixed
              ? 'Now kept fixed: generating the week again leaves it where it is.'
              : 'Now free: generating the week again may move it.'}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={pin} disabled={setFixed.isPending}>
          {lesson.fixed ? 'Let the generator move it' : 'Keep it where it is'}
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={move.isPending}>
          Move
        </Button>
      </DialogActions>
    </Dialog>
  );
}
