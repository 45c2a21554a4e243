import TextField from '@mui/material/TextField';
import { EXPENSE_NAME_MAX, type ExpenseVendorView, expenseVendorBodySchema } from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { useExpenseChanges, type VendorInput } from '../api';

type Errors = Partial<Record<keyof VendorInput, string>>;

/** Adding a vendor, or changing one's name, phone and GSTIN (its state kept). */
export function VendorDialog(props: {
  groupId: string;
  vendor: ExpenseVendorView | null;
  onClose: () => void;
}) {
  const v = props.vendor;
  const changes = useExpenseChanges(props.groupId);
  const [input, setInput] = useState<VendorInput>({
    name: v?.name ?? '',
    phone: v?.phone ?? '',
    gstin: v?.gstin ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = expenseVendorBodySchema.safeParse({ groupId: props.groupId, ...input });
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        found[String(issue.path[0]) as keyof VendorInput] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = v
        ? await changes.changeVendor.mutateAsync({ ...input, id: v.id, active: v.active })
        : await changes.addVendor.mutateAsync(input);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  const field = (key: keyof VendorInput, label: string, hint: string, extra: object = {}) => (
    <TextField
      label={label}
      required={key === 'name'}
      value={input[key]}
      onChange={(e) => setInput({ ...input, [key]: e.target.value })}
      error={!!errors[key]}
      helperText={errors[key] ?? hint}
      {...extra}
    />
  );

  return (
    <FormDialog
      title={v ? `Edit ${v.name}` : 'Add a vendor'}
      submitLabel={v ? 'Save' : 'Add'}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {field('name', 'Vendor name', 'As on their bills', {
        autoFocus: true,
        slotProps: { htmlInput: { maxLength: EXPENSE_NAME_MAX } },
      })}
      {field('phone', 'Phone', 'Optional: 10-digit mobile number', {
        type: 'tel',
        slotProps: { htmlInput: { inputMode: 'tel', maxLength: 10, autoComplete: 'off' } },
      })}
      {field('gstin', 'GSTIN', 'Optional: 15 letters and digits, as on their bills', {
        slotProps: {
          htmlInput: { maxLength: 15, autoComplete: 'off', style: { textTransform: 'uppercase' } },
        },
      })}
    </FormDialog>
  );
}
