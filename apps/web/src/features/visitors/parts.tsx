import Box from '@mui/material/Box';
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

/** Labelled figures, two (or more) a row: a card on a phone, a summary, a pass. */
export function Figures(props: {
  items: ReadonlyArray<{ label: string; value: ReactNode; strong?: boolean }>;
  columns?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${props.columns ?? 2}, minmax(0, 1fr))`,
        },
        gap: 1,
        m: 0,
      }}
    >
      {props.items.map((item) => (
        <Box key={item.label} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, fontWeight: item.strong ? 600 : undefined, overflowWrap: 'anywhere' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A native select (the phone's own picker; every option read out) with its label. */
export function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string | undefined;
  required?: boolean;
  size?: 'small' | 'medium';
  sx?: object;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required={props.required}
      size={props.size}
      error={!!props.error}
      helperText={props.error ?? props.helperText}
      fullWidth
      sx={props.sx}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {props.children}
    </TextField>
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
