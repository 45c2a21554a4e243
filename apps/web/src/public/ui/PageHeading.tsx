import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PageHeading({ title, hint }: { title: string; hint?: ReactNode }) {
  return (
    <header style={{ marginBottom: 20 }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
    </header>
  );
}
