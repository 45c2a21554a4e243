import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TodoView } from '@shala/shared';
import { useId, useState } from 'react';
import { showSnack } from '../../core/snackbar-queue';
import { useAttempt } from '../../core/use-attempt';
import { useTodoChanges } from './api';
import { blankTodo, type TodoForm, todoBody, todoFormOf } from './todo-form';

/** Add a to-do or change one: title, notes, when it is due and when to be reminded (Indian time). */
export function TodoDialog(props: { todo: TodoView | null; onClose: () => void }) {
  const [form, setForm] = useState<TodoForm>(props.todo ? todoFormOf(props.todo) : blankTodo);
  const { failure, setFailure, attempt } = useAttempt();
  const changes = useTodoChanges();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const busy = changes.add.isPending || changes.change.isPending;
  const set = (patch: Partial<TodoForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async () => {
    const parsed = todoBody(form);
    if (!parsed.success)
      return setFailure(parsed.error.issues[0]?.message ?? 'Please check the form.');
    await attempt(async () => {
      const saved = props.todo
        ? await changes.change.mutateAsync({ ...parsed.data, id: props.todo.id })
        : await changes.add.mutateAsync(parsed.data);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    });
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{props.todo ? 'Change to-do' : 'Add to-do'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="To-do"
            required
            value={form.title}
            onChange={(e) => set({ title: e.target.value })}
          />
          <TextField
            label="Notes"
            multiline
            minRows={2}
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Due"
              type="datetime-local"
              value={form.due}
              onChange={(e) => set({ due: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="Indian time; optional"
            />
            <TextField
              label="Remind me"
              type="datetime-local"
              value={form.remind}
              onChange={(e) => set({ remind: e.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
              helperText="In the bell at this time; optional"
            />
          </Box>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
