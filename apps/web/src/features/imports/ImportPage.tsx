import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportKind, ImportReport } from '@shala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useInstituteDetails } from '../institutes';
import { downloadTemplate, uploadImport } from './api';
import { ColumnGuide } from './ColumnGuide';
import { ImportResult } from './ImportResult';
import { fileProblem, fileSize } from './rules';

const KIND_LABELS: Record<ImportKind, string> = {
  students: 'Students with their parents',
  staff: 'Staff',
};

/**
 * /group/:id/import: bulk import of students (with parents) or staff from a CSV file. Each row
 * is imported completely or not at all; the result lists the rows that were not, with reasons.
 * The screen gate lets in only those who hold importMembers in the group of the address.
 */
export default function ImportPage() {
  const { id: groupId = '' } = useParams();
  const institute = useInstituteDetails(groupId).data;
  const [kind, setKind] = useState<ImportKind>('students');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [report, setReport] = useState<ImportReport | null>(null);
  const [downloading, setDownloading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const fileHintId = useId();
  const kindLabelId = useId();

  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadImport(groupId, kind, chosen),
    onSuccess: (data) => {
      setReport(data);
      // Member lists and counts elsewhere are now out of date.
      if (data.imported > 0) void queryClient.invalidateQueries();
    },
  });

  const choose = (chosen: File | undefined) => {
    upload.reset();
    setFile(chosen ?? null);
    setProblem(chosen ? fileProblem(chosen) : undefined);
  };
  const startOver = () => {
    setReport(null);
    choose(undefined);
    if (inputRef.current) inputRef.current.value = '';
  };
  const getTemplate = async () => {
    setDownloading(true);
    try {
      await downloadTemplate(groupId, kind);
    } catch (error) {
      showSnack(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const submit = () => {
    if (!file) {
      setProblem('Please choose a .csv file.');
      return;
    }
    if (!problem) upload.mutate(file);
  };

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
        Import students and staff
      </Typography>
      {institute && <Typography sx={{ mb: 1, fontWeight: 500 }}>Into {institute.name}</Typography>}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Add many people at once from a spreadsheet saved as CSV. Each row is imported completely or
        not at all; rows with problems are listed so that you can fix them and import them again.
        New accounts get an e-mail with a link to set their password.
      </Typography>

      {report ? (
        <ImportResult report={report} kind={kind} onAgain={startOver} groupId={groupId} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 3 } }}>
          <Stack spacing={3}>
            <FormControl disabled={upload.isPending}>
              <FormLabel id={kindLabelId} sx={{ fontWeight: 500, color: 'text.primary' }}>
                1. What do you import?
              </FormLabel>
              <RadioGroup
                row
                aria-labelledby={kindLabelId}
                value={kind}
                onChange={(e) => {
                  setKind(e.target.value as ImportKind);
                  upload.reset();
                }}
              >
                {(Object.keys(KIND_LABELS) as ImportKind[]).map((k) => (
                  <FormControlLabel key={k} value={k} control={<Radio />} label={KIND_LABELS[k]} />
                ))}
              </RadioGroup>
            </FormControl>

            <Box>
              <Typography component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                2. Prepare the file
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                Download the template, fill in one row per{' '}
                {kind === 'students' ? 'student' : 'person'} below the header row, and save it as
                CSV (in Excel: File › Save As › CSV UTF-8). At most 2 MB.
              </Typography>
              <Button
                variant="outlined"
                startIcon={
                  downloading ? <CircularProgress size={18} /> : <DownloadOutlined aria-hidden />
                }
                onClick={getTemplate}
                disabled={downloading}
              >
                Download {kind === 'students' ? 'students' : 'staff'} template
              </Button>
              <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
                <AccordionSummary expandIcon={<ExpandMore />}>
                  <Typography>Columns of the file</Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ p: 0 }}>
                  <ColumnGuide kind={kind} />
                </AccordionDetails>
              </Accordion>
            </Box>

            <Box>
              <Typography component="h2" sx={{ fontWeight: 500, mb: 1 }}>
                3. Choose the file and import
              </Typography>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1.5}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Button
                  variant="outlined"
                  startIcon={<UploadFileOutlined aria-hidden />}
                  disabled={upload.isPending}
                  aria-describedby={fileHintId}
                  onClick={() => inputRef.current?.click()}
                  sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}
                >
                  Choose CSV file
                </Button>
                <input
                  ref={inputRef}
                  type="file"
                  accept=".csv,text/csv"
                  hidden
                  data-testid="import-file"
                  onChange={(e) => choose(e.target.files?.[0])}
                />
                <Typography
                  id={fileHintId}
                  color={file ? 'text.primary' : 'text.secondary'}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {file ? `${file.name} (${fileSize(file.size)})` : 'No file chosen'}
                </Typography>
              </Stack>
              {problem && (
                <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
                  {problem}
                </Alert>
              )}
              {upload.isError && (
                <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
                  {errorMessage(upload.error)}
                </Alert>
              )}
              {upload.isPending && (
                <Box sx={{ mt: 2 }} role="status">
                  <LinearProgress aria-label="Importing" />
                  <Typography color="text.secondary" sx={{ mt: 1 }}>
                    Importing… each row is saved on its own; a file of a thousand rows takes about a
                    minute.
                  </Typography>
                </Box>
              )}
              <Button
                variant="contained"
                onClick={submit}
                disabled={upload.isPending || !!problem}
                sx={{ mt: 2, minWidth: 160, width: { xs: '100%', sm: 'auto' } }}
              >
                Import {kind === 'students' ? 'students' : 'staff'}
              </Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </Box>
  );
}
