import TextField from '@mui/material/TextField';
import {
  EXPENSE_NAME_MAX,
  type ExpenseCategoryView,
  type ExpenseKind,
  expenseCategoryBodySchema,
} from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { useExpenseChanges } from '../api';
import { KIND_LABELS } from '../entries/entry-rules';

/** Adding a category of a kind, or renaming one (its state kept). */
export function CategoryDialog(props: {
  groupId: string;
  kind: ExpenseKind;
  category: ExpenseCategoryView | null;
  onClose: () => void;
}) {
  const c = props.category;
  const changes = useExpenseChanges(props.groupId);
  const [name, setName] = useState(c?.name ?? '');
  const [error, setError] = useState<string>();
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);
  const kind = KIND_LABELS[props.kind].toLowerCase();

  const submit = async () => {
    const checked = expenseCategoryBodySchema.safeParse({
      groupId: props.groupId,
      kind: props.kind,
      name,
    });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setBusy(true);
    await attempt(async () => {
      const saved = c
        ? await changes.changeCategory.mutateAsync({
            id: c.id,
            name: checked.data.name,
            active: c.active,
          })
        : await changes.addCategory.mutateAsync({ kind: props.kind, name: checked.data.name });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={c ? `Rename ${c.name}` : `Add an ${kind} category`}
      submitLabel={c ? 'Save' : 'Add'}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label="Category name"
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!error}
        helperText={
          error ??
          (props.kind === 'INCOME' ? 'e.g. Hall rent, Donations' : 'e.g. Electricity, Stationery')
        }
        slotProps={{ htmlInput: { maxLength: EXPENSE_NAME_MAX } }}
      />
    </FormDialog>
  );
}
