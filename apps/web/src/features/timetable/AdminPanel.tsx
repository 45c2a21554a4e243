import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TimetableImportReport, TimetableWeek } from '@shala/shared';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { exportTimetable, useGeneratorStatus, useTimetableChanges } from './api';
import { TeacherDialog } from './TeacherDialog';
import { WeekSettingsDialog } from './WeekSettingsDialog';

/**
 * The admin's controls (manageTimetable): import the teaching load (and teachers' unavailable
 * periods) from CSV, set the school's week (or a class's own) and a teacher's weekly maximum
 * and unavailable periods, generate the week with its progress (lessons kept fixed stay), and
 * export it as CSV.
 */
export function AdminPanel({ groupId, week }: { groupId: string; week: TimetableWeek }) {
  const weekSet = week.settings.set;
  const [editing, setEditing] = useState<'week' | 'teacher' | null>(null);
  const { importLoad, generate, refresh } = useTimetableChanges(groupId);
  const [load, setLoad] = useState<File | null>(null);
  const [availability, setAvailability] = useState<File | null>(null);
  const [days, setDays] = useState('6');
  const [periods, setPeriods] = useState('8');
  const [report, setReport] = useState<TimetableImportReport | null>(null);
  const { failure, attempt } = useAttempt();
  const [runId, setRunId] = useState<string | null>(null);
  const status = useGeneratorStatus(groupId, runId).data;
  useEffect(() => {
    if (status?.state === 'DONE') refresh();
  }, [status?.state, refresh]);

  const doImport = async () => {
    if (!load) return;
    await attempt(async () => {
      const answer = await importLoad.mutateAsync({
        load,
        availability,
        days: weekSet ? '' : days,
        periods: weekSet ? '' : periods,
      });
      setReport(answer);
    });
  };
  const doGenerate = () =>
    attempt(async () => {
      setRunId((await generate.mutateAsync()).id);
    });
  const running = status && (status.state === 'QUEUED' || status.state === 'RUNNING');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, minWidth: 0 }}
      component="section"
      aria-labelledby="tt-admin"
    >
      <Typography id="tt-admin" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Keep the timetable
      </Typography>
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-end' } }}
      >
        <Box>
          <Typography
            component="label"
            htmlFor="tt-load"
            variant="body2"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            Teaching load (CSV: class,subject,teacher,lessons_per_week,duration,room)
          </Typography>
          <input
            id="tt-load"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setLoad(e.target.files?.[0] ?? null)}
          />
        </Box>
        <Box>
          <Typography
            component="label"
            htmlFor="tt-availability"
            variant="body2"
            sx={{ display: 'block', overflowWrap: 'anywhere' }}
          >
            Unavailable periods (optional CSV: teacher,day,period)
          </Typography>
          <input
            id="tt-availability"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setAvailability(e.target.files?.[0] ?? null)}
          />
        </Box>
        {weekSet ? null : (
          <>
            <TextField
              label="Working days"
              size="small"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              sx={{ width: 120 }}
            />
            <TextField
              label="Periods a day"
              size="small"
              value={periods}
              onChange={(e) => setPeriods(e.target.value)}
              sx={{ width: 120 }}
            />
          </>
        )}
        <Button variant="outlined" onClick={doImport} disabled={!load || importLoad.isPending}>
          Import
        </Button>
      </Stack>
      {report ? (
        <Alert severity={report.imported ? 'success' : 'error'} sx={{ mt: 1 }} role="status">
          {report.message}
          {report.failed.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }}>
              {report.failed.map((f) => (
                <li key={`${f.file}-${f.row}`}>
                  {f.file === 'load' ? 'Load' : 'Availability'} row {f.row}: {f.errors.join(' ')}
                </li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {weekSet ? (
          <Button variant="outlined" onClick={() => setEditing('week')}>
            School week
          </Button>
        ) : null}
        {week.choices.teachers.length > 0 ? (
          <Button variant="outlined" onClick={() => setEditing('teacher')}>
            Teachers' limits
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Lessons kept fixed (moved by hand, or kept where they are: click a lesson) stay where they
        are when the week is generated.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={doGenerate} disabled={!!running || generate.isPending}>
          Generate the week
        </Button>
        <Button
          variant="outlined"
          onClick={() =>
            exportTimetable(groupId).catch((e) =>
              showSnack({ message: errorMessage(e), severity: 'error' }),
            )
          }
        >
          Export CSV
        </Button>
      </Stack>
      {status ? (
        <Box sx={{ mt: 2 }} role="status" aria-live="polite">
          {running ? (
            <>
              <Typography variant="body2">Generating… {status.progress}%</Typography>
              <LinearProgress
                variant="determinate"
                value={status.progress}
                aria-label="Generating the week"
              />
            </>
          ) : null}
          {status.state === 'DONE' ? (
            <Alert severity={status.unplaced.length ? 'warning' : 'success'}>
              {status.placed} of {status.total} lessons placed, {status.hardViolations} clashes.
              {status.unplaced.length > 0 ? (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {status.unplaced.map((u) => (
                    <li
                      key={`${u.subject}-${u.classes.join('+')}-${u.teachers.join('+')}-${u.reason}`}
                    >
                      {u.subject} ({u.classes.join(' + ')}, {u.teachers.join(' + ')}): {u.reason}
                    </li>
                  ))}
                </Box>
              ) : null}
            </Alert>
          ) : null}
          {status.state === 'FAILED' ? <Alert severity="error">{status.message}</Alert> : null}
        </Box>
      ) : null}
      {editing === 'week' ? (
        <WeekSettingsDialog groupId={groupId} week={week} onClose={() => setEditing(null)} />
      ) : null}
      {editing === 'teacher' ? (
        <TeacherDialog groupId={groupId} week={week} onClose={() => setEditing(null)} />
      ) : null}
    </Paper>
  );
}
