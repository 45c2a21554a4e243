import TextField from '@mui/material/TextField';
import { STOCK_NAME_MAX, stockCategoryBodySchema } from '@shala/shared';
import { useState } from 'react';
import { showSnack } from '../../../core/snackbar-queue';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { useStockChanges } from '../api';

type Category = { id: string; name: string; active: boolean };

/** Adding a category of the store, or renaming one (its state kept). */
export function CategoryDialog(props: {
  groupId: string;
  category: Category | null;
  onClose: () => void;
}) {
  const c = props.category;
  const changes = useStockChanges(props.groupId);
  const [name, setName] = useState(c?.name ?? '');
  const [error, setError] = useState<string>();
  const { failure, attempt } = useAttempt();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const checked = stockCategoryBodySchema.safeParse({ groupId: props.groupId, name });
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
        : await changes.addCategory.mutateAsync(checked.data.name);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title={c ? `Rename ${c.name}` : 'Add a category'}
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
        helperText={error ?? 'e.g. Stationery, Sports, Laboratory, Cleaning'}
        slotProps={{ htmlInput: { maxLength: STOCK_NAME_MAX } }}
      />
    </FormDialog>
  );
}
