import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { shownDateTime } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useTodo, useTodoChanges } from './api';
import { TodoDialog } from './TodoDialog';
import TodoListPage, { todoTimes } from './TodoListPage';

/**
 * /todo and /todo/{id} (a reminder's click target): the list, or one to-do with its notes and
 * times, done or undone, changed or deleted.
 */
export default function TodoPage() {
  const { id } = useParams();
  return id ? <TodoDetail id={id} /> : <TodoListPage />;
}

function TodoDetail({ id }: { id: string }) {
  const todo = useTodo(id);
  const changes = useTodoChanges();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const act = async (run: () => Promise<{ message: string }>, after?: () => void) => {
    try {
      showSnack({ message: (await run()).message, severity: 'success' });
      after?.();
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };
  if (todo.isPending) return <Loading label="Loading the to-do…" />;
  if (todo.isError) return <LoadError error={todo.error} onRetry={() => todo.refetch()} />;
  const t = todo.data;
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Button component={RouterLink} to="/todo" sx={{ mb: 1 }}>
        All to-dos
      </Button>
      <Typography
        variant="h1"
        component="h1"
        sx={{ textDecoration: t.doneAt ? 'line-through' : 'none' }}
      >
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {todoTimes(t)}
        {t.remindedAt ? ` · Reminded ${shownDateTime(t.remindedAt)}` : ''}
        {t.doneAt ? ` · Done ${shownDateTime(t.doneAt)}` : ''}
      </Typography>
      {t.notes && <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{t.notes}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => act(() => changes.done.mutateAsync({ id, done: !t.doneAt }))}
        >
          {t.doneAt ? 'Mark not done' : 'Mark done'}
        </Button>
        <Button onClick={() => setEditing(true)}>Change</Button>
        <Button color="error" onClick={() => setDeleting(true)}>
          Delete
        </Button>
      </Stack>
      {editing && <TodoDialog todo={t} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={`Delete ${t.title}?`}
        text="Its reminder is not sent."
        confirmLabel="Delete"
        busy={changes.remove.isPending}
        onConfirm={() =>
          act(
            () => changes.remove.mutateAsync(id),
            () => navigate('/todo'),
          )
        }
        onClose={() => setDeleting(false)}
      />
    </Box>
  );
}
