import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AttendanceRegisterView, indiaDay } from '@shala/shared';
import { useState } from 'react';
import { shownDay, shownMonth } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useMyClasses, useRiskThreshold } from './api';
import { PercentBars } from './PercentBars';
import { downloadRegister, useRegister } from './report-api';

const cellSx = { border: 1, borderColor: 'divider', px: 0.5, textAlign: 'center' } as const;

/** A class's monthly register: a row per student, a column per day; CSV and PDF to keep. */
export function RegisterSection({ instituteId }: { instituteId: string }) {
  const mine = useMyClasses(instituteId);
  const [chosen, setChosen] = useState('');
  const [month, setMonth] = useState(() => indiaDay(new Date()).slice(0, 7));
  const classes = mine.data?.classes ?? [];
  // Only a class of the caller's list: one chosen in another institute (the switcher) is not.
  const classId = classes.some((c) => c.id === chosen) ? chosen : (classes[0]?.id ?? '');
  const register = useRegister(instituteId, classId, month);
  const threshold = useRiskThreshold(instituteId);
  const save = (kind: 'csv' | 'pdf') =>
    downloadRegister(classId, month, kind).catch((err) =>
      showSnack({ message: errorMessage(err), severity: 'error' }),
    );
  const view = register.data;
  return (
    <Box component="section" aria-labelledby="register-heading" sx={{ mb: 3 }}>
      <Typography id="register-heading" variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
        Monthly register
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
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
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="month"
          size="small"
          label="Month"
          value={month}
          onChange={(e) => e.target.value && setMonth(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" disabled={!classId} onClick={() => save('csv')}>
          CSV
        </Button>
        <Button variant="outlined" disabled={!classId} onClick={() => save('pdf')}>
          PDF
        </Button>
      </Stack>
      {register.isError ? <LoadError error={register.error} /> : null}
      {classId && register.isPending ? <Loading /> : null}
      {view ? (
        <Box
          sx={{ overflowX: 'auto', maxWidth: '100%' }}
          tabIndex={0}
          aria-label="Register, scrolls sideways"
        >
          <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: '0.8rem' }}>
            <caption style={{ textAlign: 'left' }}>
              {view.className}, {shownMonth(view.month)}
            </caption>
            <thead>
              <tr>
                <Box component="th" scope="col" sx={cellSx}>
                  Name
                </Box>
                {view.days.map((d) => (
                  <Box
                    component="th"
                    scope="col"
                    key={d.day}
                    sx={cellSx}
                    title={d.holiday ?? undefined}
                  >
                    {Number(d.day.slice(8))}
                  </Box>
                ))}
                <Box component="th" scope="col" sx={cellSx}>
                  %
                </Box>
              </tr>
            </thead>
            <tbody>
              {view.rows.map((r) => (
                <tr key={r.profileId}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{ ...cellSx, textAlign: 'left', whiteSpace: 'nowrap' }}
                  >
                    {r.name}
                  </Box>
                  {r.marks.map((m, i) => (
                    <Box
                      component="td"
                      key={view.days[i]?.day}
                      sx={{
                        ...cellSx,
                        bgcolor: view.days[i]?.holiday ? 'action.hover' : undefined,
                      }}
                    >
                      {m}
                    </Box>
                  ))}
                  <Box component="td" sx={cellSx}>
                    {r.percent ?? '—'}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      ) : null}
      {view ? <ClassMonth view={view} threshold={threshold} /> : null}
    </Box>
  );
}

/** The class's month in a line and its school days as bars (labelled every fifth day). */
function ClassMonth({ view, threshold }: { view: AttendanceRegisterView; threshold: number }) {
  const month = shownMonth(view.month);
  return (
    <>
      <Typography sx={{ mt: 1.5 }}>
        {view.percent === null
          ? `${view.className}: nobody marked in ${month} yet.`
          : `${view.className} in ${month}: ${view.percent}% present.`}
      </Typography>
      <PercentBars
        title="Day by day"
        headingId="register-days-heading"
        threshold={threshold}
        bars={view.days
          .filter((d) => d.holiday === null)
          .map((d) => {
            const date = Number(d.day.slice(8));
            return {
              key: d.day,
              label: date === 1 || date % 5 === 0 ? String(date) : '',
              spoken: shownDay(d.day),
              percent: d.percent,
            };
          })}
      />
    </>
  );
}
