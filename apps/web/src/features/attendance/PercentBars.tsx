import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type PercentBar = {
  key: string;
  /** Under the bar; '' leaves it out (a month's 31 days name every fifth). */
  label: string;
  /** Read out for the bar ("Nov", "3 Nov"). */
  spoken: string;
  percent: number | null;
};

const WIDTH = 320;

/**
 * Percentages as bars, those under the threshold in red (plain SVG: no chart library in the
 * bundle); the picture's name reads every bar out.
 */
export function PercentBars(props: {
  title: string;
  headingId: string;
  bars: readonly PercentBar[];
  threshold: number;
}) {
  const { bars } = props;
  const bar = WIDTH / Math.max(bars.length, 1);
  const gap = Math.min(16, bar / 4);
  // Each bar's percentage above it while they are wide enough to hold it.
  const figures = bar >= 24;
  return (
    <Box component="section" aria-labelledby={props.headingId} sx={{ my: 2 }}>
      <Typography id={props.headingId} variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {props.title}
      </Typography>
      <svg
        viewBox={`0 0 ${WIDTH} 140`}
        width="100%"
        style={{ maxWidth: 480 }}
        role="img"
        aria-label={bars
          .map((b) => `${b.spoken}: ${b.percent === null ? 'no marks' : `${b.percent}%`}`)
          .join(', ')}
      >
        {bars.map((b, i) => {
          // 90 at most: the figure above a full bar stays inside the picture.
          const h = ((b.percent ?? 0) / 100) * 90;
          const middle = i * bar + bar / 2;
          return (
            <g key={b.key}>
              <rect
                x={i * bar + gap / 2}
                y={110 - h}
                width={bar - gap}
                height={h}
                fill={b.percent !== null && b.percent < props.threshold ? '#B71C1C' : '#1565C0'}
              />
              <text x={middle} y={128} textAnchor="middle" fontSize="11" fill="#333">
                {b.label}
              </text>
              {figures && b.percent !== null ? (
                <text x={middle} y={104 - h} textAnchor="middle" fontSize="10" fill="#333">
                  {`${Math.round(b.percent)}%`}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
