import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { QuestionFields } from './QuestionFields';
import type { DraftErrors, QuestionDraft } from './question-draft';

/**
 * The dialog both question dialogs are: a title, the question's fields, what the caller adds
 * below them (the bank's image and Disabled), the failure, Cancel and the save button.
 */
export function QuestionFormDialog(props: {
  title: string;
  submitLabel: string;
  draft: QuestionDraft;
  onChange: (draft: QuestionDraft) => void;
  errors: DraftErrors;
  busy: boolean;
  failure: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { busy } = props;
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
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent dividers>
        <Stack
          id={`${titleId}-form`}
          spacing={2.5}
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
        >
          <QuestionFields
            draft={props.draft}
            onChange={props.onChange}
            errors={props.errors}
            disabled={busy}
          />
          {props.children}
          {props.failure && (
            <Alert severity="error" role="alert">
              {props.failure}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={busy}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
