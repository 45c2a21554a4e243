import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  formatRupees,
  PAYMENT_TEXTS,
  type PaymentRecordView,
  REVERT_REASON_MAX,
  REVERT_REASON_MIN,
} from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { useRevertPayment } from '../api';
import { revertReasonError } from './revert-reason';

/**
 * Reverting a payment, confirmed with a reason: the whole transaction (every student's
 * receipt of its transaction ID) is reverted, the dues are restored and the history stays.
 */
export function RevertDialog(props: {
  groupId: string;
  record: PaymentRecordView;
  /** The other records of the same transaction on the page, reverted with it. */
  sameTransaction: readonly PaymentRecordView[];
  onClose: () => void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string>();
  const revert = useRevertPayment();
  const error = revertReasonError(reason);
  const { record } = props;
  const receipts = [record, ...props.sameTransaction.filter((r) => r.id !== record.id)].sort(
    (a, b) => a.receiptNumber - b.receiptNumber,
  );

  const confirm = () => {
    setTouched(true);
    if (error || revert.isPending) return;
    revert.mutate(
      { groupId: props.groupId, id: record.transactionPk, reason: reason.trim() },
      {
        onSuccess: (answer) => {
          showSnack({ message: answer?.message ?? PAYMENT_TEXTS.reverted, severity: 'success' });
          props.onClose();
        },
        onError: (e) => setProblem(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open onClose={revert.isPending ? undefined : props.onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Revert transaction {record.transactionId}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {receipts
            .map((r) => `Receipt ${r.receiptNumber}: ${r.studentName}, ${formatRupees(r.amount)}`)
            .join('; ')}
          . The payment is kept in the history as reverted, and what it paid is owed again.
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
          {revert.isPending ? 'Reverting…' : 'Revert'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
