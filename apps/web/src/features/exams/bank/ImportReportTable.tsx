import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { QuestionImportReport } from '@shala/shared';
import { useEffect, useRef } from 'react';

/** The import's answer: a summary, then every row, created or with its first problem. */
export function ImportReportTable({ report }: { report: QuestionImportReport }) {
  const summaryRef = useRef<HTMLDivElement>(null);
  // Keyboard and screen-reader users land on the outcome.
  useEffect(() => summaryRef.current?.focus(), []);
  return (
    <>
      <Alert
        ref={summaryRef}
        tabIndex={-1}
        severity={report.failed === 0 ? 'success' : report.created === 0 ? 'error' : 'warning'}
        sx={{ mb: 2 }}
      >
        {report.message}
      </Alert>
      <TableContainer
        tabIndex={0}
        aria-label="Rows of the file, scrollable"
        sx={{ maxHeight: 420, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader aria-label="Rows of the file">
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: 64 }}>
                Row
              </TableCell>
              <TableCell scope="col">Result</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((r) => (
              <TableRow key={r.row}>
                <TableCell component="th" scope="row">
                  {r.row}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {r.created ? (
                    <Typography component="span" color="success.main">
                      Created
                    </Typography>
                  ) : (
                    <Typography component="span" color="error">
                      {r.message}
                    </Typography>
                  )}
                </TableCell>
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
