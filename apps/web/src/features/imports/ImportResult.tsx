import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportKind, ImportReport } from '@shala/shared';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { ImportReportRows } from '../../ui/ImportReport';
import { saveText } from './api';
import { failedRowsCsv, resultSummary } from './rules';

/** The answer of an import: how many rows went in, and each row that did not, with reasons. */
export function ImportResult({
  report,
  kind,
  groupId,
  onAgain,
}: {
  report: ImportReport;
  kind: ImportKind;
  groupId: string;
  onAgain: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the result, not at the top of the page.
  useEffect(() => headingRef.current?.focus(), []);
  const failed = report.failed.length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        component="h2"
        sx={{ fontSize: '1.25rem', mb: 1.5, outline: 'none' }}
      >
        Import result
      </Typography>
      <Alert severity={failed === 0 ? 'success' : report.imported === 0 ? 'error' : 'warning'}>
        {resultSummary(report)}
        {failed > 0 &&
          ' Rows that were not imported left nothing behind: fix them in your file and import only those rows again.'}
      </Alert>
      {failed > 0 && (
        <>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mt: 2, mb: 1, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Typography component="h3" sx={{ fontWeight: 500 }}>
              Rows not imported ({failed.toLocaleString('en-GB')})
            </Typography>
            <Button
              size="small"
              startIcon={<DownloadOutlined aria-hidden />}
              onClick={() => saveText(failedRowsCsv(report), `${kind}-import-problems.csv`)}
            >
              Download this list
            </Button>
          </Stack>
          <ImportReportRows
            label="Rows not imported"
            resultHeading="Reasons"
            rowWidth={72}
            maxHeight={480}
            rows={report.failed.map((f) => ({
              row: f.row,
              result:
                f.errors.length === 1 ? (
                  f.errors[0]
                ) : (
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {f.errors.map((e) => (
                      <li key={e}>{e}</li>
                    ))}
                  </Box>
                ),
            }))}
          />
        </>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button variant="contained" onClick={onAgain}>
          Import another file
        </Button>
        <Button component={RouterLink} to={`/group/${groupId}`}>
          Back to the group
        </Button>
      </Stack>
    </Paper>
  );
}
