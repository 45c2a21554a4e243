import TextField from '@mui/material/TextField';
import {
  EXPENSE_NOTE_MAX,
  EXPENSE_REASON_MAX,
  EXPENSE_REASON_MIN,
  type ExpenseEntryView,
  formatRupees,
} from '@shala/shared';
import { useState } from 'react';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { useExpenseChanges } from '../api';
import { noteError, reasonError } from './entry-rules';

export type Decision = 'approve' | 'reject' | 'reverse';

const WORDS = {
  approve: {
    title: 'Approve',
    text: 'It counts in the day book and the balances from its date.',
    field: 'Note (optional)',
    button: 'Approve',
    color: 'success',
  },
  reject: {
    title: 'Reject',
    text: 'It stays listed as rejected and counts in nothing.',
    field: 'Note (optional)',
    button: 'Reject',
    color: 'error',
  },
  reverse: {
    title: 'Reverse',
    text: 'It stays in the books, marked reversed, and counts in nothing from now on.',
    field: 'Reason for the reversal',
    button: 'Reverse',
    color: 'error',
  },
} as const;

/**
 * Approving or rejecting an entry that awaits approval (an optional note), or reversing an
 * approved one (a reason of 5 to 300 characters); the server's answer is shown as it comes.
 */
export function DecisionDialog(props: {
  groupId: string;
  entry: ExpenseEntryView;
  decision: Decision;
  onClose: () => void;
  /** The server's answer, said in the entry's dialog (a snackbar behind a dialog is unheard). */
  onDone: (message: string) => void;
}) {
  const { entry, decision } = props;
  const words = WORDS[decision];
  const changes = useExpenseChanges(props.groupId);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  const reversing = decision === 'reverse';
  const error = reversing ? reasonError(text) : noteError(text);

  const submit = async () => {
    setTried(true);
    if (error) return;
    setBusy(true);
    await attempt(async () => {
      const answer = reversing
        ? await changes.reverse.mutateAsync({ id: entry.id, reason: text })
        : await changes.decide.mutateAsync({
            id: entry.id,
            approve: decision === 'approve',
            note: text,
          });
      props.onDone(answer.message);
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={`${words.title} entry ${entry.voucherNo} (${formatRupees(entry.amountPaise)})?`}
      submitLabel={busy ? 'Saving…' : words.button}
      submitColor={words.color}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <span>{words.text}</span>
      <TextField
        label={words.field}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text) setTried(true);
        }}
        required={reversing}
        multiline
        minRows={2}
        autoFocus
        error={tried && !!error}
        helperText={
          tried && error
            ? error
            : reversing
              ? `${EXPENSE_REASON_MIN} to ${EXPENSE_REASON_MAX} characters`
              : `At most ${EXPENSE_NOTE_MAX} characters`
        }
        slotProps={{ htmlInput: { maxLength: reversing ? EXPENSE_REASON_MAX : EXPENSE_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
