import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { successText } from './answer-views';

/** A titled part of a tab. */
export function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={props.id}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography
        id={props.id}
        component="h2"
        variant="h6"
        sx={{ mb: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

/** A figure with its label ("Average 72.5"). */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 120, flex: '1 1 120px' }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Paper>
  );
}

/** The server's success text (spec §8) in a success snackbar. */
export function snackSuccess(body: { message?: string } | undefined, fallback: string) {
  showSnack({ message: successText(body, fallback), severity: 'success' });
}

/** The server's refusal in an error snackbar (spec §7 "Answers"). */
export function snackFailure(error: unknown) {
  showSnack({ message: errorMessage(error), severity: 'error' });
}
