import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  PAYMENT_TEXTS,
  type PaymentRecordView,
  REVERT_REASON_MAX,
  REVERT_REASON_MIN,
} from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useRevertPayment, useTransactionReceipts } from '../api';
import {
  type RevertChoice,
  receiptLine,
  revertBody,
  revertedBy,
  revertReasonError,
} from './revert-reason';

/**
 * Reverting a payment, confirmed with a reason (issue 22): the receipt it was opened from (one
 * student) by default; the whole transaction (every receipt of its transaction ID still paid)
 * only when chosen. The dialog lists what is reverted and what stays paid; the dues of what is
 * reverted are owed again and the history keeps it, marked.
 */
export function RevertDialog(props: {
  groupId: string;
  record: PaymentRecordView;
  /** The other records of the same transaction on the page, until its own are read. */
  sameTransaction: readonly PaymentRecordView[];
  onClose: () => void;
}) {
  const titleId = useId();
  const choiceId = useId();
  const { record } = props;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string>();
  const [choice, setChoice] = useState<RevertChoice>('RECEIPT');
  const revert = useRevertPayment();
  const receipts = useTransactionReceipts(
    props.groupId,
    record.transactionPk,
    record.transactionId,
  );
  const transaction = receipts.data ?? props.sameTransaction;
  const others = transaction.filter((r) => r.status === 'ACTIVE' && r.id !== record.id);
  const error = revertReasonError(reason);
  const { reverted, staying } = revertedBy(choice, record, transaction);

  const confirm = () => {
    setTouched(true);
    if (error || revert.isPending) return;
    revert.mutate(revertBody(choice, props.groupId, record, reason), {
      onSuccess: (answer) => {
        const message = answer?.message ?? PAYMENT_TEXTS.reverted;
        showSnack({
          message: answer?.refund ? `${message} ${answer.refund}` : message,
          severity: answer?.refund ? 'warning' : 'success',
        });
        props.onClose();
      },
      onError: (e) => setProblem(errorMessage(e)),
    });
  };

  return (
    <Dialog open onClose={revert.isPending ? undefined : props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        Revert receipt {record.receiptNumber} of {record.studentName}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Transaction {record.transactionId}. The payment is kept in the history as reverted, and
          what it paid is owed again.
        </DialogContentText>
        {others.length > 0 && (
          <FormControl sx={{ mb: 2 }}>
            <FormLabel id={choiceId}>What to revert</FormLabel>
            <RadioGroup
              aria-labelledby={choiceId}
              value={choice}
              onChange={(e) => setChoice(e.target.value as RevertChoice)}
            >
              <FormControlLabel
                value="RECEIPT"
                control={<Radio />}
                label={`Only receipt ${record.receiptNumber} (${record.studentName})`}
              />
              <FormControlLabel
                value="TRANSACTION"
                control={<Radio />}
                label={`The whole transaction: all ${others.length + 1} receipts still paid`}
              />
            </RadioGroup>
          </FormControl>
        )}
        <DialogContentText component="div" sx={{ mb: 2 }}>
          <strong>Reverted:</strong> {reverted.map(receiptLine).join('; ')}.
          {staying.length > 0 && (
            <>
              <br />
              <strong>Stay paid:</strong> {staying.map(receiptLine).join('; ')}.
            </>
          )}
        </DialogContentText>
        <TextField
          label="Reason for the revert"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && !!error}
          helperText={
            touched && error ? error : `${REVERT_REASON_MIN} to ${REVERT_REASON_MAX} characters`
          }
          required
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: REVERT_REASON_MAX } }}
        />
        {problem && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={revert.isPending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={revert.isPending}>
          {revert.isPending
            ? 'Reverting…'
            : choice === 'TRANSACTION'
              ? 'Revert the whole transaction'
              : `Revert receipt ${record.receiptNumber}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
