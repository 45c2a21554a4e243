import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TransportSession } from './sessions';

/** Choose the session whose costs or riders are shown. */
export function SessionPicker(props: {
  sessions: readonly TransportSession[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Session"
      value={props.value ?? ''}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: 160 }}
    >
      {props.sessions.map((s) => (
        <MenuItem key={s.id} value={s.id}>
          {s.name}
          {s.active ? ' (active)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
