import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type DueTotals, formatRupees } from '@shala/shared';

const FIGURES: ReadonlyArray<{ key: 'payable' | 'paid' | 'due' | 'overdue'; label: string }> = [
  { key: 'payable', label: 'Payable' },
  { key: 'paid', label: 'Paid' },
  { key: 'due', label: 'Due' },
  { key: 'overdue', label: 'Overdue' },
];

/** The four totals side by side (two by two on a phone); an overdue amount is in red. */
export function TotalsStrip(props: { totals: DueTotals; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={props.label}
      sx={{
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {FIGURES.map(({ key, label }) => {
        const alarm = key === 'overdue' && props.totals.overdue > 0;
        return (
          <Box
            key={key}
            sx={{
              p: 1.5,
              borderRadius: 2,
              bgcolor: alarm ? 'error.main' : 'action.hover',
              color: alarm ? 'error.contrastText' : 'text.primary',
            }}
          >
            <Typography component="dt" variant="body2" sx={{ color: 'inherit' }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700 }}>
              {formatRupees(props.totals[key])}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
