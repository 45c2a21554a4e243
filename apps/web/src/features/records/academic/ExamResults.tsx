import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AcademicRecord } from '@shala/shared';
import { shownDate } from '../../../core/format';
import { Figures } from '../../../ui/Figures';

type Exam = AcademicRecord['exams'][number];

const marks = (e: Exam) => (e.total === null ? 'Not marked' : `${e.total} / ${e.maximum}`);
const percent = (e: Exam) => (e.percentage === null ? '—' : `${e.percentage}%`);

/** The published results: a table on a wide screen, one card per exam on a phone. */
export function ExamResults(props: { exams: readonly Exam[] }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {props.exams.map((e) => (
          <Box
            component="li"
            key={e.examId}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>
              {e.title}
            </Typography>
            <Figures
              items={[
                { label: 'Class', value: e.className },
                { label: 'Date', value: shownDate(e.startAt) },
                { label: 'Marks', value: marks(e) },
                { label: 'Percentage', value: percent(e), strong: true },
              ]}
            />
          </Box>
        ))}
      </Box>
    );
  }
  return (
    <Table size="small" aria-label="Exam results">
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            Exam
          </TableCell>
          <TableCell component="th" scope="col">
            Class
          </TableCell>
          <TableCell component="th" scope="col">
            Date
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Marks
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            Percentage
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.exams.map((e) => (
          <TableRow key={e.examId}>
            <TableCell component="th" scope="row">
              {e.title}
            </TableCell>
            <TableCell>{e.className}</TableCell>
            <TableCell>{shownDate(e.startAt)}</TableCell>
            <TableCell align="right">{marks(e)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {percent(e)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
