import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ResultSheet } from '@shala/shared';
import { useId } from 'react';
import { histogramBars, histogramSummary } from './results';

/**
 * The scores in ten bands as horizontal bars: a list whose every bar carries its band and its
 * count as text, with the whole chart in words as its caption (no chart library).
 */
export function ScoreHistogram({ histogram }: { histogram: ResultSheet['histogram'] }) {
  const captionId = useId();
  const bars = histogramBars(histogram);
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        {bars.map((bar) => (
          <Box
            component="li"
            key={bar.label}
            sx={{
              display: 'grid',
              gridTemplateColumns: '84px 1fr 32px',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography variant="body2">{bar.label}</Typography>
            <Box sx={{ bgcolor: 'action.hover', borderRadius: 0.5, height: 20 }} aria-hidden="true">
              <Box
                sx={{
                  width: `${bar.widthPercent}%`,
                  minWidth: bar.count > 0 ? 4 : 0,
                  height: '100%',
                  bgcolor: 'primary.main',
                  borderRadius: 0.5,
                }}
              />
            </Box>
            <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
              {bar.count}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography
        id={captionId}
        component="figcaption"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1 }}
      >
        Students by score. {histogramSummary(histogram)}
      </Typography>
    </Box>
  );
}
