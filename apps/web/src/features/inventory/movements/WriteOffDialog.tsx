import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatRupees,
  STOCK_NOTE_MAX,
  type StockItemView,
  type StockSetup,
  unitName,
  unitsText,
} from '@shala/shared';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog';
import { useStockChanges } from '../api';
import { checkWriteOff, firstWriteOff, type WriteOffDraft } from '../movement-form';
import { DayField } from '../parts';
import { useSubmit } from './use-submit';

/** A write-off: units lost, broken or used up, at the average cost, with the reason. */
export function WriteOffDialog(props: {
  groupId: string;
  item: StockItemView;
  setup: StockSetup;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { item, setup } = props;
  const changes = useStockChanges(props.groupId);
  const [draft, setDraft] = useState<WriteOffDraft>(() => firstWriteOff(setup.today));
  const set = (change: Partial<WriteOffDraft>) => setDraft((d) => ({ ...d, ...change }));
  const { errors, busy, failure, submit } = useSubmit(changes.move.mutateAsync, props.onDone);
  const at = {
    groupId: props.groupId,
    itemId: item.id,
    today: setup.today,
    held: item.quantity,
  };

  return (
    <FormDialog
      title={`Write off: ${item.name}`}
      submitLabel={busy ? 'Saving…' : 'Write off'}
      submitColor="error"
      busy={busy}
      failure={failure}
      onSubmit={() => submit(checkWriteOff(draft, at))}
      onClose={props.onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {unitsText(item.quantity, item.unit)} in stock, {formatRupees(item.averageCostPaise)} each
        on average.
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
        label="Reason"
        required
        multiline
        minRows={2}
        value={draft.note}
        onChange={(e) => set({ note: e.target.value })}
        error={!!errors.note}
        helperText={errors.note ?? 'e.g. Broken in the lab, damaged by rain'}
        slotProps={{ htmlInput: { maxLength: STOCK_NOTE_MAX } }}
      />
      <DayField
        value={draft.movementDate}
        today={setup.today}
        onChange={(movementDate) => set({ movementDate })}
        error={errors.movementDate}
      />
    </FormDialog>
  );
}
