import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NOTICE_FILES_MAX, type NoticeView } from '@shala/shared';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { attachmentHref, useNoticeChanges } from './api';

/** A notice's attachments as links; who manages it also adds and removes them. */
export function NoticeFiles(props: { groupId: string; notice: NoticeView }) {
  const n = props.notice;
  const changes = useNoticeChanges(props.groupId);
  const act = async (work: () => Promise<{ message: string }>) => {
    try {
      showSnack({ message: (await work()).message, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };
  if (n.files.length === 0 && !n.canManage) return null;
  return (
    <Box component="section" aria-labelledby="notice-files" sx={{ mb: 2 }}>
      <Typography id="notice-files" variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        Attachments
      </Typography>
      <Stack spacing={0.5}>
        {n.files.map((f) => (
          <Stack key={f.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Link
              href={attachmentHref(props.groupId, n.id, f.id)}
              target="_blank"
              rel="noopener"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 24 }}
            >
              <AttachFileIcon fontSize="small" aria-hidden />
              {f.name} ({Math.max(1, Math.round(f.sizeBytes / 1024))} KB)
            </Link>
            {n.canManage ? (
              <IconButton
                size="small"
                aria-label={`Remove ${f.name}`}
                onClick={() =>
                  act(() => changes.removeFile.mutateAsync({ id: n.id, fileId: f.id }))
                }
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {n.canManage && n.files.length < NOTICE_FILES_MAX ? (
        <Button component="label" size="small" sx={{ mt: 1 }}>
          Add attachments
          <input
            hidden
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png,image/webp"
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length > 0)
                void act(() => changes.addFiles.mutateAsync({ id: n.id, files }));
            }}
          />
        </Button>
      ) : null}
    </Box>
  );
}
