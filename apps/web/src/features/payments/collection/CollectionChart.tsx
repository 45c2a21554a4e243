import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DayCollection } from '@shala/shared';
import { useEffect, useId, useRef, useState } from 'react';
import {
  busiestHours,
  chartHours,
  compactRupees,
  hourLabel,
  niceCeiling,
} from './collection-rules';

/** Until the figure is measured; then the drawing is as wide as it, so its text stays 12 px. */
const FIRST_WIDTH = 640;
const HEIGHT = 260;
const PAD = { left: 52, right: 8, top: 12, bottom: 28 };
const GRID_LINES = 4;

/**
 * The day's collection hour by hour: plain SVG bars. A charting library (@mui/x-charts) cost
 * 77 KB of compressed JavaScript for this one picture, over a route's budget (scripts/budget.mjs).
 * The chart is a picture: its caption says the same in words, and the tables beside it have every
 * figure.
 */
export default function CollectionChart({ collection }: { collection: DayCollection }) {
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
  const hours = chartHours(collection);
  const top = niceCeiling(Math.max(0, ...hours.map((h) => h.amount)));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const band = plotWidth / Math.max(hours.length, 1);
  const y = (paise: number) => PAD.top + plotHeight - (top === 0 ? 0 : (paise / top) * plotHeight);
  const ticks = Array.from({ length: GRID_LINES + 1 }, (_, i) => (top / GRID_LINES) * i);
  return (
    <Box component="figure" ref={figure} aria-labelledby={captionId} sx={{ m: 0 }}>
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
        {hours.map((h, i) => (
          <g key={h.hour}>
            <rect
              x={PAD.left + i * band + band * 0.15}
              width={band * 0.7}
              y={y(h.amount)}
              height={PAD.top + plotHeight - y(h.amount)}
              rx={3}
              fill="#1d4ed8"
            />
            <text
              x={PAD.left + i * band + band / 2}
              y={HEIGHT - 8}
              textAnchor="middle"
              fill="#4b5563"
            >
              {hourLabel(h.hour).slice(0, 2)}
            </text>
          </g>
        ))}
      </Box>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
        Collection by hour. {busiestHours(collection)}
      </Typography>
    </Box>
  );
}
