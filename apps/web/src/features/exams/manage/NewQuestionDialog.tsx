import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  QUESTION_DIFFICULTIES,
  QUESTION_TEXT_MAX,
  QUESTION_TYPES,
  type QuestionDifficulty,
  type QuestionType,
} from '@shala/shared';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { createBankQuestion, useExamQuestionChanges, useRefreshExam } from './api';
import { DIFFICULTY_LABEL } from './BankQuestionOption';
import { TYPE_LABEL } from './ExamQuestionRow';
import {
  type DraftErrors,
  draftErrors,
  draftToFields,
  emptyDraft,
  type NewQuestionDraft,
} from './new-question';
import { OptionsEditor } from './OptionsEditor';

/**
 * Writes a question into the class's bank and places it in the exam: its type, text, marks,
 * difficulty, tags and category, and for multiple choice its options with the correct one.
 */
export function NewQuestionDialog(props: {
  open: boolean;
  groupId: string;
  taskId: string;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [draft, setDraft] = useState<NewQuestionDraft>(emptyDraft);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { add } = useExamQuestionChanges(props.groupId, props.taskId);
  const refresh = useRefreshExam(props.groupId, props.taskId);

  useEffect(() => {
    if (!props.open) return;
    setDraft(emptyDraft());
    setErrors({});
    setFailure(null);
  }, [props.open]);

  const change = (patch: Partial<NewQuestionDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async () => {
    setFailure(null);
    const found = draftErrors(props.groupId, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const created = await createBankQuestion(props.groupId, draftToFields(draft));
      try {
        await add.mutateAsync({ questionId: created.question.id });
      } catch (error) {
        // The question is in the bank; only its place in the exam failed.
        setFailure(
          `${created.message ?? 'Question created successfully'}, but it was not added to the exam: ${errorMessage(error)}`,
        );
        await refresh();
        return;
      }
      showSnack({
        message: `${created.message ?? 'Question created successfully'}. It was added to the exam.`,
        severity: 'success',
      });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const mcq = draft.questionType === 'MCQ_SINGLE';
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      scroll="paper"
    >
      <DialogTitle id={titleId}>Write a new question</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'contents' }}
      >
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label="Type"
              value={draft.questionType}
              onChange={(e) => change({ questionType: e.target.value as QuestionType })}
            >
              {QUESTION_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {TYPE_LABEL[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Difficulty"
              value={draft.questionDifficulty}
              onChange={(e) => change({ questionDifficulty: e.target.value as QuestionDifficulty })}
            >
              {QUESTION_DIFFICULTIES.map((level) => (
                <MenuItem key={level} value={level}>
                  {DIFFICULTY_LABEL[level]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            label="Question"
            required
            multiline
            minRows={3}
            autoFocus
            value={draft.question}
            onChange={(e) => change({ question: e.target.value })}
            error={!!errors.question}
            helperText={errors.question}
            slotProps={{ htmlInput: { maxLength: QUESTION_TEXT_MAX } }}
          />
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' } }}
          >
            <TextField
              label="Marks"
              required
              value={draft.marks}
              onChange={(e) => change({ marks: e.target.value })}
              error={!!errors.marks}
              helperText={errors.marks}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Tags"
              value={draft.tags}
              onChange={(e) => change({ tags: e.target.value })}
              error={!!errors.tags}
              helperText={errors.tags ?? 'Separated by commas, for example fractions, addition.'}
            />
          </Box>
          <TextField
            label="Category"
            value={draft.questionCategory}
            onChange={(e) => change({ questionCategory: e.target.value })}
            error={!!errors.questionCategory}
            helperText={errors.questionCategory ?? 'Optional, for example Chapter 4.'}
          />
          {mcq ? (
            <OptionsEditor draft={draft} onChange={setDraft} error={errors.options} />
          ) : (
            <TextField
              label="Marking guide (students never see it)"
              multiline
              minRows={2}
              value={draft.guide}
              onChange={(e) => change({ guide: e.target.value })}
              error={!!errors.options}
              helperText={errors.options}
            />
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Save and add to exam
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
