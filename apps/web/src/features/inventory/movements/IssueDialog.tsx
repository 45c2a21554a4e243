import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  STOCK_ISSUE_TARGETS,
  STOCK_NOTE_MAX,
  STOCK_ROOM_MAX,
  type StockIssueTarget,
  type StockItemView,
  type StockSetup,
  unitName,
  unitsText,
} from '@shala/shared';
import { useId, useState } from 'react';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useStockChanges } from '../api';
import { checkIssue, firstIssue, type IssueDraft } from '../movement-form';
import { DayField } from '../parts';
import { ISSUE_TARGET_LABELS } from '../stock-rules';
import { useSubmit } from './use-submit';

/**
 * An issue: units out to a staff member, a class or a room (chosen from the institute's, or a
 * room typed with the timetable's rooms suggested), no more than the stock holds. Returned units
 * come back through the Issued tab.
 */
export function IssueDialog(props: {
  groupId: string;
  item: StockItemView;
  setup: StockSetup;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { item, setup } = props;
  const targetLabelId = useId();
  const roomsId = useId();
  const changes = useStockChanges(props.groupId);
  const [draft, setDraft] = useState<IssueDraft>(() => firstIssue(setup.today));
  const set = (change: Partial<IssueDraft>) => setDraft((d) => ({ ...d, ...change }));
  const { errors, busy, failure, submit } = useSubmit(changes.move.mutateAsync, props.onDone);
  const at = {
    groupId: props.groupId,
    itemId: item.id,
    today: setup.today,
    held: item.quantity,
  };

  return (
    <FormDialog
      title={`Issue: ${item.name}`}
      submitLabel={busy ? 'Saving…' : 'Issue'}
      busy={busy}
      failure={failure}
      onSubmit={() => submit(checkIssue(draft, at))}
      onClose={props.onClose}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {unitsText(item.quantity, item.unit)} in stock
      </Typography>
      <TextField
        label={`Quantity (${unitName(2, item.unit)})`}
        required
        autoFocus
        value={draft.quantity}
        onChange={(e) => set({ quantity: e.target.value })}
        error={!!errors.quantity}
        helperText={errors.quantity ?? `At most ${unitsText(item.quantity, item.unit)}`}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 7 } }}
      />
      <FormControl>
        <FormLabel id={targetLabelId} sx={{ mb: 0.5 }}>
          Issued to
        </FormLabel>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={draft.target}
          onChange={(_, target: StockIssueTarget | null) => target && set({ target })}
          aria-labelledby={targetLabelId}
        >
          {STOCK_ISSUE_TARGETS.map((t) => (
            <ToggleButton key={t} value={t} sx={{ flex: 1 }}>
              {ISSUE_TARGET_LABELS[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </FormControl>
      {draft.target === 'STAFF' ? (
        <Choice
          label="Staff member"
          required
          value={draft.profileId}
          onChange={(profileId) => set({ profileId })}
          error={errors.profileId}
          empty="Choose a staff member"
        >
          {setup.staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Choice>
      ) : draft.target === 'CLASS' ? (
        <Choice
          label="Class"
          required
          value={draft.classId}
          onChange={(classId) => set({ classId })}
          error={errors.classId}
          empty="Choose a class"
        >
          {setup.classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Choice>
      ) : (
        <>
          <TextField
            label="Room"
            required
            value={draft.room}
            onChange={(e) => set({ room: e.target.value })}
            error={!!errors.room}
            helperText={errors.room ?? 'e.g. Science lab, Library; the known rooms are suggested'}
            slotProps={{
              htmlInput: { maxLength: STOCK_ROOM_MAX, autoComplete: 'off', list: roomsId },
            }}
          />
          <datalist id={roomsId}>
            {setup.rooms.map((room) => (
              <option key={room} value={room} />
            ))}
          </datalist>
        </>
      )}
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
        helperText={errors.note ?? 'Optional: what it is for'}
        slotProps={{ htmlInput: { maxLength: STOCK_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
