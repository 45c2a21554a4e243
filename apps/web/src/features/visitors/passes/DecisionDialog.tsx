import DialogContentText from '@mui/material/DialogContentText';
import type { GatePassStudent, GatePassView } from '@shala/shared';
import { useState } from 'react';
import { useAttempt } from '../../../core/use-attempt';
import { FormDialog } from '../../../ui/FormDialog';
import { useVisitorChanges } from '../api';
import { collectorText } from '../pass-rules';

export type Deciding = { pass: GatePassView; student: GatePassStudent; approve: boolean };

/** "Let Ramesh Kumar (Uncle) collect Rohan Mehta?" for Approve; the same asked for Decline. */
export function decisionQuestion({ pass, student, approve }: Deciding): string {
  const who = collectorText(pass.collector);
  return approve
    ? `Let ${who} collect ${student.name} from school (gate pass ${pass.number}, reason: ${pass.reason})?`
    : `Refuse to let ${who} collect ${student.name} (gate pass ${pass.number})? ${student.name} will not leave with them.`;
}

/** A guardian's consent or refusal for one child of a pass, confirmed before it is sent. */
export function DecisionDialog(props: {
  groupId: string;
  deciding: Deciding;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { deciding } = props;
  const changes = useVisitorChanges(props.groupId);
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useAttempt();
  const submit = async () => {
    setBusy(true);
    await attempt(async () => {
      const saved = await changes.decide.mutateAsync({
        id: deciding.pass.id,
        studentId: deciding.student.profileId,
        approve: deciding.approve,
      });
      props.onDone(saved.message);
    });
    setBusy(false);
  };
  return (
    <FormDialog
      title={deciding.approve ? 'Approve the gate pass?' : 'Decline the gate pass?'}
      submitLabel={busy ? 'Saving…' : deciding.approve ? 'Approve' : 'Decline'}
      submitColor={deciding.approve ? 'success' : 'error'}
      busy={busy}
      failure={failure}
      onSubmit={() => void submit()}
      onClose={props.onClose}
    >
      <DialogContentText>{decisionQuestion(deciding)}</DialogContentText>
    </FormDialog>
  );
}
