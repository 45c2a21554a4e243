import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A count on a top-bar icon (the bell, the cart), drawn like MUI's Badge without loading it with
 * the first screen. Hidden at zero; `shown` is what it says (90+). The button around it carries
 * the count in its name, so the badge itself is not read out twice.
 */
export function CountBadge({
  count,
  shown = String(count),
  children,
  testId,
}: {
  count: number;
  shown?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="span"
      data-testid={testId}
      sx={{ position: 'relative', display: 'inline-flex' }}
    >
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 0,
            right: 0,
            transform: 'translate(50%, -50%)',
            minWidth: 20,
            height: 20,
            px: 0.75,
            borderRadius: 10,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
            fontSize: '0.75rem',
            fontWeight: 500,
            lineHeight: '20px',
            textAlign: 'center',
            boxSizing: 'border-box',
          }}
        >
          {shown}
        </Box>
      )}
    </Box>
  );
}
