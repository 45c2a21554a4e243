import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AttendanceStatusView } from '@shala/shared';
import { useState } from 'react';

type CountsAs = AttendanceStatusView['countsAs'];
const COUNTS: [CountsAs, string][] = [
  ['PRESENT', 'Present'],
  ['ABSENT', 'Absent'],
  ['HALF', 'Half day'],
  ['EXCUSED', 'Excused (left out of the share)'],
];

function CountsAsField(props: { label: string; value: CountsAs; onChange: (v: CountsAs) => void }) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as CountsAs)}
      sx={{ minWidth: 150 }}
    >
      {COUNTS.map(([v, name]) => (
        <MenuItem key={v} value={v}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The institute's statuses: the built-ins (fixed) and its own, added, renamed or retired (a
 * retired status stays on the days marked with it). Saved with the settings.
 */
export function StatusesEditor(props: {
  statuses: AttendanceStatusView[];
  onChange: (statuses: AttendanceStatusView[]) => void;
}) {
  const builtin = props.statuses.filter((s) => s.builtin);
  const own = props.statuses.filter((s) => !s.builtin);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [countsAs, setCountsAs] = useState<CountsAs>('PRESENT');
  const upper = code.trim().toUpperCase();
  const taken = props.statuses.some((s) => s.code === upper);
  const update = (c: string, change: Partial<AttendanceStatusView>) =>
    props.onChange(props.statuses.map((s) => (s.code === c ? { ...s, ...change } : s)));
  return (
    <Box role="group" aria-labelledby="statuses-heading">
      <Typography id="statuses-heading" variant="body2" sx={{ mb: 0.5 }}>
        Statuses
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mb: 1 }} aria-label="Built-in">
        {builtin.map((s) => (
          <Chip key={s.code} size="small" label={`${s.code} · ${s.label}`} />
        ))}
      </Box>
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, mb: 1 }} aria-label="The institute's own">
        {own.map((s) => (
          <Box
            component="li"
            key={s.code}
            sx={{ listStyle: 'none', display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography sx={{ width: 40, alignSelf: 'center', fontWeight: 700 }}>
              {s.code}
            </Typography>
            <TextField
              size="small"
              label={`Name of ${s.code}`}
              value={s.label}
              onChange={(e) => update(s.code, { label: e.target.value })}
              slotProps={{ htmlInput: { maxLength: 60 } }}
            />
            <CountsAsField
              label={`${s.code} counts as`}
              value={s.countsAs}
              onChange={(v) => update(s.code, { countsAs: v })}
            />
            <Button
              aria-label={`Retire ${s.label || s.code}`}
              onClick={() => props.onChange(props.statuses.filter((x) => x.code !== s.code))}
            >
              Retire
            </Button>
          </Box>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          size="small"
          label="New code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={taken}
          helperText={taken ? 'This code is taken.' : '1 to 4 letters or digits'}
          slotProps={{ htmlInput: { maxLength: 4 } }}
          sx={{ width: 130 }}
        />
        <TextField
          size="small"
          label="New status name"
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <CountsAsField label="Counts as" value={countsAs} onChange={setCountsAs} />
        <Button
          variant="outlined"
          disabled={!/^[A-Z0-9]{1,4}$/.test(upper) || taken || !label.trim()}
          onClick={() => {
            props.onChange([
              ...props.statuses,
              { code: upper, label: label.trim(), countsAs, builtin: false },
            ]);
            setCode('');
            setLabel('');
          }}
          sx={{ alignSelf: 'flex-start' }}
        >
          Add status
        </Button>
      </Stack>
    </Box>
  );
}
