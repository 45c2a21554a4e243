import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { formatRupees, type OnlinePaymentResult, type PaymentRecordType } from '@shala/shared';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { useOnlinePayment } from './api';
import { checkoutOptions, loadCheckout } from './checkout';
import { readOnlineAmount, startingAmount } from './online-amount';
import { RECORD_WORDS } from './words';

type Stage =
  | { kind: 'amount' }
  | { kind: 'checkout' }
  | { kind: 'verifying' }
  | { kind: 'done'; result: OnlinePaymentResult }
  | { kind: 'failed'; message: string };

/**
 * Pay (part of) what is due online: the amount (at most what is due, checked again by the
 * server), then Razorpay's checkout, then the server's word on the payment.
 */
export function PayOnlineDialog(props: {
  groupId: string;
  userProfileId: string;
  studentName: string;
  recordType: PaymentRecordType;
  due: number;
  onClose: () => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const payment = useOnlinePayment();
  const [typed, setTyped] = useState(startingAmount(props.due));
  const [amountError, setAmountError] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'amount' });
  const busy = stage.kind === 'checkout' || stage.kind === 'verifying';

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    const reading = readOnlineAmount(typed, props.due);
    if (!reading.ok) {
      setAmountError(reading.message);
      return;
    }
    setAmountError(null);
    setStage({ kind: 'checkout' });
    try {
      const order = await payment.order.mutateAsync({
        groupId: props.groupId,
        userProfileId: props.userProfileId,
        recordType: props.recordType,
        amount: reading.paise,
      });
      const Checkout = await loadCheckout(order.checkoutUrl);
      const checkout = new Checkout(
        checkoutOptions(
          order,
          {
            paid: (answer) => {
              setStage({ kind: 'verifying' });
              payment.verify
                .mutateAsync({ groupId: props.groupId, answer })
                .then((result) => setStage({ kind: 'done', result }))
                .catch((error) => setStage({ kind: 'failed', message: errorMessage(error) }));
            },
            closed: () =>
              setStage((current) =>
                current.kind === 'checkout'
                  ? { kind: 'failed', message: 'The payment was cancelled. Nothing was paid.' }
                  : current,
              ),
          },
          theme.palette.primary.main,
        ),
      );
      checkout.on('payment.failed', (failure) =>
        setStage({
          kind: 'failed',
          message:
            failure.error?.description ?? 'The payment did not go through. Please try again.',
        }),
      );
      checkout.open();
    } catch (error) {
      setStage({
        kind: 'failed',
        message:
          error instanceof Error && error.message === 'checkout did not load'
            ? 'The payment page could not be opened. Please check your internet connection and try again.'
            : errorMessage(error),
      });
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={pay} noValidate>
        <DialogTitle id={titleId}>
          Pay {RECORD_WORDS[props.recordType]} of {props.studentName} online
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>
              Due now: {formatRupees(props.due)}. You can pay all of it or a part; the school
              records the payment as soon as the bank confirms it.
            </DialogContentText>
            {stage.kind === 'done' || stage.kind === 'verifying' ? null : (
              <TextField
                label="Amount"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                disabled={busy}
                autoFocus
                error={!!amountError}
                helperText={amountError}
                slotProps={{
                  htmlInput: { inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
                }}
              />
            )}
            {stage.kind === 'checkout' ? (
              <Alert severity="info" role="status">
                Complete the payment in the window that opened.
              </Alert>
            ) : null}
            {stage.kind === 'verifying' ? (
              <Alert severity="info" role="status">
                Confirming the payment…
              </Alert>
            ) : null}
            {stage.kind === 'done' ? (
              <Alert
                severity={
                  stage.result.status === 'PAID'
                    ? 'success'
                    : stage.result.status === 'FAILED'
                      ? 'error'
                      : 'info'
                }
                role="alert"
              >
                {stage.result.message}
                {stage.result.receiptNumbers.length > 0
                  ? ` Receipt ${stage.result.receiptNumbers.join(', ')}.`
                  : ''}
              </Alert>
            ) : null}
            {stage.kind === 'failed' ? (
              <Alert severity="error" role="alert">
                {stage.message}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {stage.kind === 'done' ? 'Close' : 'Cancel'}
          </Button>
          {stage.kind === 'done' ? null : (
            <Button type="submit" variant="contained" disabled={busy}>
              Pay online
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
