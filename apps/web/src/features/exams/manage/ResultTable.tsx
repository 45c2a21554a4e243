import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AttemptSummary } from '@shala/shared';
import { shownMarks } from './exam-rules';
import { attemptStateLabel } from './marking-rules';
import { byRank, shownPercent } from './results';

/**
 * Every student's line: rank, name, state, total and percentage; it scrolls on a phone. A student
 * who never began reads "Did not sit" once the exam (`closesAt`) and their extra time are over.
 */
export function ResultTable(props: {
  attempts: readonly AttemptSummary[];
  maximumMarks: number;
  closesAt: string;
  nowMs: number;
}) {
  return (
    <TableContainer
      tabIndex={0}
      aria-label="Result sheet, scrollable"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label="Result sheet" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell scope="col">Rank</TableCell>
            <TableCell scope="col">Name</TableCell>
            <TableCell scope="col">Status</TableCell>
            <TableCell scope="col" align="right">
              Total (of {shownMarks(props.maximumMarks)})
            </TableCell>
            <TableCell scope="col" align="right">
              Percentage
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {byRank(props.attempts).map((a) => (
            <TableRow key={a.userProfileId}>
              <TableCell>{a.rank ?? '–'}</TableCell>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                {a.fullName}
              </TableCell>
              <TableCell>{attemptStateLabel(a, props.closesAt, props.nowMs)}</TableCell>
              <TableCell align="right">{shownMarks(a.total)}</TableCell>
              <TableCell align="right">{shownPercent(a.percentage)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
