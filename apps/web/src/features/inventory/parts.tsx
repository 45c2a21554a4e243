import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The stock screens' small pieces: badges in words, figures as a list, a native select. */

/** An item at or under its reorder level: said in words, the colour only helps. */
export function LowBadge() {
  return <Chip size="small" color="warning" variant="outlined" label="Low" />;
}

/** An item or category no longer in use. */
export function DisabledBadge() {
  return <Chip size="small" variant="outlined" label="Disabled" />;
}

/** Labelled figures, two (or more) a row: an item's card on a phone, a summary. */
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
  /** The option that chooses nothing; none: one must be chosen and is. */
  empty?: string;
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
      {props.empty !== undefined ? <option value="">{props.empty}</option> : null}
      {props.children}
    </TextField>
  );
}

/** A movement's day: required, not after today (the phone's own date picker). */
export function DayField(props: {
  value: string;
  today: string;
  onChange: (day: string) => void;
  error?: string | undefined;
}) {
  return (
    <TextField
      type="date"
      label="Date"
      required
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      error={!!props.error}
      helperText={props.error ?? 'Today or earlier'}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
    />
  );
}
