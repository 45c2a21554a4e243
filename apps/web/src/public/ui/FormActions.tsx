import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** A Cancel button (it navigates, so it goes back to `cancelTo`) and the form's main button. */
export function FormActions({
  cancelTo = '/auth',
  children,
}: {
  cancelTo?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        mt: 1,
        '& > *': { flex: { xs: '1 1 120px', sm: '0 0 auto' } },
      }}
    >
      <Button type="button" variant="outlined" onClick={() => navigate(cancelTo)}>
        Cancel
      </Button>
      {children}
    </Box>
  );
}
