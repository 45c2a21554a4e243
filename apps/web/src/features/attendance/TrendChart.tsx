import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (m: string) => MONTHS[Number(m.slice(5)) - 1] ?? m;

/** Six months' percentages as bars (plain SVG: no chart library in the bundle). */
export function TrendChart({ trend }: { trend: { month: string; percent: number | null }[] }) {
  const width = 320;
  const bar = width / trend.length;
  return (
    <Box component="section" aria-labelledby="trend-heading" sx={{ my: 2 }}>
      <Typography id="trend-heading" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        The last six months
      </Typography>
      <svg
        viewBox={`0 0 ${width} 140`}
        width="100%"
        style={{ maxWidth: 480 }}
        role="img"
        aria-label={trend
          .map((t) => `${monthName(t.month)}: ${t.percent === null ? 'no marks' : `${t.percent}%`}`)
          .join(', ')}
      >
        {trend.map((t, i) => {
          // 90 at most: the label above a full bar stays inside the picture.
          const h = ((t.percent ?? 0) / 100) * 90;
          return (
            <g key={t.month}>
              <rect
                x={i * bar + 8}
                y={110 - h}
                width={bar - 16}
                height={h}
                fill={t.percent !== null && t.percent < 75 ? '#B71C1C' : '#1565C0'}
              />
              <text x={i * bar + bar / 2} y={128} textAnchor="middle" fontSize="11" fill="#333">
                {monthName(t.month)}
              </text>
              <text x={i * bar + bar / 2} y={104 - h} textAnchor="middle" fontSize="10" fill="#333">
                {t.percent === null ? '' : `${Math.round(t.percent)}%`}
              </text>
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
