import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import {
  compactRupees,
  type MonthRow,
  type MonthTotals,
  niceTop,
  shortMonth,
  yearSummary,
} from './monthly-rules';

const FIRST_WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 52, right: 8, top: 12, bottom: 28 };
const GRID_LINES = 4;
const RECEIVED = '#1d4ed8';
const SPENT = '#b45309';

/**
 * Each month of the financial year: what came in (fees and other income) beside what went out,
 * as plain SVG bars (as the day's collection draws its hours: no chart library in the bundle).
 * The picture is hidden from screen readers: its caption says the year in words, and the table
 * below has every figure.
 */
export function MonthlyChart(props: {
  rows: readonly MonthRow[];
  total: MonthTotals;
  year: number;
}) {
  const captionId = useId();
  const figure = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useEffect(() => {
    const node = figure.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const { rows } = props;
  const top = niceTop(Math.max(0, ...rows.flatMap((r) => [r.receivedPaise, r.expensePaise])));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(rows.length, 1);
  const bar = Math.max(2, band * 0.36);
  const y = (paise: number) => PAD.top + plotHeight - (top === 0 ? 0 : (paise / top) * plotHeight);
  const ticks = Array.from({ length: GRID_LINES + 1 }, (_, i) => (top / GRID_LINES) * i);
  // On a phone every other month is named, so the labels do not run into each other.
  const every = band < 30 ? 2 : 1;
  return (
    <Box component="figure" ref={figure} aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }} aria-hidden="true">
        {[
          ['Received (fees and other income)', RECEIVED],
          ['Spent (expenses)', SPENT],
        ].map(([label, colour]) => (
          <Box key={label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colour }} />
            <Typography variant="body2">{label}</Typography>
          </Box>
        ))}
      </Box>
      <Box
        component="svg"
        aria-hidden="true"
        viewBox={`0 0 ${width} ${HEIGHT}`}
        sx={{ width: '100%', height: 'auto', display: 'block', fontSize: 12 }}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#d1d5db" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fill="#4b5563">
              {compactRupees(tick)}
            </text>
          </g>
        ))}
        {rows.map((r, i) => {
          const middle = PAD.left + i * band + band / 2;
          return (
            <g key={r.month}>
              <rect
                x={middle - bar - 1}
                width={bar}
                y={y(r.receivedPaise)}
                height={PAD.top + plotHeight - y(r.receivedPaise)}
                rx={2}
                fill={RECEIVED}
              />
              <rect
                x={middle + 1}
                width={bar}
                y={y(r.expensePaise)}
                height={PAD.top + plotHeight - y(r.expensePaise)}
                rx={2}
                fill={SPENT}
              />
              {i % every === 0 ? (
                <text x={middle} y={HEIGHT - 8} textAnchor="middle" fill="#4b5563">
                  {shortMonth(r.month)}
                </text>
              ) : null}
            </g>
          );
        })}
      </Box>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
        Received and spent, month by month. {yearSummary(rows, props.total, props.year)}
      </Typography>
    </Box>
  );
}
