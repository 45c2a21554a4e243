import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  NOTICE_BODY_MAX,
  NOTICE_FILE_MAX_BYTES,
  NOTICE_FILES_MAX,
  NOTICE_TEXTS,
  NOTICE_TITLE_MAX,
  type NoticeView,
  noticeFormSchema,
} from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { AudienceFields, type AudienceValue } from './AudienceFields';
import { type NoticeInput, useAudienceOptions, useNoticeChanges } from './api';
import { fromLocalInput, toLocalInput } from './local-time';

/**
 * Writing a notice, or changing one: its words, whom it is for, when it publishes and expires,
 * attachments (new notices). A published notice keeps its audience and time. Full screen on a
 * phone; the server's refusal stays in the dialog beside what was typed.
 */
export function ComposeDialog(props: {
  groupId: string;
  notice: NoticeView | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const n = props.notice;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const options = useAudienceOptions(props.groupId, true);
  const changes = useNoticeChanges(props.groupId);
  const locked = !!n && n.state !== 'SCHEDULED';
  const [title, setTitle] = useState(n?.title ?? '');
  const [body, setBody] = useState(n?.body ?? '');
  const [audience, setAudience] = useState<AudienceValue>({
    audience: n?.audience ?? (options.data?.everyone === false ? 'CLASSES' : 'INSTITUTE'),
    targetIds: n?.targets.map((t) => t.id) ?? [],
    people: n?.audience === 'PEOPLE' ? n.targets.map((t) => ({ ...t, detail: '' })) : [],
  });
  const [publishAt, setPublishAt] = useState(
    n?.state === 'SCHEDULED' ? toLocalInput(n.publishAt) : '',
  );
  const [expiresAt, setExpiresAt] = useState(toLocalInput(n?.expiresAt ?? null));
  const [pinned, setPinned] = useState(n?.pinned ?? false);
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, setFailure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  // A teacher posts to their classes only: the audience starts there once the options are known.
  const kind =
    !n && options.data && !options.data.everyone && audience.audience === 'INSTITUTE'
      ? 'CLASSES'
      : audience.audience;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const input: NoticeInput = {
      title,
      body,
      audience: kind,
      targetIds: audience.targetIds,
      publishAt: locked ? null : fromLocalInput(publishAt),
      expiresAt: fromLocalInput(expiresAt),
      pinned,
    };
    const checked = noticeFormSchema.safeParse({ ...input, groupId: props.groupId });
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      setErrors(found);
      return;
    }
    if (files.length > NOTICE_FILES_MAX || files.some((f) => f.size > NOTICE_FILE_MAX_BYTES)) {
      setErrors({ files: NOTICE_TEXTS.files });
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = n
        ? await changes.change.mutateAsync({
            id: n.id,
            input: locked
              ? {
                  ...input,
                  audience: n.audience,
                  targetIds: n.targets.map((t) => t.id),
                  publishAt: n.publishAt,
                }
              : input,
          })
        : await changes.post.mutateAsync({ input, files });
      showSnack({ message: saved.message, severity: 'success' });
      props.onSaved(saved.data.id);
    });
    setBusy(false);
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{n ? 'Edit notice' : 'New notice'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Title"
              required
              autoFocus
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTICE_TITLE_MAX } }}
              error={!!errors.title}
              helperText={errors.title}
            />
            <TextField
              label="Text"
              required
              multiline
              minRows={5}
              value={body}
              onChange={(e) => setBody(e.target.value)}
              slotProps={{ htmlInput: { maxLength: NOTICE_BODY_MAX } }}
              error={!!errors.body}
              helperText={errors.body}
            />
            {options.data ? (
              <AudienceFields
                groupId={props.groupId}
                options={options.data}
                value={{ ...audience, audience: kind }}
                onChange={setAudience}
                disabled={locked}
                error={errors.targetIds ?? errors.audience}
              />
            ) : options.isError ? (
              <Alert severity="error">{errorMessage(options.error)}</Alert>
            ) : null}
            <TextField
              label="Publish at"
              type="datetime-local"
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
              disabled={locked}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.publishAt}
              helperText={errors.publishAt ?? (locked ? 'Published' : 'Empty: publish now')}
            />
            <TextField
              label="Expires at"
              type="datetime-local"
              value={expiresAt}
              onChange={(e) => setExpiresAt(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.expiresAt}
              helperText={errors.expiresAt ?? 'Optional: then it moves to the archive'}
            />
            {!n ? (
              <>
                <FormControlLabel
                  control={
                    <Checkbox checked={pinned} onChange={(e) => setPinned(e.target.checked)} />
                  }
                  label="Pin to the top"
                />
                <Stack spacing={0.5}>
                  <Button variant="outlined" component="label" sx={{ alignSelf: 'flex-start' }}>
                    Attach files
                    <input
                      hidden
                      type="file"
                      multiple
                      accept="application/pdf,image/jpeg,image/png,image/webp"
                      onChange={(e) => setFiles([...(e.target.files ?? [])])}
                    />
                  </Button>
                  <Typography variant="body2" color={errors.files ? 'error' : 'text.secondary'}>
                    {errors.files ??
                      (files.length > 0
                        ? files.map((f) => f.name).join(', ')
                        : `Up to ${NOTICE_FILES_MAX} PDFs or images, ${NOTICE_FILE_MAX_BYTES / 1_048_576} MB each`)}
                  </Typography>
                </Stack>
              </>
            ) : null}
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {n ? 'Save' : publishAt ? 'Schedule' : 'Post'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
