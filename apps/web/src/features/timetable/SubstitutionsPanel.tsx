import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useChooseSubstitute, useSubstitutions } from './api';

type Props = { groupId: string; teachers: { id: string; name: string }[] };

const todayIso = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/**
 * Substitutions (issue 24 §2): a teacher away on a date, the periods they miss, and for each the
 * teachers free then, fewest substitutions this week first; choosing one tells them at once.
 */
export function SubstitutionsPanel({ groupId, teachers }: Props) {
  const [teacherId, setTeacherId] = useState('');
  const [date, setDate] = useState(todayIso());
  const [picked, setPicked] = useState<Record<string, string>>({});
  const list = useSubstitutions(groupId, teacherId, date);
  const choose = useChooseSubstitute(groupId);
  const submit = async (lessonId: string, substituteId: string) => {
    try {
      const done = await choose.mutateAsync({ lessonId, date, substituteId });
      showSnack({ message: done.message, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="tt-subs">
      <Typography id="tt-subs" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Substitutions
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Teacher away"
          value={teacherId}
          onChange={(e) => setTeacherId(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          {teachers.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          type="date"
          label="Date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {list.isError ? <Alert severity="error">{errorMessage(list.error)}</Alert> : null}
      {list.data && list.data.day === null ? (
        <Alert severity="info">That is not a school day.</Alert>
      ) : null}
      {list.data && list.data.day !== null && list.data.periods.length === 0 ? (
        <Alert severity="info">No lessons to cover that day.</Alert>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Periods to cover">
        {list.data?.periods.map((p) => {
          const choice = picked[p.lessonId] ?? p.substitute?.id ?? p.candidates[0]?.id ?? '';
          return (
            <Box
              component="li"
              key={p.lessonId}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 1,
                alignItems: 'center',
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
              }}
            >
              <Typography sx={{ minWidth: 200 }}>
                Period {p.period}: {p.subject} ({p.classes.join(' + ')})
                {p.substitute ? ` · taken by ${p.substitute.name}` : ''}
              </Typography>
              <TextField
                select
                size="small"
                label="Substitute"
                value={choice}
                onChange={(e) => setPicked({ ...picked, [p.lessonId]: e.target.value })}
                sx={{ minWidth: 220 }}
                disabled={p.candidates.length === 0}
              >
                {p.candidates.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name} ({c.thisWeek} this week)
                  </MenuItem>
                ))}
              </TextField>
              <Button
                variant="outlined"
                size="small"
                disabled={!choice || choose.isPending}
                onClick={() => submit(p.lessonId, choice)}
                aria-label={`Choose the substitute for period ${p.period}`}
              >
                Choose
              </Button>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
