import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One row of an imported file: its number as the spreadsheet shows it, and what became of it. */
export type ImportReportRow = { row: number; result: ReactNode };

/**
 * The rows of a CSV import's answer (the members import, the question import), in a table that
 * scrolls on its own, with the note that says how rows are numbered.
 */
export function ImportReportRows({
  label,
  resultHeading,
  rows,
  rowWidth,
  maxHeight,
}: {
  /** The table's name for screen readers ("Rows not imported"). */
  label: string;
  resultHeading: string;
  rows: readonly ImportReportRow[];
  rowWidth: number;
  maxHeight: number;
}) {
  return (
    <>
      <TableContainer
        tabIndex={0}
        aria-label={`${label}, scrollable`}
        sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: rowWidth }}>
                Row
              </TableCell>
              <TableCell scope="col">{resultHeading}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.row}>
                <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                  {r.row}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.result}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Row numbers are as your spreadsheet shows them: the header is row 1.
      </Typography>
    </>
  );
}
