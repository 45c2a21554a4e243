import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useSyncExternalStore } from 'react';
import { snackbars } from '../core/snackbar-queue';

/** Spec §8: snackbars at the top, 5 s unless stated, warn style unless stated, with OK. */
export function SnackbarHost() {
  const snack = useSyncExternalStore(snackbars.subscribe, snackbars.current, snackbars.current);
  if (!snack) return null;
  const close = () => snackbars.dismiss(snack.id);
  return (
    <Snackbar
      key={snack.id}
      open
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={snack.durationMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      sx={{ top: { xs: 8, sm: 16 }, maxWidth: 'calc(100vw - 16px)' }}
    >
      <Alert
        severity={snack.severity}
        variant="filled"
        role="alert"
        // Long words (an e-mail address) wrap instead of being cut off on a phone.
        sx={{
          width: '100%',
          alignItems: 'center',
          fontSize: '0.95rem',
          '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
        }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              snack.onOk?.();
              close();
            }}
            sx={{ minHeight: 32 }}
          >
            OK
          </Button>
        }
      >
        {snack.message}
      </Alert>
    </Snackbar>
  );
}
