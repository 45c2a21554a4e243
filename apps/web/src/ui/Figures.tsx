import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Labelled figures, two (or more) a row, as a description list: a card's contents on a phone, a
 * summary's totals, a pass's details.
 */
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
