import TextField from '@mui/material/TextField';

/** One filter of a list: a native select (phones show their own picker), "all" first. */
export function FilterSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  all: string;
  options: readonly (readonly [string, string])[];
  width: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ flex: `0 1 ${props.width}px` }}
    >
      <option value="">{props.all}</option>
      {props.options.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </TextField>
  );
}
