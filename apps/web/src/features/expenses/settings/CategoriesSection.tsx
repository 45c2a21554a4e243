import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EXPENSE_KINDS, type ExpenseCategoryView, type ExpenseKind } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { useExpenseChanges } from '../api';
import { KIND_LABELS } from '../entries/entry-rules';
import { CategoryDialog } from './CategoryDialog';

type Editing = { kind: ExpenseKind; category: ExpenseCategoryView | null } | null;

/**
 * The categories of each kind: added, renamed, disabled (an entry keeps its category; a disabled
 * one is offered for no new entry) and enabled again, by those who record entries.
 */
export function CategoriesSection(props: {
  groupId: string;
  categories: readonly ExpenseCategoryView[];
  mayChange: boolean;
}) {
  const id = useId();
  const changes = useExpenseChanges(props.groupId);
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = (c: ExpenseCategoryView) =>
    changes.changeCategory.mutate(
      { id: c.id, name: c.name, active: !c.active },
      {
        onSuccess: (answer) => showSnack({ message: answer.message, severity: 'success' }),
        onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Typography id={id} component="h2" variant="h3" sx={{ mb: 1 }}>
        Categories
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {EXPENSE_KINDS.map((kind) => {
          const mine = props.categories
            .filter((c) => c.kind === kind)
            .sort((a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name));
          const label = `${KIND_LABELS[kind]} categories`;
          return (
            <Box key={kind}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {label}
                </Typography>
                {props.mayChange ? (
                  <Button
                    size="small"
                    startIcon={<AddIcon />}
                    onClick={() => setEditing({ kind, category: null })}
                    aria-label={`Add an ${KIND_LABELS[kind].toLowerCase()} category`}
                  >
                    Add
                  </Button>
                ) : null}
              </Stack>
              {mine.length === 0 ? (
                <EmptyState>None yet.</EmptyState>
              ) : (
                <List dense aria-label={label} disablePadding>
                  {mine.map((c) => (
                    <ListItem key={c.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
                      <ListItemText
                        sx={{ flex: '1 1 140px', minWidth: 0 }}
                        primary={
                          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                            <span>{c.name}</span>
                            {c.active ? null : <Chip size="small" label="Disabled" />}
                          </Stack>
                        }
                      />
                      {props.mayChange ? (
                        <Stack direction="row" sx={{ gap: 0.5 }}>
                          <Button
                            size="small"
                            onClick={() => setEditing({ kind, category: c })}
                            aria-label={`Rename ${c.name}`}
                          >
                            Rename
                          </Button>
                          <Button
                            size="small"
                            color={c.active ? 'error' : 'primary'}
                            onClick={() => toggle(c)}
                            disabled={changes.changeCategory.isPending}
                            aria-label={`${c.active ? 'Disable' : 'Enable'} ${c.name}`}
                          >
                            {c.active ? 'Disable' : 'Enable'}
                          </Button>
                        </Stack>
                      ) : null}
                    </ListItem>
                  ))}
                </List>
              )}
            </Box>
          );
        })}
      </Box>
      {editing ? (
        <CategoryDialog
          groupId={props.groupId}
          kind={editing.kind}
          category={editing.category}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
