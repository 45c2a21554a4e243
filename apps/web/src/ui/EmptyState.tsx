import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a list or panel says when it has nothing to show (spec §8's empty states). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {children}
    </Typography>
  );
}
