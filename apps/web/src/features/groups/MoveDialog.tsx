import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { GROUP_API, type MemberData, sortClasses } from '@shala/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage, http } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { useClasses } from './api';

/**
 * Moving a student of a class to another class of the institute for the session (issue 22
 * item 1, POST /rest/groups/:classId/members/:membershipId/move): choose the class, read what
 * happens to the fees, confirm. The groups' members and counts and the fees are read again.
 */
export function MoveDialog(props: {
  classId: string;
  className: string;
  instituteId: string;
  member: MemberData;
  onClose: () => void;
}) {
  const titleId = useId();
  const { member } = props;
  const queryClient = useQueryClient();
  const classes = useClasses(props.instituteId);
  const [toClassId, setToClassId] = useState('');
  const choices = sortClasses(classes.data ?? []).filter((c) => c.id !== props.classId);
  const chosen = choices.find((c) => c.id === toClassId);
  const move = useMutation({
    mutationFn: () =>
      http<{ message: string; classId: string }>(
        'POST',
        `${GROUP_API.oneMember(props.classId, member.membershipId)}/move`,
        { toClassId },
      ),
    onSuccess: async (answer) => {
      showSnack({ message: answer.message, severity: 'success' });
      props.onClose();
      // Both classes' members and counts, and the student's dues and payments.
      await Promise.all(
        [['group'], ['fees'], ['payments']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (e) => showSnack({ message: errorMessage(e), severity: 'error' }),
  });
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Move {member.name} to another class</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          size="small"
          label="Move to"
          value={toClassId}
          onChange={(e) => setToClassId(e.target.value)}
          sx={{ mt: 1, mb: 2 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Choose a class</option>
          {choices.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </TextField>
        <DialogContentText>
          {chosen
            ? `${member.name} will leave ${props.className} and join ${chosen.name}${
                member.sessionName ? ` for ${member.sessionName}` : ''
              }. ${props.className}'s fees falling due later and not paid are cancelled; ${chosen.name}'s are owed from its next instalment.`
            : `Choose the class ${member.name} moves to.`}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!chosen || move.isPending}
          onClick={() => move.mutate()}
        >
          {move.isPending ? 'Moving…' : 'Move'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
