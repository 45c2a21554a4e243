import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { gridValues, labelEvery, niceTop } from './chart-scale';

/** Bar colours with at least 3:1 against white (WCAG's non-text contrast) and apart from each other. */
export const CHART_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#7c3aed'] as const;

export type ChartSeries = { key: string; label: string; colour?: string };
export type ChartCategory = { key: string; label: string; values: ReadonlyArray<number | null> };

const FIRST_WIDTH = 640;
const COLUMNS_HEIGHT = 240;
const AXIS = '#4b5563';
const GRID = '#d1d5db';

/** The figure's width as laid out, kept up to date (a phone turned, a window narrowed). */
function useWidth() {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(FIRST_WIDTH);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(260, Math.round(entry.contentRect.width)));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Grouped bars in plain SVG (no chart library in the bundle): one group per category (a month,
 * a class), one bar per series (due and collected, boys and girls). `columns` stands the bars up
 * along a time axis; `rows` lays them down, one row per category with its name beside it, which
 * keeps long lists of classes readable on a phone. The picture is hidden from screen readers:
 * the caption says what it shows, and the table beside it has every figure.
 */
export function BarChart(props: {
  series: readonly ChartSeries[];
  categories: readonly ChartCategory[];
  /** The chart in words, shown under it. */
  caption: string;
  /** An axis value as printed ("₹20K", "75%"). */
  axis: (value: number) => string;
  /** A fixed top (100 for percentages); none: the largest value rounded up. */
  top?: number;
  layout?: 'columns' | 'rows';
  /** The values are whole counts: the grid steps are whole numbers too. */
  whole?: boolean;
}) {
  const captionId = useId();
  const { ref, width } = useWidth();
  const colour = (i: number) =>
    props.series[i]?.colour ?? CHART_COLOURS[i % CHART_COLOURS.length] ?? CHART_COLOURS[0];
  const largest = Math.max(
    0,
    ...props.categories.flatMap((c) => c.values.map((v) => (v === null ? 0 : v))),
  );
  const top = niceTop(largest, props.top);
  const ticks = gridValues(top, props.whole);
  const chart =
    props.layout === 'rows' ? (
      <Rows {...props} width={width} top={top} ticks={ticks} colour={colour} />
    ) : (
      <Columns {...props} width={width} top={top} ticks={ticks} colour={colour} />
    );
  return (
    <Box component="figure" ref={ref} aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      {props.series.length > 1 ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }} aria-hidden="true">
          {props.series.map((s, i) => (
            <Box key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Box sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: colour(i) }} />
              <Typography variant="body2">{s.label}</Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {chart}
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary">
        {props.caption}
      </Typography>
    </Box>
  );
}

type Drawn = Parameters<typeof BarChart>[0] & {
  width: number;
  top: number;
  ticks: number[];
  colour: (i: number) => string;
};

const svgSx = { width: '100%', height: 'auto', display: 'block', fontSize: 12 } as const;

/** Bars standing up along the bottom axis (months, sessions). */
function Columns(p: Drawn) {
  const pad = { left: 56, right: 8, top: 10, bottom: 26 };
  const plotWidth = p.width - pad.left - pad.right;
  const plotHeight = COLUMNS_HEIGHT - pad.top - pad.bottom;
  const band = plotWidth / Math.max(p.categories.length, 1);
  const groups = p.series.length;
  const bar = Math.max(1.5, Math.min(28, (band * 0.76) / groups));
  const y = (v: number) => pad.top + plotHeight - (p.top === 0 ? 0 : (v / p.top) * plotHeight);
  const every = labelEvery(band, 34);
  return (
    <Box component="svg" aria-hidden="true" viewBox={`0 0 ${p.width} ${COLUMNS_HEIGHT}`} sx={svgSx}>
      {p.ticks.map((tick) => (
        <g key={tick}>
          <line x1={pad.left} x2={p.width - pad.right} y1={y(tick)} y2={y(tick)} stroke={GRID} />
          <text x={pad.left - 6} y={y(tick) + 4} textAnchor="end" fill={AXIS}>
            {p.axis(tick)}
          </text>
        </g>
      ))}
      {p.categories.map((c, i) => {
        const start = pad.left + i * band + (band - bar * groups) / 2;
        return (
          <g key={c.key}>
            {c.values.map((v, s) =>
              v === null || v <= 0 ? null : (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a series' place is its key
                  key={s}
                  x={start + s * bar}
                  width={Math.max(1, bar - 1)}
                  y={y(v)}
                  height={pad.top + plotHeight - y(v)}
                  rx={1.5}
                  fill={p.colour(s)}
                />
              ),
            )}
            {i % every === 0 ? (
              <text
                x={pad.left + i * band + band / 2}
                y={COLUMNS_HEIGHT - 8}
                textAnchor="middle"
                fill={AXIS}
              >
                {c.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </Box>
  );
}

/** Bars lying along rows, each category's name at its left (classes, subjects). */
function Rows(p: Drawn) {
  const groups = p.series.length;
  const bar = groups > 2 ? 8 : 11;
  const row = bar * groups + 10;
  const label = Math.min(112, Math.round(p.width * 0.32));
  const pad = { left: label + 8, right: 14, top: 6, bottom: 22 };
  const height = pad.top + row * p.categories.length + pad.bottom;
  const plotWidth = p.width - pad.left - pad.right;
  const x = (v: number) => pad.left + (p.top === 0 ? 0 : (v / p.top) * plotWidth);
  const bottom = height - pad.bottom;
  return (
    <Box component="svg" aria-hidden="true" viewBox={`0 0 ${p.width} ${height}`} sx={svgSx}>
      {p.ticks.map((tick, i) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={pad.top} y2={bottom} stroke={GRID} />
          {/* On a phone the middle ticks go, so the axis's labels never touch. */}
          {plotWidth < 240 && i % 2 === 1 ? null : (
            <text
              x={x(tick)}
              y={height - 6}
              textAnchor={i === 0 ? 'start' : i === p.ticks.length - 1 ? 'end' : 'middle'}
              fill={AXIS}
            >
              {p.axis(tick)}
            </text>
          )}
        </g>
      ))}
      {p.categories.map((c, i) => {
        const y0 = pad.top + i * row + 5;
        return (
          <g key={c.key}>
            <text x={label} y={y0 + (bar * groups) / 2 + 4} textAnchor="end" fill={AXIS}>
              {c.label}
            </text>
            {c.values.map((v, s) =>
              v === null || v <= 0 ? null : (
                <rect
                  // biome-ignore lint/suspicious/noArrayIndexKey: a series' place is its key
                  key={s}
                  x={pad.left}
                  width={Math.max(1, x(v) - pad.left)}
                  y={y0 + s * bar}
                  height={bar - 1}
                  rx={1.5}
                  fill={p.colour(s)}
                />
              ),
            )}
          </g>
        );
      })}
    </Box>
  );
}
