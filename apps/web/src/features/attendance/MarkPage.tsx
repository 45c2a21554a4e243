import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { indiaDay } from '@shala/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useShellUser } from '../../core/shell-user';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useAttendanceSettings, useClassPeriods, useMyClasses } from './api';
import { ClassRegister } from './ClassRegister';
import { periodLabel, startingPeriod } from './rules';

/**
 * /erp/attendance/mark: the class teacher marks a class (issue 24 §1). Everyone starts Present,
 * a tap marks the exceptions, one Save; made for a phone held in one hand. `?class=` opens one
 * of the caller's classes (the dashboard's Today's attendance).
 */
export default function MarkPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const mine = useMyClasses(instituteId);
  const settings = useAttendanceSettings(instituteId);
  // The dashboard opens a class by ?class=; a class the caller does not mark falls to the first.
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState(() => params.get('class') ?? '');
  const [day, setDay] = useState(() => indiaDay(new Date()));
  const [chosenPeriod, setPeriod] = useState<number | null>(null);
  const classes = mine.data?.classes ?? [];
  const classId = (classes.some((c) => c.id === chosen) ? chosen : classes[0]?.id) ?? '';
  const periodWise = settings.data?.mode === 'PERIOD';
  const periods = useClassPeriods(instituteId, classId, day, periodWise);
  const dayPeriods = periods.data ?? [];
  // A period the day does not have (another class's, another day's) falls back to the day's own.
  const period = dayPeriods.some((p) => p.number === chosenPeriod)
    ? chosenPeriod
    : startingPeriod(dayPeriods, day, new Date());
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Mark attendance
      </Typography>
      {mine.isError ? <LoadError error={mine.error} onRetry={() => mine.refetch()} /> : null}
      {mine.isPending || settings.isPending ? <Loading /> : null}
      {mine.data && classes.length === 0 ? (
        <EmptyState>
          You are not the class teacher of any class this session. The institute admin names class
          teachers in Group Management.
        </EmptyState>
      ) : null}
      {classes.length > 0 && settings.data ? (
        <>
          <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <TextField
              select
              size="small"
              label="Class"
              value={classId}
              onChange={(e) => setChosen(e.target.value)}
              sx={{ minWidth: 140 }}
            >
              {classes.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                  {c.marked && day === mine.data?.day ? ' ✓' : ''}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="date"
              size="small"
              label="Date"
              value={day}
              onChange={(e) => setDay(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: mine.data?.day } }}
            />
            {periodWise && dayPeriods.length > 0 ? (
              <TextField
                select
                size="small"
                label="Period"
                value={period ?? ''}
                onChange={(e) => setPeriod(Number(e.target.value))}
                sx={{ minWidth: 200, maxWidth: '100%' }}
              >
                {dayPeriods.map((p) => (
                  <MenuItem key={p.number} value={p.number}>
                    {periodLabel(p)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Stack>
          {periods.isError ? (
            <LoadError error={periods.error} onRetry={() => periods.refetch()} />
          ) : null}
          {day > (mine.data?.day ?? day) ? (
            <Alert severity="info">Attendance is marked on the day or after, not before.</Alert>
          ) : periodWise && periods.isPending ? (
            <Loading />
          ) : periodWise && period === null ? (
            <Alert severity="info">
              The timetable has no periods for this class: the timetable's keeper sets the school
              week.
            </Alert>
          ) : (
            <ClassRegister
              key={`${classId}:${day}:${periodWise ? period : ''}`}
              instituteId={instituteId}
              classId={classId}
              day={day}
              period={periodWise ? period : null}
              statuses={settings.data.statuses}
            />
          )}
        </>
      ) : null}
    </Box>
  );
}
