import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOCALE } from '@shala/shared';
import type { ReactNode } from 'react';
import { DashboardCard } from '../../ui/DashboardCard';

/** A card of the dashboard: a section named by its heading (ui/DashboardCard). */
export function Card({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <DashboardCard title={title} id={id}>
      {children}
    </DashboardCard>
  );
}

/** One figure of a card: the value large, what it counts below; `tone` error for what is late. */
export function Figure({
  label,
  value,
  tone,
}: {
  label: string;
  value: number | string;
  tone?: 'error';
}) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'action.hover', minWidth: 0 }}>
      <Typography
        sx={{
          fontSize: '1.5rem',
          fontWeight: 700,
          overflowWrap: 'anywhere',
          color: tone === 'error' ? 'error.main' : undefined,
        }}
      >
        {typeof value === 'number' ? value.toLocaleString(LOCALE) : value}
      </Typography>
      <Typography variant="body2" color={tone === 'error' ? 'error.main' : 'text.secondary'}>
        {label}
      </Typography>
    </Box>
  );
}

/** Figures two abreast; `money` ones one under another where two would break a sum in two. */
export function Figures({ children, money }: { children: ReactNode; money?: boolean }) {
  const columns = money
    ? 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))'
    : 'repeat(2, minmax(0, 1fr))';
  return <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: columns }}>{children}</Box>;
}

export const plainList = { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 } as const;

/**
 * A small label in a rounded pill (a role, "Quick setup done"): drawn here rather than with MUI's
 * Chip, whose 2.4 KB the dashboard's first download would carry for two labels.
 */
export function Pill({ label, success }: { label: string; success?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        minHeight: 24,
        px: 1.25,
        borderRadius: 3,
        typography: 'body2',
        bgcolor: success ? 'success.main' : 'action.selected',
        color: success ? 'success.contrastText' : 'text.primary',
      }}
    >
      {label}
    </Box>
  );
}
