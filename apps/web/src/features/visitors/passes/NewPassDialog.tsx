import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GATE_PASS_REASON_MAX,
  type GatePassView,
  VISITOR_NAME_MAX,
  type VisitorSetup,
} from '@shala/shared';
import { useId, useState } from 'react';
import { useShellUser } from '../../../core/shell-user';
import { useAttempt } from '../../../core/use-attempt';
import { Choice } from '../../../ui/Choice';
import { FormDialog } from '../../../ui/FormDialog';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import type { CartStudentRef } from '../../payments';
import { useGuardians, useVisitorChanges } from '../api';
import {
  checkPass,
  firstPass,
  guardianChoices,
  OTHER_COLLECTOR,
  type PassDraft,
  type PassErrors,
  studentText,
} from '../pass-rules';

/**
 * "New gate pass" for the students of the cart: their classes and guardians are read; who
 * collects them is one of the guardians or someone else (whom the guardians must approve in the
 * app); the reason; and the staff member who approved it (the one making it by default). The
 * made pass goes to `onDone`, which shows it with its QR code.
 */
export function NewPassDialog(props: {
  groupId: string;
  setup: VisitorSetup;
  students: readonly CartStudentRef[];
  onClose: () => void;
  onDone: (pass: GatePassView, message: string) => void;
}) {
  const user = useShellUser();
  const ids = props.students.map((s) => s.userProfileId);
  const guardians = useGuardians(props.groupId, ids);
  const changes = useVisitorChanges(props.groupId);
  const [draft, setDraft] = useState<PassDraft>(firstPass);
  const [errors, setErrors] = useState<PassErrors>({});
  const [busy, setBusy] = useState(false);
  const { failure, setFailure, attempt } = useAttempt();
  const collectorLabel = useId();
  // A changed field's message goes with the change; the others stay until the next try.
  const set = (change: Partial<PassDraft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setErrors((e) => {
      const kept = { ...e };
      for (const key of Object.keys(change)) delete kept[key as keyof typeof kept];
      return kept;
    });
  };
  const choices = guardians.data ? guardianChoices(guardians.data) : [];
  const chosen = choices.find((c) => c.profileId === draft.collector);
  const me = props.setup.staff.find((s) => s.id === user.userProfileId);
  // The students as the cart names them, then with their classes once the guardians are read.
  const rows = guardians.data
    ? guardians.data.students.map((s) => ({
        id: s.profileId,
        text: studentText(s),
        none: s.guardians.length === 0,
      }))
    : props.students.map((s) => ({ id: s.userProfileId, text: s.fullName, none: false }));

  const submit = async () => {
    const checked = checkPass(draft, props.groupId, ids);
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.students) setFailure(checked.students);
      return;
    }
    setErrors({});
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.createPass.mutateAsync(checked.body);
      props.onDone(saved.pass, saved.message);
    });
    setBusy(false);
  };

  return (
    <FormDialog
      title="New gate pass"
      submitLabel={busy ? 'Saving…' : 'Create gate pass'}
      busy={busy}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={props.onClose}
      maxWidth="sm"
    >
      <Box component="section" aria-labelledby={`${collectorLabel}-students`}>
        <Typography id={`${collectorLabel}-students`} sx={{ fontWeight: 500 }}>
          {props.students.length === 1 ? 'Student' : `Students (${props.students.length})`}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {rows.map((s) => (
            <li key={s.id}>
              {s.text}
              {s.none ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · no guardian on record'}
                </Typography>
              ) : null}
            </li>
          ))}
        </Box>
      </Box>
      {guardians.isPending ? (
        <Loading label="Loading their guardians…" />
      ) : guardians.isError ? (
        <LoadError error={guardians.error} onRetry={() => guardians.refetch()} />
      ) : (
        <FormControl error={!!errors.collector} component="fieldset">
          <FormLabel component="legend" id={collectorLabel} required>
            Who collects them
          </FormLabel>
          <RadioGroup
            aria-labelledby={collectorLabel}
            value={draft.collector}
            onChange={(e) => set({ collector: e.target.value })}
          >
            {choices.map((c) => (
              <FormControlLabel
                key={c.profileId}
                value={c.profileId}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Box sx={{ pt: 0.75 }}>
                    <Typography component="span" sx={{ fontWeight: 500 }}>
                      {c.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" component="span">
                      {` · ${c.of.join(', ')}${c.phone ? ` · ${c.phone}` : ''}`}
                    </Typography>
                  </Box>
                }
              />
            ))}
            <FormControlLabel value={OTHER_COLLECTOR} control={<Radio />} label="Someone else" />
          </RadioGroup>
          <FormHelperText>
            {errors.collector ??
              'Someone other than a guardian needs the guardians’ approval in the app before the students may leave.'}
          </FormHelperText>
        </FormControl>
      )}
      {chosen && chosen.notOf.length > 0 ? (
        <Alert severity="info">
          {chosen.name} is not a guardian of {chosen.notOf.join(', ')}: their guardian approves in
          the app first.
        </Alert>
      ) : null}
      {draft.collector === OTHER_COLLECTOR ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
          <Typography component="legend" sx={{ fontWeight: 500, mb: 1 }}>
            The person collecting
          </Typography>
          <TextField
            label="Name"
            required
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
          <TextField
            label="Relation to the students"
            required
            value={draft.relation}
            onChange={(e) => set({ relation: e.target.value })}
            error={!!errors.relation}
            helperText={errors.relation ?? 'e.g. Uncle, Driver, Neighbour'}
            slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
          />
        </Box>
      ) : null}
      <TextField
        label="Reason"
        required
        multiline
        minRows={2}
        value={draft.reason}
        onChange={(e) => set({ reason: e.target.value })}
        error={!!errors.reason}
        helperText={errors.reason ?? 'e.g. Doctor’s appointment, family function'}
        slotProps={{ htmlInput: { maxLength: GATE_PASS_REASON_MAX } }}
      />
      <Choice
        label="Approved by"
        value={draft.approvedBy}
        onChange={(approvedBy) => set({ approvedBy })}
        error={errors.approvedBy}
        helperText="The class teacher or the principal who allowed it"
      >
        <option value="">{me ? `Me (${me.name})` : 'Me'}</option>
        {props.setup.staff
          .filter((s) => s.id !== user.userProfileId)
          .map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
      </Choice>
    </FormDialog>
  );
}
