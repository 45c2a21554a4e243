import TextField from '@mui/material/TextField';
import {
  VISITOR_DETAILS_MAX,
  VISITOR_NAME_MAX,
  VISITOR_PURPOSE_LABELS,
  VISITOR_PURPOSES,
  VISITOR_VEHICLE_MAX,
  type VisitorPurpose,
  type VisitorSetup,
} from '@shala/shared';
import { useState } from 'react';
import { useAttempt } from '../../../core/use-attempt';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { useVisitorChanges } from '../api';
import { checkVisitor, firstVisitor, type VisitorDraft, type VisitorErrors } from '../visitor-form';
import { PhotoField } from './PhotoField';

/**
 * "Check in a visitor": who came, their phone, why and whom they meet (who is then told), how
 * many, their vehicle, and a photo from the desk's phone camera. Checked in the browser with the
 * contract's schema; a refusal stays in the form with what was typed.
 */
export function CheckInDialog(props: {
  groupId: string;
  setup: VisitorSetup;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const changes = useVisitorChanges(props.groupId);
  const [draft, setDraft] = useState<VisitorDraft>(firstVisitor);
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<VisitorErrors>({});
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useAttempt();
  // A changed field's message goes with the change; the others stay until the next try.
  const set = (change: Partial<VisitorDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => {
      const kept = { ...e };
      for (const key of Object.keys(change)) delete kept[key as keyof typeof kept];
      return kept;
    });
  };

  const submit = async () => {
    const checked = checkVisitor(draft, props.groupId, photo);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.checkIn.mutateAsync({ form: checked.form, photo });
      props.onDone(saved.message);
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title="Check in a visitor"
      submitLabel={busy ? 'Saving…' : 'Check in'}
      busy={busy}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <TextField
        label="Visitor’s name"
        required
        autoFocus
        value={draft.name}
        onChange={(e) => set({ name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name}
        slotProps={{ htmlInput: { maxLength: VISITOR_NAME_MAX, autoComplete: 'off' } }}
      />
      <TextField
        label="Phone"
        required
        value={draft.phone}
        onChange={(e) => set({ phone: e.target.value })}
        error={!!errors.phone}
        helperText={errors.phone ?? '10 digits'}
        slotProps={{
          htmlInput: { inputMode: 'tel', type: 'tel', maxLength: 16, autoComplete: 'off' },
        }}
      />
      <Choice
        label="Purpose"
        required
        value={draft.purpose}
        onChange={(purpose) => set({ purpose: purpose as VisitorPurpose })}
        error={errors.purpose}
      >
        {VISITOR_PURPOSES.map((p) => (
          <option key={p} value={p}>
            {VISITOR_PURPOSE_LABELS[p]}
          </option>
        ))}
      </Choice>
      <TextField
        label="Details (optional)"
        value={draft.details}
        onChange={(e) => set({ details: e.target.value })}
        error={!!errors.details}
        helperText={errors.details ?? 'e.g. Parent of Rohan Mehta, Class 5 A'}
        slotProps={{ htmlInput: { maxLength: VISITOR_DETAILS_MAX } }}
      />
      <Choice
        label="Whom to meet"
        value={draft.hostProfileId}
        onChange={(hostProfileId) => set({ hostProfileId })}
        error={errors.hostProfileId}
        helperText="The staff member is told at once."
      >
        <option value="">No one in particular</option>
        {props.setup.staff.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Choice>
      <TextField
        label="People"
        required
        value={draft.people}
        onChange={(e) => set({ people: e.target.value })}
        error={!!errors.people}
        helperText={errors.people ?? 'How many came together'}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2, autoComplete: 'off' } }}
      />
      <TextField
        label="Vehicle number (optional)"
        value={draft.vehicle}
        onChange={(e) => set({ vehicle: e.target.value })}
        error={!!errors.vehicle}
        helperText={errors.vehicle ?? 'e.g. KA 01 AB 1234'}
        slotProps={{ htmlInput: { maxLength: VISITOR_VEHICLE_MAX, autoComplete: 'off' } }}
      />
      <PhotoField photo={photo} onChange={setPhoto} error={errors.photo} disabled={busy} />
    </FormDialog>
  );
}
