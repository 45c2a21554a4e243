import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  type DocumentKind,
  RECORD_TEXTS as M,
  RECORD_DOCUMENT_TITLE_MAX,
} from '@shala/shared';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useRecordChanges } from '../api';
import { DOCUMENT_ACCEPT, documentFileProblem, documentFormData, sizeText } from '../record-rules';

/**
 * One more document: what it is, an optional title, and its file (a PDF, or a photo of the
 * paper: a phone offers its camera). The server checks the bytes, not the name.
 */
export function UploadDialog(props: {
  profileId: string;
  groupId: string;
  studentName: string;
  onClose: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<DocumentKind | ''>('');
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ kind?: string; file?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { upload } = useRecordChanges({ profileId: props.profileId, groupId: props.groupId });

  const submit = () => {
    setFailure(null);
    const problems: { kind?: string; file?: string } = {};
    if (!kind) problems.kind = M.kind;
    const fileWhy = file ? documentFileProblem(file) : M.file;
    if (fileWhy) problems.file = fileWhy;
    setErrors(problems);
    if (!kind || !file || fileWhy) return;
    upload.mutate(
      documentFormData({ profileId: props.profileId, groupId: props.groupId, kind, title }, file),
      {
        onSuccess: () => {
          showSnack({ message: M.uploaded, severity: 'success' });
          props.onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <FormDialog
      title={`Upload a document of ${props.studentName}`}
      submitLabel="Upload"
      busy={upload.isPending}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Choice
        label="Document"
        value={kind}
        onChange={(v) => setKind(v as DocumentKind)}
        empty="Choose what it is"
        required
        error={errors.kind}
      >
        {DOCUMENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {DOCUMENT_KIND_LABELS[k]}
          </option>
        ))}
      </Choice>
      <TextField
        label="Title (optional)"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        helperText="For example: the issuing office, or the year."
        fullWidth
        slotProps={{ htmlInput: { maxLength: RECORD_DOCUMENT_TITLE_MAX } }}
      />
      <Box>
        <input
          ref={input}
          id={inputId}
          data-testid="document-file"
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-describedby={hintId}
          style={{ display: 'none' }}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setFile(chosen);
            setErrors((was) => ({
              ...was,
              file: chosen ? documentFileProblem(chosen) : undefined,
            }));
          }}
        />
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {file ? 'Choose another file' : 'Choose a file or take a photo'}
        </Button>
        <Typography
          id={hintId}
          variant="body2"
          color={errors.file ? 'error' : 'text.secondary'}
          role={errors.file ? 'alert' : undefined}
          sx={{ mt: 1, overflowWrap: 'anywhere' }}
        >
          {errors.file ??
            (file
              ? `Chosen: ${file.name} (${sizeText(file.size)})`
              : 'A PDF, JPEG or PNG of at most 5 MB.')}
        </Typography>
      </Box>
    </FormDialog>
  );
}
