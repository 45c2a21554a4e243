import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { EMPTY_STATES } from '@shala/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Refusal } from '../core/manifest';

/** What the gate decided for one visit of a screen (features/permissions decides). */
export type GateVerdict = 'open' | 'pending' | 'no-institute' | 'no-class' | 'refused';

/** The screen's heading with one message under it. */
function Notice(props: { heading: string; children: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {props.heading}
      </Typography>
      {props.children}
    </Box>
  );
}

/** A refusal: the message, why, and the way back. */
export function RefusalNotice({ refusal }: { refusal: Refusal }) {
  return (
    <>
      <Alert severity="warning" role="alert">
        {refusal.message}
      </Alert>
      {refusal.detail ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {refusal.detail}
        </Typography>
      ) : null}
      {refusal.back ? (
        <Button component={RouterLink} to={refusal.back.to} sx={{ mt: 2 }}>
          {refusal.back.label}
        </Button>
      ) : null}
    </>
  );
}

/**
 * The one gate in front of every screen of the signed-in app: the screen while the verdict is
 * open; else a spinner while the permissions load, the empty state of a screen that needs an
 * institute (or class) the profile has not chosen, or the screen's refusal.
 */
export function ScreenGate(props: {
  verdict: GateVerdict;
  heading: string;
  refusal: Refusal;
  children: ReactNode;
}) {
  switch (props.verdict) {
    case 'open':
      return <>{props.children}</>;
    case 'pending':
      return (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      );
    case 'no-institute':
    case 'no-class':
      return (
        <Notice heading={props.heading}>
          <Alert severity="info">
            {props.verdict === 'no-institute' ? EMPTY_STATES.noInstitute : EMPTY_STATES.noClass}
          </Alert>
        </Notice>
      );
    case 'refused':
      return (
        <Notice heading={props.heading}>
          <RefusalNotice refusal={props.refusal} />
        </Notice>
      );
  }
}
