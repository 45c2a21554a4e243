import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../../ui/visually-hidden';

/**
 * A table of money that reads well on a 360 px phone: a real table (row and column headers)
 * from the small-tablet width up, and below it one block per row, its first column as the
 * block's heading and the others as "label: value" lines, so nothing scrolls sideways.
 */

export type Column<Row> = {
  key: string;
  label: string;
  /** Figures are right-aligned in the table. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
  /** A click on the heading sorts by this column (the table says which way). */
  sort?: 'asc' | 'desc' | 'none';
  /** Left out of a phone's block (an action the block shows elsewhere). */
  wideOnly?: boolean;
};

export function StackedTable<Row>(props: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** A last row of totals, in the same columns. */
  footer?: Partial<Record<string, ReactNode>>;
  onSort?: (key: string) => void;
  /** Shown under each phone block (its actions). */
  rowActions?: (row: Row) => ReactNode;
  /** Shades a row (an overdue one). */
  highlight?: (row: Row) => boolean;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [first, ...rest] = props.columns;
  if (!first) return null;
  if (narrow) {
    return (
      <Box component="ul" aria-label={props.caption} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {props.rows.map((row) => (
          <Box
            component="li"
            key={props.rowKey(row)}
            sx={{
              py: 1.25,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
              bgcolor: props.highlight?.(row) ? shaded : undefined,
            }}
          >
            <Typography component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {first.render(row)}
            </Typography>
            <Box
              component="dl"
              sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
            >
              {rest
                .filter((c) => !c.wideOnly)
                .map((c) => (
                  <Box key={c.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.label}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {c.render(row)}
                    </Typography>
                  </Box>
                ))}
            </Box>
            {props.rowActions && <Box sx={{ mt: 1 }}>{props.rowActions(row)}</Box>}
          </Box>
        ))}
        {props.footer && (
          <Box component="li" sx={{ py: 1.25, px: 1, bgcolor: 'action.hover' }}>
            <Typography sx={{ fontWeight: 700 }}>{props.footer[first.key] ?? 'Total'}</Typography>
            <Box
              component="dl"
              sx={{ m: 0, mt: 0.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2 }}
            >
              {rest
                .filter((c) => props.footer?.[c.key] !== undefined)
                .map((c) => (
                  <Box key={c.key} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {c.label}
                    </Typography>
                    <Typography
                      component="dd"
                      variant="body2"
                      sx={{ m: 0, textAlign: 'right', fontWeight: 700 }}
                    >
                      {props.footer?.[c.key]}
                    </Typography>
                  </Box>
                ))}
            </Box>
          </Box>
        )}
      </Box>
    );
  }
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>
          <Box component="span" sx={visuallyHidden}>
            {props.caption}
          </Box>
        </caption>
        <TableHead>
          <TableRow>
            {props.columns.map((c) => (
              <TableCell
                key={c.key}
                scope="col"
                align={c.numeric ? 'right' : 'left'}
                sortDirection={c.sort && c.sort !== 'none' ? c.sort : false}
              >
                {c.sort && props.onSort ? (
                  <TableSortLabel
                    active={c.sort !== 'none'}
                    direction={c.sort === 'none' ? 'asc' : c.sort}
                    onClick={() => props.onSort?.(c.key)}
                    sx={{ minHeight: 24 }}
                  >
                    {c.label}
                  </TableSortLabel>
                ) : (
                  c.label
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow
              key={props.rowKey(row)}
              sx={props.highlight?.(row) ? { bgcolor: shaded } : undefined}
            >
              {props.columns.map((c, i) =>
                i === 0 ? (
                  <TableCell
                    key={c.key}
                    component="th"
                    scope="row"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {c.render(row)}
                  </TableCell>
                ) : (
                  <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                    {c.render(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
        {props.footer && (
          <TableFooter>
            <TableRow>
              {props.columns.map((c, i) => (
                <TableCell
                  key={c.key}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  align={c.numeric ? 'right' : 'left'}
                  sx={{ fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' }}
                >
                  {props.footer?.[c.key] ?? (i === 0 ? 'Total' : '')}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}

/** An overdue row's light red, dark text on it keeps its contrast. */
const shaded = (theme: Theme) => alpha(theme.palette.error.main, 0.07);
