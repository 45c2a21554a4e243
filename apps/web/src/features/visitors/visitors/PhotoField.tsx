import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { PHOTO_ACCEPT } from '../visitor-form';
import { shrinkPhoto } from './shrink-photo';

/**
 * The visitor's photo (optional): on a phone the file input opens the front camera
 * (capture="user"), elsewhere it chooses a JPEG or PNG; the photo is made small enough to send,
 * shown before it is saved, and may be taken again or removed.
 */
export function PhotoField(props: {
  photo: File | null;
  onChange: (photo: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  // The chosen photo is shown from the browser's memory, released when it changes.
  useEffect(() => {
    if (!props.photo) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(props.photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [props.photo]);

  const choose = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    setReading(true);
    props.onChange(await shrinkPhoto(file));
    setReading(false);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 500, mb: 1 }}>
        Photo (optional)
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt="The visitor’s photo, as it will be kept"
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 180,
            borderRadius: 1,
            mb: 1,
            objectFit: 'contain',
          }}
        />
      ) : null}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          startIcon={<PhotoCameraOutlined aria-hidden />}
          onClick={() => inputRef.current?.click()}
          disabled={props.disabled || reading}
          aria-describedby={hintId}
        >
          {reading ? 'Reading the photo…' : preview ? 'Take another photo' : 'Take a photo'}
        </Button>
        {preview ? (
          <Button color="error" disabled={props.disabled} onClick={() => props.onChange(null)}>
            Remove photo
          </Button>
        ) : null}
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={PHOTO_ACCEPT}
        capture="user"
        hidden
        aria-label="Visitor’s photo"
        data-testid="visitor-photo"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Typography
        id={hintId}
        variant="body2"
        color={props.error ? 'error' : 'text.secondary'}
        role={props.error ? 'alert' : undefined}
        sx={{ mt: 0.5 }}
      >
        {props.error ?? 'A phone opens its camera; elsewhere choose a JPEG or PNG.'}
      </Typography>
    </Box>
  );
}
