import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { indiaDay } from '@shala/shared';
import { useState } from 'react';
import { useShellUser } from '../../core/shell-user';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useAttendanceSettings, useMyClasses } from './api';
import { ClassRegister } from './ClassRegister';

/**
 * /erp/attendance/mark: the class teacher marks a class (issue 24 §1). Everyone starts Present,
 * a tap marks the exceptions, one Save; made for a phone held in one hand.
 */
export default function MarkPage() {
  const user = useShellUser();
  const instituteId = user.defaultInstituteId ?? '';
  const mine = useMyClasses(instituteId);
  const settings = useAttendanceSettings(instituteId);
  const [chosen, setChosen] = useState('');
  const [day, setDay] = useState(() => indiaDay(new Date()));
  const [period, setPeriod] = useState(1);
  const classes = mine.data?.classes ?? [];
  const classId = chosen || classes[0]?.id || '';
  const periodWise = settings.data?.mode === 'PERIOD';
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
            {periodWise ? (
              <TextField
                select
                size="small"
                label="Period"
                value={period}
                onChange={(e) => setPeriod(Number(e.target.value))}
              >
                {Array.from({ length: 10 }, (_, i) => i + 1).map((p) => (
                  <MenuItem key={p} value={p}>
                    Period {p}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Stack>
          {day > (mine.data?.day ?? day) ? (
            <Alert severity="info">Attendance is marked on the day or after, not before.</Alert>
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
