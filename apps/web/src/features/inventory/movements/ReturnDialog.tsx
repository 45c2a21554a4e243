import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STOCK_NOTE_MAX, type StockIssueView, unitName, unitsText } from '@shala/shared';
import { useState } from 'react';
import { FormDialog } from '../../../ui/FormDialog';
import { useStockChanges } from '../api';
import { checkReturn, firstReturn, type ReturnDraft } from '../movement-form';
import { DayField } from '../parts';
import { shortDay } from '../stock-rules';
import { useSubmit } from './use-submit';

/** Units of an issue coming back to the store: all still out to begin with, or fewer. */
export function ReturnDialog(props: {
  groupId: string;
  issue: StockIssueView;
  today: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { issue } = props;
  const changes = useStockChanges(props.groupId);
  const [draft, setDraft] = useState<ReturnDraft>(() =>
    firstReturn(props.today, issue.outstanding),
  );
  const set = (change: Partial<ReturnDraft>) => setDraft((d) => ({ ...d, ...change }));
  const { errors, busy, failure, submit } = useSubmit(changes.giveBack.mutateAsync, props.onDone);
  const at = {
    groupId: props.groupId,
    issueId: issue.id,
    today: props.today,
    outstanding: issue.outstanding,
  };

  return (
    <FormDialog
      title={`Return: ${issue.itemName}`}
      submitLabel={busy ? 'Saving…' : 'Return'}
      busy={busy}
      failure={failure}
      onSubmit={() => submit(checkReturn(draft, at))}
      onClose={props.onClose}
    >
      <Typography variant="body2" color="text.secondary">
        Issued to {issue.issuedTo} on {shortDay(issue.movementDate)}:{' '}
        {unitsText(issue.quantity, issue.unit)}, {unitsText(issue.outstanding, issue.unit)} still
        out.
      </Typography>
      <TextField
        label={`Quantity returned (${unitName(2, issue.unit)})`}
        required
        autoFocus
        value={draft.quantity}
        onChange={(e) => set({ quantity: e.target.value })}
        error={!!errors.quantity}
        helperText={errors.quantity ?? `At most ${unitsText(issue.outstanding, issue.unit)}`}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 } }}
      />
      <DayField
        value={draft.movementDate}
        today={props.today}
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
        helperText={errors.note ?? 'Optional: e.g. one damaged'}
        slotProps={{ htmlInput: { maxLength: STOCK_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
