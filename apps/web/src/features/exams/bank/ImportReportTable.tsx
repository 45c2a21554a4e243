import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { QuestionImportReport } from '@shala/shared';
import { useEffect, useRef } from 'react';
import { ImportReportRows } from '../../../ui/ImportReport';

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
      <ImportReportRows
        label="Rows of the file"
        resultHeading="Result"
        rowWidth={64}
        maxHeight={420}
        rows={report.rows.map((r) => ({
          row: r.row,
          result: r.created ? (
            <Typography component="span" color="success.main">
              Created
            </Typography>
          ) : (
            <Typography component="span" color="error">
              {r.message}
            </Typography>
          ),
        }))}
      />
    </>
  );
}
