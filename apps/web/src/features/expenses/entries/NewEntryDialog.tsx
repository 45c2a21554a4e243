import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  EXPENSE_DESCRIPTION_MAX,
  EXPENSE_REFERENCE_MAX,
  type ExpenseKind,
  type ExpenseSetup,
  formatRupees,
  type PaymentMethod,
} from '@shala/shared';
import { type ReactNode, useId, useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { useClasses } from '../../groups';
import { constantLabel } from '../../payments';
import { useExpenseChanges } from '../api';
import {
  checkEntry,
  choicesFor,
  type EntryDraft,
  type EntryErrors,
  firstDraft,
  withAccount,
  withKind,
} from './entry-form';
import { VoucherPicker } from './VoucherPicker';

/** A native select (the phone's own picker; every option read out) with its label. */
function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helperText?: string;
  required?: boolean;
  empty: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required={props.required}
      error={!!props.error}
      helperText={props.error ?? props.helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{props.empty}</option>
      {props.children}
    </TextField>
  );
}

/**
 * Recording an income or expense entry: its kind, date (not after today), amount in rupees,
 * category of that kind, account and a medium it accepts, vendor (expenses), class, words and
 * vouchers; sent as one multipart form. The server's message says whether it waits for
 * approval.
 */
export function NewEntryDialog(props: {
  groupId: string;
  setup: ExpenseSetup;
  today: string;
  classId: string;
  onClose: () => void;
}) {
  const { setup } = props;
  const kindLabelId = useId();
  const changes = useExpenseChanges(props.groupId);
  const classes = useClasses(props.groupId);
  const [draft, setDraft] = useState<EntryDraft>(() =>
    firstDraft(setup, props.today, props.classId),
  );
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<EntryErrors>({});
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  const choices = choicesFor(setup, draft);
  const set = (change: Partial<EntryDraft>) => setDraft((d) => ({ ...d, ...change }));

  const submit = async () => {
    const checked = checkEntry(draft, props.groupId, props.today, files);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.record.mutateAsync({ entry: checked.entry, files });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title="New entry"
      submitLabel={busy ? 'Recording…' : 'Record'}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <FormControl>
        <FormLabel id={kindLabelId} sx={{ mb: 0.5 }}>
          Kind of entry
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={draft.kind}
          onChange={(_, kind: ExpenseKind | null) => kind && setDraft((d) => withKind(d, kind))}
          aria-labelledby={kindLabelId}
        >
          <ToggleButton value="EXPENSE" sx={{ flex: 1 }}>
            Expense (money out)
          </ToggleButton>
          <ToggleButton value="INCOME" sx={{ flex: 1 }}>
            Income (money in)
          </ToggleButton>
        </ToggleButtonGroup>
      </FormControl>
      <TextField
        type="date"
        label="Date"
        required
        value={draft.entryDate}
        onChange={(e) => set({ entryDate: e.target.value })}
        error={!!errors.entryDate}
        helperText={errors.entryDate ?? 'Today or earlier'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.today } }}
      />
      <TextField
        label="Amount"
        required
        value={draft.amount}
        onChange={(e) => set({ amount: e.target.value })}
        error={!!errors.amount}
        helperText={
          errors.amount ??
          (draft.kind === 'EXPENSE' && !setup.mayApprove
            ? `In rupees, e.g. 1250.50. Above ${formatRupees(setup.approvalAbovePaise)} an expense waits for approval.`
            : 'In rupees, e.g. 1250.50')
        }
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 14 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
      <Choice
        label="Category"
        required
        value={draft.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        error={errors.categoryId}
        helperText={
          choices.categories.length === 0
            ? `No ${draft.kind === 'INCOME' ? 'income' : 'expense'} category yet: add one in Settings.`
            : undefined
        }
        empty="Choose a category"
      >
        {choices.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Choice>
      <Choice
        label="Financial account"
        required
        value={draft.financialAccountId}
        onChange={(id) => setDraft((d) => withAccount(setup, d, id))}
        error={errors.financialAccountId}
        empty="Choose an account"
      >
        {choices.accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.accountName}
          </option>
        ))}
      </Choice>
      <Choice
        label="Payment medium"
        required
        value={draft.paymentMedium}
        onChange={(medium) => set({ paymentMedium: medium as PaymentMethod | '' })}
        error={errors.paymentMedium}
        helperText={
          draft.financialAccountId ? 'Those the account accepts' : 'Choose the account first'
        }
        empty="Choose a medium"
      >
        {choices.mediums.map((m) => (
          <option key={m} value={m}>
            {constantLabel(m)}
          </option>
        ))}
      </Choice>
      {draft.kind === 'EXPENSE' ? (
        <Choice
          label="Vendor"
          value={draft.vendorId}
          onChange={(vendorId) => set({ vendorId })}
          error={errors.vendorId}
          empty="No vendor"
        >
          {choices.vendors.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </Choice>
      ) : null}
      {classes.data && classes.data.length > 0 ? (
        <Choice
          label="Class"
          value={draft.classId}
          onChange={(classId) => set({ classId })}
          error={errors.classId}
          helperText="For one class (a class trip's bus), or the whole institute"
          empty="The whole institute"
        >
          {classes.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Choice>
      ) : null}
      <TextField
        label="Description"
        required
        multiline
        minRows={2}
        value={draft.description}
        onChange={(e) => set({ description: e.target.value })}
        error={!!errors.description}
        helperText={errors.description ?? 'What it was for: shown as the particulars'}
        slotProps={{ htmlInput: { maxLength: EXPENSE_DESCRIPTION_MAX } }}
      />
      <TextField
        label="Reference"
        value={draft.reference}
        onChange={(e) => set({ reference: e.target.value })}
        error={!!errors.reference}
        helperText={errors.reference ?? 'Optional: cheque, UTR or bill number'}
        slotProps={{ htmlInput: { maxLength: EXPENSE_REFERENCE_MAX, autoComplete: 'off' } }}
      />
      <VoucherPicker files={files} onChange={setFiles} error={errors.files} />
    </FormDialog>
  );
}
