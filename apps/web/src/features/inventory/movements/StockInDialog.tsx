import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatRupees,
  STOCK_NOTE_MAX,
  STOCK_REFERENCE_MAX,
  type StockItemView,
  type StockSetup,
  unitName,
  unitsText,
} from '@shala/shared';
import { useState } from 'react';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useStockChanges } from '../api';
import { checkStockIn, firstStockIn, receiptTotal, type StockInDraft } from '../movement-form';
import { DayField } from '../parts';
import { useSubmit } from './use-submit';

/**
 * Stock in: units received at a unit cost in rupees (read into paise exactly), from one of the
 * expenses' vendors or none (a gift, a transfer), with the bill or challan number; the total is
 * shown as it is typed. The item's average cost moves with it.
 */
export function StockInDialog(props: {
  groupId: string;
  item: StockItemView;
  setup: StockSetup;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { item, setup } = props;
  const changes = useStockChanges(props.groupId);
  const [draft, setDraft] = useState<StockInDraft>(() => firstStockIn(setup.today));
  const set = (change: Partial<StockInDraft>) => setDraft((d) => ({ ...d, ...change }));
  const { errors, busy, failure, submit } = useSubmit(changes.move.mutateAsync, props.onDone);
  const total = receiptTotal(draft.quantity, draft.unitCost);

  return (
    <FormDialog
      title={`Stock in: ${item.name}`}
      submitLabel={busy ? 'Saving…' : 'Receive'}
      busy={busy}
      failure={failure}
      onSubmit={() =>
        submit(checkStockIn(draft, { groupId: props.groupId, itemId: item.id, today: setup.today }))
      }
      onClose={props.onClose}
    >
      <Typography variant="body2" color="text.secondary">
        In stock: {unitsText(item.quantity, item.unit)}
        {item.quantity > 0 ? ` at ${formatRupees(item.averageCostPaise)} each on average` : ''}.
      </Typography>
      <TextField
        label={`Quantity (${unitName(2, item.unit)})`}
        required
        autoFocus
        value={draft.quantity}
        onChange={(e) => set({ quantity: e.target.value })}
        error={!!errors.quantity}
        helperText={errors.quantity}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 } }}
      />
      <TextField
        label={`Unit cost (per ${unitName(1, item.unit)})`}
        required
        value={draft.unitCost}
        onChange={(e) => set({ unitCost: e.target.value })}
        error={!!errors.unitCostPaise}
        helperText={errors.unitCostPaise ?? 'In rupees, e.g. 245.50; 0 for a gift'}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', maxLength: 11 },
          input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
        }}
      />
      <Typography aria-live="polite" sx={{ fontWeight: 600 }}>
        Total: {total === null ? '—' : formatRupees(total)}
      </Typography>
      <Choice
        label="Supplier"
        value={draft.vendorId}
        onChange={(vendorId) => set({ vendorId })}
        error={errors.vendorId}
        helperText={
          setup.suppliers.length === 0
            ? 'Suppliers are the vendors of Expenses → Settings.'
            : 'One of the vendors of Expenses'
        }
        empty="None (a gift or a transfer)"
      >
        {setup.suppliers.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Choice>
      <TextField
        label="Bill or challan number"
        value={draft.reference}
        onChange={(e) => set({ reference: e.target.value })}
        error={!!errors.reference}
        helperText={errors.reference ?? 'Optional'}
        slotProps={{ htmlInput: { maxLength: STOCK_REFERENCE_MAX, autoComplete: 'off' } }}
      />
      <DayField
        value={draft.movementDate}
        today={setup.today}
        onChange={(movementDate) => set({ movementDate })}
        error={errors.movementDate}
      />
      <TextField
        label="Note"
        multiline
        minRows={2}
        value={draft.note}
        onChange={(e) => set({ note: e.target.value })}
        error={!!errors.note}
        helperText={errors.note ?? 'Optional'}
        slotProps={{ htmlInput: { maxLength: STOCK_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
