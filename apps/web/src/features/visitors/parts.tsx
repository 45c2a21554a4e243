import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GatePassStatus } from '@shala/shared';
import type { ReactNode } from 'react';
import { PASS_STATUS_COLOURS, PASS_STATUS_LABELS } from './pass-rules';

/** The front office's small pieces: a pass's status in words, figures as a list, a select. */

/** A pass's status in words, in its colour (the words carry it; the colour only helps). */
export function PassStatusChip(props: { status: GatePassStatus; size?: 'small' | 'medium' }) {
  return (
    <Chip
      size={props.size ?? 'small'}
      variant="outlined"
      color={PASS_STATUS_COLOURS[props.status]}
      label={PASS_STATUS_LABELS[props.status]}
    />
  );
}

/** A day to look at: the phone's own date picker, not after today. */
export function DayPicker(props: {
  value: string;
  today: string;
  onChange: (day: string) => void;
  sx?: object;
}) {
  return (
    <TextField
      type="date"
      label="Day"
      size="small"
      value={props.value}
      onChange={(e) => {
        // A cleared field, or a day after today, goes back to today.
        const day = e.target.value;
        props.onChange(day && day <= props.today ? day : props.today);
      }}
      sx={props.sx}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
    />
  );
}

/** A section's heading inside a panel or a dialog. */
export function SectionTitle(props: { id: string; children: ReactNode }) {
  return (
    <Typography id={props.id} component="h2" variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
      {props.children}
    </Typography>
  );
}
