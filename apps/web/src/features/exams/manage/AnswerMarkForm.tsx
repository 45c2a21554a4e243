import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type ExamAnswer, GRADE_CHANGE_REASON_MAX, REMARKS_MAX } from '@shala/shared';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { shownMarks } from './exam-rules';
import { useMarkingChanges } from './marking-api';
import { useMarkDraft } from './marking-drafts';
import {
  isChangedMark,
  type MarkDraft,
  type MarkInput,
  markInputErrors,
  typedFrom,
} from './marking-rules';
import { snackSuccess } from './parts';

/**
 * Marks and remarks for one answer. Once the attempt is evaluated a change needs a reason,
 * which the grade-change log keeps with the old and new marks. What is typed is kept as the
 * screen's draft until saved, here (Save marks) or with every other changed mark (Save all).
 */
export function AnswerMarkForm(props: {
  groupId: string;
  taskId: string;
  answer: ExamAnswer;
  maximumMarks: number;
  evaluated: boolean;
  /** Names the fields for screen readers ("question 3", "Rohan Mehta"). */
  subject: string;
  readOnly: boolean;
}) {
  const { answer } = props;
  const { mark } = useMarkingChanges(props.groupId, props.taskId);
  const { drafts, draft, errors = {} } = useMarkDraft(answer.id);
  const [failure, setFailure] = useState<string | null>(null);
  const saved = useMemo(
    () => ({ marks: answer.marks, remarks: answer.remarks }),
    [answer.marks, answer.remarks],
  );
  const { marks, remarks, reason } = draft ?? { ...typedFrom(saved, shownMarks), reason: '' };
  const unsaved = draft ? isChangedMark(draft) : false;
  useEffect(() => {
    drafts.rebase(answer.id, { saved, evaluated: props.evaluated });
  }, [drafts, answer.id, saved, props.evaluated]);

  /** The answer's marking as shown now: the typed draft, else what is saved. */
  const shown = (): MarkDraft => ({
    answerId: answer.id,
    marks,
    remarks,
    reason,
    saved,
    maximumMarks: props.maximumMarks,
    evaluated: props.evaluated,
  });
  const type = (field: keyof MarkInput, value: string) =>
    drafts.put({ ...shown(), [field]: value }, field);

  const save = () => {
    setFailure(null);
    const sent: MarkDraft = draft ?? shown();
    const checked = markInputErrors(sent, props.maximumMarks, props.evaluated);
    if (!checked.ok) return drafts.setErrors(answer.id, checked.errors);
    drafts.setErrors(answer.id, undefined);
    mark.mutate(
      {
        answerId: answer.id,
        marks: checked.marks,
        remarks: remarks.trim(),
        ...(props.evaluated ? { reason: reason.trim() } : {}),
      },
      {
        onSuccess: (body) => {
          snackSuccess(body, 'Exam answer marked successfully');
          drafts.saved([sent]);
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '150px 1fr' } }}>
        <TextField
          size="small"
          label={`Marks (of ${shownMarks(props.maximumMarks)})`}
          value={marks}
          disabled={props.readOnly}
          onChange={(e) => type('marks', e.target.value)}
          error={!!errors.marks}
          helperText={
            errors.marks ??
            (unsaved ? 'Not saved yet.' : answer.marks === null ? 'Not marked yet.' : undefined)
          }
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-label': `Marks for ${props.subject}, out of ${shownMarks(props.maximumMarks)}`,
            },
          }}
        />
        <TextField
          size="small"
          label="Remarks"
          value={remarks}
          disabled={props.readOnly}
          multiline
          maxRows={4}
          onChange={(e) => type('remarks', e.target.value)}
          error={!!errors.remarks}
          helperText={errors.remarks}
          slotProps={{
            htmlInput: { maxLength: REMARKS_MAX, 'aria-label': `Remarks for ${props.subject}` },
          }}
        />
      </Box>
      {props.evaluated && !props.readOnly && (
        <TextField
          size="small"
          label="Reason for the change"
          required
          value={reason}
          onChange={(e) => type('reason', e.target.value)}
          error={!!errors.reason}
          helperText={
            errors.reason ?? 'This attempt is evaluated: the change is logged with its reason.'
          }
          slotProps={{
            htmlInput: {
              maxLength: GRADE_CHANGE_REASON_MAX,
              'aria-label': `Reason for changing the marks for ${props.subject}`,
            },
          }}
        />
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {!props.readOnly && (
        <Box>
          <Button type="submit" variant="outlined" size="small" disabled={mark.isPending}>
            Save marks
          </Button>
        </Box>
      )}
    </Box>
  );
}
