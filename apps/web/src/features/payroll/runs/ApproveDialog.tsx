import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { formatRupees, type PaymentMethod, type PayrollRunDetail } from '@shala/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { shownMonth } from '../../../core/format';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { expensesKey } from '../../expenses';
import { constantLabel, useFinancialAccounts } from '../../payments';
import { usePayrollChanges } from '../api';
import { type Approval, approvalChoices, firstApproval, withAccount } from './approve-form';

export const APPROVE_TEXTS = {
  account: 'Choose the financial account the salaries are paid from.',
  medium: 'Choose how the account pays them.',
  noAccount: 'The institute has no active financial account: add one under Payments first.',
} as const;

/**
 * Approving a prepared month: the net pay goes out of a financial account by a medium it
 * accepts, into the day book, and the month is locked.
 */
export function ApproveDialog(props: {
  groupId: string;
  run: PayrollRunDetail;
  onClose: () => void;
}) {
  const { run } = props;
  const queryClient = useQueryClient();
  const accounts = useFinancialAccounts(props.groupId);
  const changes = usePayrollChanges(props.groupId);
  const [approval, setApproval] = useState<Approval | null>(null);
  const [tried, setTried] = useState(false);
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  const list = accounts.data ?? [];
  const chosen = approval ?? firstApproval(list);
  const choices = approvalChoices(list, chosen.financialAccountId);
  const accountError = chosen.financialAccountId ? undefined : APPROVE_TEXTS.account;
  const mediumError = chosen.paymentMedium ? undefined : APPROVE_TEXTS.medium;

  const submit = async () => {
    setTried(true);
    if (accountError || mediumError || !chosen.paymentMedium) return;
    const paymentMedium: PaymentMethod = chosen.paymentMedium;
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.approve.mutateAsync({
        id: run.id,
        financialAccountId: chosen.financialAccountId,
        paymentMedium,
      });
      // The salaries are in the day book now.
      await queryClient.invalidateQueries({ queryKey: expensesKey(props.groupId) });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={`Approve and pay the payroll of ${shownMonth(run.month)}?`}
      submitLabel={busy ? 'Approving…' : 'Approve and pay'}
      submitColor="success"
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <Typography>
        {formatRupees(run.netPaise)} net pay to {run.staff} staff goes out of the account below and
        into the day book. The month is then locked: it cannot be run again.
      </Typography>
      {accounts.isError ? (
        <Alert severity="error">The financial accounts could not be loaded.</Alert>
      ) : accounts.data && choices.accounts.length === 0 ? (
        <Alert severity="warning">{APPROVE_TEXTS.noAccount}</Alert>
      ) : null}
      <Choice
        label="Financial account"
        required
        value={chosen.financialAccountId}
        onChange={(id) => setApproval(withAccount(list, chosen, id))}
        error={tried ? accountError : undefined}
        empty={accounts.isPending ? 'Loading the accounts…' : 'Choose an account'}
      >
        {choices.accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.accountName}
            {a.bankName ? ` (${a.bankName})` : ''}
          </option>
        ))}
      </Choice>
      <Choice
        label="Payment medium"
        required
        value={chosen.paymentMedium}
        onChange={(m) => setApproval({ ...chosen, paymentMedium: m as PaymentMethod | '' })}
        error={tried ? mediumError : undefined}
        helperText={
          chosen.financialAccountId ? 'Those the account accepts' : 'Choose the account first'
        }
        empty="Choose a medium"
      >
        {choices.mediums.map((m) => (
          <option key={m} value={m}>
            {constantLabel(m)}
          </option>
        ))}
      </Choice>
    </FormDialog>
  );
}
