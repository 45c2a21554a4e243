import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  QUESTION_IMPORT_COLUMN_HINTS,
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_MAX_ROWS,
  QUESTION_IMPORT_REQUIRED_COLUMNS,
  type QuestionImportReport,
} from '@shala/shared';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { fileProblem } from '../../imports';
import { downloadQuestionTemplate, useBankChanges } from './api';
import { ImportReportTable } from './ImportReportTable';

const REQUIRED: readonly string[] = QUESTION_IMPORT_REQUIRED_COLUMNS;

/**
 * Import questions from a CSV file: the template, the columns, the file, then the report of each
 * row (created, or its first problem). The valid rows are created together.
 */
export function ImportDialog(props: { groupId: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const hintId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { importCsv } = useBankChanges(props.groupId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const busy = importCsv.isPending;

  const close = () => {
    if (busy) return;
    setFile(null);
    setProblem(undefined);
    setReport(null);
    importCsv.reset();
    props.onClose();
  };
  const choose = (chosen: File | undefined) => {
    importCsv.reset();
    setFile(chosen ?? null);
    setProblem(chosen ? fileProblem(chosen) : undefined);
  };
  const submit = () => {
    if (!file) return setProblem('Please choose a .csv file.');
    if (problem) return;
    importCsv.mutate(file, {
      onSuccess: (answer) => {
        setReport(answer);
        showSnack({ message: answer.message, severity: answer.failed ? 'warning' : 'success' });
      },
    });
  };
  const template = async () => {
    try {
      await downloadQuestionTemplate(props.groupId);
    } catch (error) {
      showSnack(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={props.open}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>Import questions from CSV</DialogTitle>
      <DialogContent dividers>
        {report ? (
          <ImportReportTable report={report} />
        ) : (
          <Stack spacing={2}>
            <Typography color="text.secondary">
              One question a row, below a header row, at most{' '}
              {QUESTION_IMPORT_MAX_ROWS.toLocaleString('en-GB')} rows and 2 MB. Rows with problems
              are listed and left out; the others are added together.
            </Typography>
            <Box>
              <Button
                variant="outlined"
                startIcon={<DownloadOutlined aria-hidden />}
                onClick={template}
              >
                Download the template
              </Button>
            </Box>
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
              {QUESTION_IMPORT_COLUMNS.map((column) => (
                <Box key={column} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
                  <Typography component="dt" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {column}
                    {REQUIRED.includes(column) ? ' (required)' : ''}
                  </Typography>
                  <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                    {QUESTION_IMPORT_COLUMN_HINTS[column]}
                  </Typography>
                </Box>
              ))}
            </Box>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1.5}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Button
                variant="outlined"
                startIcon={<UploadFileOutlined aria-hidden />}
                onClick={() => inputRef.current?.click()}
                disabled={busy}
                aria-describedby={hintId}
              >
                Choose CSV file
              </Button>
              <input
                ref={inputRef}
                type="file"
                accept=".csv,text/csv"
                hidden
                data-testid="question-import-file"
                onChange={(e) => choose(e.target.files?.[0])}
              />
              <Typography id={hintId} sx={{ overflowWrap: 'anywhere' }}>
                {file ? file.name : 'No file chosen'}
              </Typography>
            </Stack>
            {problem && (
              <Alert severity="error" role="alert">
                {problem}
              </Alert>
            )}
            {importCsv.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(importCsv.error)}
              </Alert>
            )}
            {busy && <LinearProgress aria-label="Importing" />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {report ? (
          <>
            <Button onClick={() => setReport(null)}>Import another file</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </>
        ) : (
          <>
            <Button onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={submit} disabled={busy || !!problem}>
              Import
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
