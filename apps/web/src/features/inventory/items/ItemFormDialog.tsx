import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import {
  STOCK_CODE_MAX,
  STOCK_LOCATION_MAX,
  STOCK_NAME_MAX,
  STOCK_UNITS,
  type StockItemBody,
  type StockItemUpdate,
  type StockItemView,
  type StockSetup,
  type StockUnit,
} from '@shala/shared';
import { useState } from 'react';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useStockChanges } from '../api';
import { checkItem, type ItemDraft, itemDraft } from '../item-form';
import { useSubmit } from '../movements/use-submit';

/**
 * Add an item, or edit one: its name, code, category, unit, where it is kept and the level at
 * which it is low; an item in use can be disabled (it keeps its register, takes no movement).
 */
export function ItemFormDialog(props: {
  groupId: string;
  item: StockItemView | null;
  setup: StockSetup;
  /** The category chosen in the list's filter: a new item's to begin with. */
  categoryId?: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { item, setup } = props;
  const changes = useStockChanges(props.groupId);
  const [draft, setDraft] = useState<ItemDraft>(() => itemDraft(item, props.categoryId));
  const set = (change: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...change }));
  const send = (body: StockItemBody | StockItemUpdate) =>
    'id' in body ? changes.changeItem.mutateAsync(body) : changes.addItem.mutateAsync(body);
  const { errors, busy, failure, submit } = useSubmit(send, props.onDone);
  // A disabled category is offered only to the item already in it.
  const categories = setup.categories.filter((c) => c.active || c.id === item?.categoryId);

  return (
    <FormDialog
      title={item ? `Edit ${item.name}` : 'Add item'}
      submitLabel={busy ? 'Saving…' : item ? 'Save' : 'Add'}
      busy={busy}
      failure={failure}
      onSubmit={() => submit(checkItem(draft, props.groupId, item?.id ?? null))}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <TextField
        label="Item name"
        required
        autoFocus
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name ?? 'e.g. A4 paper, Whiteboard marker (black)'}
        slotProps={{ htmlInput: { maxLength: STOCK_NAME_MAX } }}
      />
      <TextField
        label="Item code"
        value={draft.code}
        onChange={(e) => set({ code: e.target.value })}
        error={!!errors.code}
        helperText={errors.code ?? 'Optional: letters, digits, - or /, e.g. ST-A4'}
        slotProps={{ htmlInput: { maxLength: STOCK_CODE_MAX, autoComplete: 'off' } }}
      />
      <Choice
        label="Category"
        required
        value={draft.categoryId}
        onChange={(categoryId) => set({ categoryId })}
        error={errors.categoryId}
        helperText={
          categories.length === 0 ? 'No category yet: add one in the Categories tab.' : undefined
        }
        empty="Choose a category"
      >
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.active ? c.name : `${c.name} (disabled)`}
          </option>
        ))}
      </Choice>
      <Choice
        label="Unit"
        required
        value={draft.unit}
        onChange={(unit) => set({ unit: unit as StockUnit })}
        error={errors.unit}
        helperText="What the stock is counted in"
      >
        {STOCK_UNITS.map((u) => (
          <option key={u} value={u}>
            {u}
          </option>
        ))}
      </Choice>
      <TextField
        label="Location"
        value={draft.location}
        onChange={(e) => set({ location: e.target.value })}
        error={!!errors.location}
        helperText={errors.location ?? 'Optional: where it is kept, e.g. Store room, shelf 3'}
        slotProps={{ htmlInput: { maxLength: STOCK_LOCATION_MAX } }}
      />
      <TextField
        label="Reorder level"
        value={draft.reorderLevel}
        onChange={(e) => set({ reorderLevel: e.target.value })}
        error={!!errors.reorderLevel}
        helperText={
          errors.reorderLevel ??
          'Optional: at or under this many the item is low and the store keepers hear of it'
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 } }}
      />
      {item ? (
        <FormControlLabel
          control={
            <Checkbox checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />
          }
          label="In use (a disabled item keeps its register but takes no stock in or issue)"
        />
      ) : null}
    </FormDialog>
  );
}
