import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { QuestionDraft } from '../questions/question-draft';
import { imageProblem } from './rules';

/**
 * The question's optional image: choose one (.jpg, .png or .webp of at most 2 MB; the server
 * checks its bytes), see it, or remove it. A saved image stays unless replaced or removed.
 */
export function ImageField(props: {
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  disabled?: boolean;
}) {
  const { draft, onChange } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [problem, setProblem] = useState<string | undefined>();
  const [preview, setPreview] = useState<string | null>(null);

  // A chosen file is shown from the browser's memory, released when it changes.
  useEffect(() => {
    if (!draft.image) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(draft.image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [draft.image]);

  const shown = preview ?? (draft.removeImage ? null : draft.currentImage);
  const choose = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const why = imageProblem(file);
    setProblem(why);
    if (!why) onChange({ ...draft, image: file, removeImage: false });
  };

  return (
    <Box>
      <Typography component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        Image (optional)
      </Typography>
      {shown && (
        <Box
          component="img"
          src={shown}
          alt={draft.image ? `Chosen image ${draft.image.name}` : "The question's image"}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 200, borderRadius: 1, mb: 1 }}
        />
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ImageOutlined aria-hidden />}
          onClick={() => inputRef.current?.click()}
          disabled={props.disabled}
          aria-describedby={hintId}
        >
          {shown ? 'Choose another image' : 'Choose image'}
        </Button>
        {shown && (
          <Button
            color="error"
            disabled={props.disabled}
            onClick={() => {
              setProblem(undefined);
              onChange({ ...draft, image: null, removeImage: true });
            }}
          >
            Remove image
          </Button>
        )}
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
        hidden
        data-testid="question-image"
        onChange={(e) => choose(e.target.files?.[0])}
      />
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {draft.image ? draft.image.name : '.jpg, .png or .webp, at most 2 MB'}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
