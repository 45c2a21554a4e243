import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { instituteHasImage, LOGO_MAX_BYTES } from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useUploadLogo } from '../institutes';

const KINDS = ['image/jpeg', 'image/png', 'image/webp'];

/** The institute's logo: a preview, and an upload of one .jpg, .png or .webp (≤ 2 MB). */
export function LogoUpload(props: { groupId: string; name: string; imageLocation: string | null }) {
  const inputId = useId();
  const upload = useUploadLogo(props.groupId);
  const [preview, setPreview] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    setFailure(null);
    if (!file) return;
    if (!KINDS.includes(file.type) || file.size > LOGO_MAX_BYTES) {
      setFailure('The logo must be a .jpg, .png or .webp image of at most 2 MB.');
      return;
    }
    setPreview(URL.createObjectURL(file));
    try {
      await upload.mutateAsync(file);
      setVersion((v) => v + 1);
      showSnack({ message: 'Logo saved.', severity: 'success' });
    } catch (error) {
      setPreview(null);
      setFailure(errorMessage(error));
    }
  };

  const saved = instituteHasImage(props.imageLocation)
    ? `${props.imageLocation}${version ? `?v=${version}` : ''}`
    : undefined;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Avatar
        src={preview ?? saved}
        alt={saved || preview ? `${props.name} logo` : undefined}
        variant="rounded"
        // Dark blue on light blue: 9:1, well above WCAG AA's 4.5:1 for the initial.
        sx={{
          width: 88,
          height: 88,
          bgcolor: 'primary.light',
          color: 'primary.dark',
          fontSize: 32,
        }}
      >
        {props.name.trim().charAt(0).toUpperCase() || 'S'}
      </Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: '1 1 180px' }}>
        <input
          id={inputId}
          type="file"
          accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
          hidden
          onChange={(event) => {
            void choose(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={<UploadIcon />}
          disabled={upload.isPending}
          sx={{ alignSelf: 'flex-start' }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              document.getElementById(inputId)?.click();
            }
          }}
          tabIndex={0}
          role="button"
        >
          {upload.isPending ? 'Uploading…' : saved ? 'Change logo' : 'Upload logo'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          .jpg, .png or .webp, at most 2 MB. Shown on the public page and in the portal.
        </Typography>
        {failure ? (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}
