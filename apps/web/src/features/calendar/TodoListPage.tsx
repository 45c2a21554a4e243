import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { TodoView } from '@shala/shared';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { shownDateTime } from '../../core/format';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { useTodoChanges, useTodos } from './api';
import { TodoDialog } from './TodoDialog';

/** "Due 3 Jun 2026, 17:00 · Reminder 3 Jun 2026, 09:00". */
export const todoTimes = (t: TodoView) =>
  [
    t.dueAt && `Due ${shownDateTime(t.dueAt)}`,
    t.remindAt && `Reminder ${shownDateTime(t.remindAt)}`,
  ]
    .filter(Boolean)
    .join(' · ') || 'No due date';

/** /todo: the acting profile's to-dos, open ones by due time, done ones apart; ticked off in place. */
export default function TodoListPage() {
  const [params, setParams] = useSearchParams();
  const show = params.get('show') === 'done' ? 'done' : 'open';
  const todos = useTodos(show);
  const changes = useTodoChanges();
  const [adding, setAdding] = useState(false);
  const tick = async (t: TodoView) => {
    try {
      const saved = await changes.done.mutateAsync({ id: t.id, done: !t.doneAt });
      showSnack({ message: saved.message, severity: 'success' });
    } catch (error) {
      showSnack({ message: errorMessage(error), severity: 'error' });
    }
  };
  return (
    <Box sx={{ maxWidth: 800, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h1" component="h1">
          To-dos
        </Typography>
        <Button variant="contained" onClick={() => setAdding(true)}>
          Add to-do
        </Button>
      </Stack>
      <Tabs
        value={show}
        onChange={(_e, v: string) => setParams({ show: v })}
        aria-label="Which to-dos"
      >
        <Tab value="open" label="To do" />
        <Tab value="done" label="Done" />
      </Tabs>
      {todos.isPending ? (
        <Loading label="Loading your to-dos…" />
      ) : todos.isError ? (
        <LoadError error={todos.error} onRetry={() => todos.refetch()} />
      ) : todos.data.length === 0 ? (
        <EmptyState>
          {show === 'open'
            ? 'Nothing to do. Add a to-do to be reminded of it.'
            : 'Nothing done yet.'}
        </EmptyState>
      ) : (
        <List>
          {todos.data.map((t) => (
            <ListItem key={t.id} disablePadding divider>
              <Checkbox
                checked={!!t.doneAt}
                onChange={() => tick(t)}
                slotProps={{
                  input: {
                    'aria-label': `${t.doneAt ? 'Mark not done' : 'Mark done'}: ${t.title}`,
                  },
                }}
              />
              <ListItemButton component={RouterLink} to={`/todo/${t.id}`}>
                <ListItemText
                  primary={t.title}
                  secondary={todoTimes(t)}
                  slotProps={{
                    primary: { sx: { textDecoration: t.doneAt ? 'line-through' : 'none' } },
                  }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {adding && <TodoDialog todo={null} onClose={() => setAdding(false)} />}
    </Box>
  );
}
