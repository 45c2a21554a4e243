import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  QUESTION_CATEGORY_MAX,
  QUESTION_DIFFICULTIES,
  QUESTION_TAG_MAX,
  QUESTION_TAGS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  type QuestionDifficulty,
  type QuestionType,
} from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useBankChanges } from './api';
import { ImageField } from './ImageField';
import { OptionsEditor } from './OptionsEditor';
import {
  DIFFICULTY_LABELS,
  type DraftErrors,
  draftErrors,
  draftFields,
  type QuestionDraft,
  TYPE_LABELS,
} from './rules';

/** Create a question or edit one: every field of the form, checked as the server checks it. */
export function QuestionDialog(props: {
  groupId: string;
  /** The draft to start from; null: closed. */
  start: QuestionDraft | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { save } = useBankChanges(props.groupId);
  const [draft, setDraft] = useState<QuestionDraft | null>(props.start);
  // Checked once the user tried to save, then again at every change, so a fixed field clears.
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setDraft(props.start);
    setTried(false);
    setFailure(null);
  }, [props.start]);

  if (!draft) return null;
  const errors: DraftErrors = tried ? draftErrors(draft, props.groupId) : {};
  const busy = save.isPending;
  const set = (change: Partial<QuestionDraft>) => setDraft({ ...draft, ...change });
  const mcq = draft.questionType === 'MCQ_SINGLE';

  const submit = () => {
    setFailure(null);
    setTried(true);
    if (Object.keys(draftErrors(draft, props.groupId)).length > 0) return;
    save.mutate(
      { fields: draftFields(draft, props.groupId), image: draft.image },
      {
        onSuccess: (answer) => {
          showSnack({ message: answer.message, severity: 'success' });
          props.onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>{draft.id ? 'Edit question' : 'New question'}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2.5} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Type"
              value={draft.questionType}
              onChange={(e) => set({ questionType: e.target.value as QuestionType })}
              disabled={busy || lockedType(props.start)}
              sx={{ flex: 1 }}
              helperText={lockedType(props.start) ? 'In a published exam: the type stays.' : ' '}
            >
              {QUESTION_TYPES.map((t) => (
                <MenuItem key={t} value={t}>
                  {TYPE_LABELS[t]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Difficulty"
              value={draft.questionDifficulty}
              onChange={(e) => set({ questionDifficulty: e.target.value as QuestionDifficulty })}
              disabled={busy}
              sx={{ flex: 1 }}
              helperText=" "
            >
              {QUESTION_DIFFICULTIES.map((d) => (
                <MenuItem key={d} value={d}>
                  {DIFFICULTY_LABELS[d]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Marks"
              value={draft.marks}
              onChange={(e) => set({ marks: e.target.value })}
              required
              disabled={busy}
              error={!!errors.marks}
              helperText={errors.marks ?? 'Up to two decimals'}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 8 } }}
            />
          </Stack>
          <TextField
            label="Question"
            value={draft.question}
            onChange={(e) => set({ question: e.target.value })}
            required
            multiline
            minRows={3}
            disabled={busy}
            error={!!errors.question}
            helperText={errors.question ?? `${draft.question.length} / ${QUESTION_TEXT_MAX}`}
            slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
          />
          {mcq ? (
            <OptionsEditor
              draft={draft}
              onChange={setDraft}
              error={errors.options}
              disabled={busy}
            />
          ) : (
            <TextField
              label="Marking guide (optional)"
              value={draft.guide}
              onChange={(e) => set({ guide: e.target.value })}
              multiline
              minRows={2}
              disabled={busy}
              error={!!(errors.correctAnswer ?? errors.options)}
              helperText={
                errors.correctAnswer ?? errors.options ?? 'Shown to markers, never to students.'
              }
              slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
            />
          )}
          <Autocomplete
            multiple
            freeSolo
            autoSelect
            options={[]}
            value={draft.tags}
            disabled={busy}
            onChange={(_, value) =>
              set({
                tags: [...new Set(value.flatMap((v) => v.split(',')).map((v) => v.trim()))]
                  .filter((v) => v !== '')
                  .slice(0, QUESTION_TAGS_MAX),
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Tags"
                error={!!errors.tags}
                helperText={
                  errors.tags ??
                  `Press Enter after each tag; at most ${QUESTION_TAGS_MAX} of ${QUESTION_TAG_MAX} characters.`
                }
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, maxLength: QUESTION_TAG_MAX },
                }}
              />
            )}
          />
          <TextField
            label="Category (optional)"
            value={draft.questionCategory}
            onChange={(e) => set({ questionCategory: e.target.value })}
            disabled={busy}
            error={!!errors.questionCategory}
            helperText={errors.questionCategory ?? 'For example Mathematics'}
            slotProps={{ htmlInput: { maxLength: QUESTION_CATEGORY_MAX } }}
          />
          <ImageField draft={draft} onChange={setDraft} disabled={busy} />
          {draft.id && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={draft.disabled}
                  onChange={(e) => set({ disabled: e.target.checked })}
                  disabled={busy}
                />
              }
              label="Disabled: kept in the exams that hold it, not offered for new ones"
            />
          )}
          {failure && (
            <Typography role="alert" color="error">
              {failure}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          {draft.id ? 'Save changes' : 'Add question'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** A saved question in a published exam keeps its type (the server refuses a change). */
function lockedType(start: QuestionDraft | null): boolean {
  return !!start?.id && start.inPublishedExam;
}
