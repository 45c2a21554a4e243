import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Figures } from '../../ui/Figures';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import type { Range } from './api';

/** From and To (India's days), with what is wrong with them under To. */
export function RangeFields(props: {
  range: Range;
  onChange: (range: Range) => void;
  today: string;
  error: string | null;
}) {
  const day = (label: string, key: keyof Range, error?: string | null) => (
    <TextField
      type="date"
      label={label}
      value={props.range[key]}
      onChange={(e) => props.onChange({ ...props.range, [key]: e.target.value })}
      size="small"
      error={!!error}
      helperText={error ?? undefined}
      sx={{ flex: '1 1 140px', maxWidth: { sm: 200 } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
      {day('From', 'from')}
      {day('To', 'to', props.error)}
    </Box>
  );
}

/** A section's query in its three states: loading, failed (with Retry), or its figures. */
export function Loaded<T>(props: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  if (query.isPending) return <Loading label={props.label} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  return <>{props.children(query.data)}</>;
}

/** A section's summary figures, in a card. */
export function Summary(props: { items: Parameters<typeof Figures>[0]['items'] }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Figures items={props.items} columns={Math.min(props.items.length, 6)} />
    </Paper>
  );
}

/** A chart and its heading, in a card. */
export function ChartCard(props: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={id} component="h3" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

const cell = { whiteSpace: 'nowrap', color: 'text.primary', fontSize: '0.875rem' } as const;
/** The first column stays in view while the figures scroll sideways (a phone). */
const stuck = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

export type StatRow = { key: string; cells: ReactNode[] };

/**
 * The figures of a chart as a table: the first column names each row (a month, a class), the
 * others are right-aligned figures; an optional total row. It scrolls sideways inside its own
 * box on a phone, never the page.
 */
export function StatTable(props: {
  title: string;
  columns: readonly string[];
  rows: readonly StatRow[];
  total?: ReactNode[];
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={id} component="h3" variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        {props.title}
      </Typography>
      <TableContainer role="region" tabIndex={0} aria-labelledby={id} sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={id}>
          <TableHead>
            <TableRow>
              {props.columns.map((label, i) => (
                <TableCell
                  key={label}
                  align={i === 0 ? 'left' : 'right'}
                  sx={i === 0 ? stuck : cell}
                >
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((row) => (
              <TableRow key={row.key}>
                {row.cells.map((value, i) =>
                  i === 0 ? (
                    <TableCell key="name" component="th" scope="row" sx={stuck}>
                      {value}
                    </TableCell>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its key
                    <TableCell key={i} align="right" sx={cell}>
                      {value}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
          {props.total ? (
            <TableFooter>
              <TableRow>
                {props.total.map((value, i) =>
                  i === 0 ? (
                    <TableCell
                      key="name"
                      component="th"
                      scope="row"
                      sx={{ ...cell, ...stuck, fontWeight: 600 }}
                    >
                      {value}
                    </TableCell>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its key
                    <TableCell key={i} align="right" sx={{ ...cell, fontWeight: 600 }}>
                      {value}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** Two cards side by side on a wide screen, one above the other on a phone. */
export function Pair(props: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {props.children}
    </Box>
  );
}

/** A section's column of cards. */
export function Stack(props: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
      {props.children}
    </Box>
  );
}
