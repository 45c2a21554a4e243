import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  formatRupees,
  linePays,
  manualDateBounds,
  newTransactionId,
  PAYMENT_MESSAGES,
  PAYMENT_RECORD_TYPES,
  type PaymentRecordType,
} from '@shala/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { useShellUser } from '../../../core/shell-user';
import { showSnack } from '../../../core/snackbar-queue';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useAcademicSessions } from '../../academic';
import { useCartDues, useFinancialAccounts, useRecordPayment } from '../api';
import type { CartStudentRef } from '../cart';
import { removePaidFromCart } from '../kept-cart';
import { constantLabel } from '../labels';
import { PaymentDetailsFields } from './PaymentDetailsFields';
import {
  commonPaymentBody,
  detailsErrors,
  indianDay,
  mediumChosen,
  type PaymentDetails,
  paymentDayOf,
  withAccount,
} from './payment-details';
import { openReceipt } from './receipt';
import { StudentPaymentCard } from './StudentPaymentCard';
import { paymentScope, sessionStartOf } from './scope';
import {
  EMPTY_FORM,
  type StudentForm,
  type StudentFormEvent,
  studentsReady,
  updateStudentForm,
} from './student-form';

/**
 * Spec §2.5 Add Multiple Payment: one payment for the cart's students (spec §4, §5). Opened
 * from the Students Cart's Proceed to Payment; closes with true after a save (the students
 * paid for leave the cart) and with false on Cancel.
 */
export default function AddMultiplePaymentDialog({
  students,
  onClose,
}: {
  students: readonly CartStudentRef[];
  onClose: (saved: boolean) => void;
}) {
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const user = useShellUser();
  const scope = paymentScope(students, user.defaultInstituteId);
  const ids = scope?.paying.map((s) => s.userProfileId) ?? [];

  const [recordType, setRecordType] = useState<PaymentRecordType>('FEES');
  const [forms, setForms] = useState<Record<string, StudentForm>>({});
  const [details, setDetails] = useState<PaymentDetails>(() => ({
    transactionId: newTransactionId(),
    accountId: '',
    medium: '',
    dateMode: 'now',
    manualDay: '',
  }));
  const [problem, setProblem] = useState<string>();
  const saving = useRef(false);

  const cart = useCartDues(scope?.groupId ?? '', ids, !!scope);
  const accounts = useFinancialAccounts(scope?.instituteId ?? '', !!scope);
  const sessions = useAcademicSessions(scope?.instituteId ?? null);
  const record = useRecordPayment();

  // The only active account is chosen for the cashier.
  useEffect(() => {
    const active = accounts.data?.filter((a) => a.active) ?? [];
    if (active.length === 1) setDetails((d) => (d.accountId ? d : withAccount(d, active[0])));
  }, [accounts.data]);

  const rows = cart.data ?? [];
  const paying = rows.map((row) => ({
    userProfileId: row.userProfileId,
    dues: row.dues[recordType],
    form: forms[row.userProfileId] ?? EMPTY_FORM,
  }));
  const today = indianDay(new Date());
  const bounds = manualDateBounds(
    today,
    sessionStartOf(
      sessions.data ?? [],
      rows.map((r) => r.sessionId),
    ),
  );
  const fieldErrors = detailsErrors(details, accounts.data ?? [], bounds);
  const payDay = paymentDayOf(details, new Date());
  const ready = studentsReady(paying, payDay) && Object.keys(fieldErrors).length === 0;
  const collecting = paying.reduce((sum, s) => sum + s.form.line.amount, 0);
  const payingCount = paying.filter((s) => linePays(s.form.line)).length;

  const change = (userProfileId: string, event: StudentFormEvent) =>
    setForms((all) => ({
      ...all,
      [userProfileId]: updateStudentForm(all[userProfileId] ?? EMPTY_FORM, event),
    }));

  const switchType = (type: PaymentRecordType | null) => {
    if (!type || type === recordType) return;
    // Another record type pays other particulars: its amounts start afresh.
    setRecordType(type);
    setForms({});
  };

  const save = () => {
    if (!scope || !ready || !mediumChosen(details) || saving.current) return;
    saving.current = true;
    setProblem(undefined);
    const body = commonPaymentBody({
      groupId: scope.groupId,
      recordType,
      details,
      students: paying,
      now: new Date(),
    });
    const paidIds = paying.filter((s) => linePays(s.form.line)).map((s) => s.userProfileId);
    record.mutate(body, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'notice') {
          setProblem(outcome.message);
          return;
        }
        openReceipt(outcome.receiptUrl);
        removePaidFromCart(paidIds);
        showSnack({
          message: `Payment of ${formatRupees(collecting)} recorded.`,
          severity: 'success',
        });
        onClose(true);
      },
      onError: (error) => setProblem(errorMessage(error)),
      onSettled: () => {
        saving.current = false;
      },
    });
  };

  const busy = record.isPending;
  return (
    <Dialog
      open
      onClose={() => (busy ? undefined : onClose(false))}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId}>Add Multiple Payment</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        {!scope || scope.paying.length === 0 ? (
          <Typography role="status">{PAYMENT_MESSAGES.noStudentsForPayment}</Typography>
        ) : (
          // minmax(0, 1fr): a wide table scrolls inside its card instead of widening the dialog.
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
            <ToggleButtonGroup
              value={recordType}
              exclusive
              onChange={(_, value: PaymentRecordType | null) => switchType(value)}
              aria-label="Record type"
              size="small"
              sx={{ flexWrap: 'wrap' }}
            >
              {PAYMENT_RECORD_TYPES.map((type) => (
                <ToggleButton key={type} value={type} sx={{ minHeight: 40, px: 2 }}>
                  {constantLabel(type)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {scope.elsewhere.length > 0 && (
              <Alert severity="info">
                {scope.elsewhere.map((s) => s.fullName).join(', ')}{' '}
                {scope.elsewhere.length === 1 ? 'belongs' : 'belong'} to another institute and
                {scope.elsewhere.length === 1 ? ' stays' : ' stay'} in the cart, to be paid for
                separately.
              </Alert>
            )}
            {cart.isPending ? (
              <Loading label="Loading the students’ dues…" />
            ) : cart.isError ? (
              <LoadError error={cart.error} onRetry={() => cart.refetch()} />
            ) : rows.length === 0 ? (
              <Typography role="status">{PAYMENT_MESSAGES.noStudentsForPayment}</Typography>
            ) : (
              rows.map((row) => (
                <StudentPaymentCard
                  key={row.userProfileId}
                  fullName={row.fullName}
                  className={row.className}
                  dues={row.dues[recordType]}
                  form={forms[row.userProfileId] ?? EMPTY_FORM}
                  payDay={payDay}
                  onChange={(event) => change(row.userProfileId, event)}
                />
              ))
            )}
            {accounts.isError ? (
              <LoadError error={accounts.error} onRetry={() => accounts.refetch()} />
            ) : (
              <PaymentDetailsFields
                details={details}
                errors={fieldErrors}
                accounts={accounts.data ?? []}
                bounds={bounds}
                onChange={setDetails}
              />
            )}
            {problem && (
              <Alert severity="warning" role="alert">
                {problem}
              </Alert>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions
        disableSpacing
        sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 1.5, sm: 3 }, py: 1.5 }}
      >
        <Typography variant="body2" sx={{ mr: 'auto' }} aria-live="polite">
          {payingCount > 0
            ? `Collecting ${formatRupees(collecting)} from ${payingCount} ${payingCount === 1 ? 'student' : 'students'}`
            : ''}
        </Typography>
        <Button onClick={() => onClose(false)} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={!ready || busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
