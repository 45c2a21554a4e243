import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { countdownLabel, spokenTimeLeft } from './countdown';

/**
 * The countdown (spec §2.6: hh:mm:ss, Time Up at the end). The ticking figures are hidden from
 * screen readers; a polite live region says the time left once a minute instead.
 */
export function Countdown({ msLeft, warn }: { msLeft: number; warn: boolean }) {
  const label = countdownLabel(msLeft);
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1.25,
        py: 0.5,
        minHeight: 36,
        borderRadius: 2,
        fontWeight: 700,
        fontVariantNumeric: 'tabular-nums',
        fontSize: { xs: '1.05rem', sm: '1.2rem' },
        bgcolor: warn ? 'warning.main' : 'primary.main',
        color: warn ? 'warning.contrastText' : 'primary.contrastText',
        whiteSpace: 'nowrap',
      }}
    >
      <TimerOutlined fontSize="small" aria-hidden="true" />
      <span aria-hidden="true" data-testid="exam-countdown">
        {label}
      </span>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {spokenTimeLeft(msLeft)}
      </Box>
    </Box>
  );
}
