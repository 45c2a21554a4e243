import Box from '@mui/material/Box';

/** Colours with at least 4.5:1 contrast on white text (WCAG AA). */
const COLOURS: Record<string, string> = {
  P: '#1B5E20',
  A: '#B71C1C',
  L: '#8A4B00',
  H: '#4A148C',
  E: '#0D47A1',
  OD: '#004D40',
};

/** A status as its short code on a coloured badge; its full name is given to screen readers. */
export function StatusBadge({ code, label }: { code: string; label: string }) {
  return (
    <Box
      component="span"
      title={label}
      sx={{
        minWidth: 36,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        textAlign: 'center',
        fontWeight: 700,
        color: '#fff',
        bgcolor: COLOURS[code] ?? '#37474F',
      }}
    >
      {code}
    </Box>
  );
}
