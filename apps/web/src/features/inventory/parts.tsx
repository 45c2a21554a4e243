import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

/** The stock screens' small pieces: badges in words, figures as a list, a native select. */

/** An item at or under its reorder level: said in words, the colour only helps. */
export function LowBadge() {
  return <Chip size="small" color="warning" variant="outlined" label="Low" />;
}

/** An item or category no longer in use. */
export function DisabledBadge() {
  return <Chip size="small" variant="outlined" label="Disabled" />;
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
