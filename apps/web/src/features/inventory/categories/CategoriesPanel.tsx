import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StockSetup } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { useStockChanges } from '../api';
import { DisabledBadge } from '../parts';
import { CategoryDialog } from './CategoryDialog';

type Category = StockSetup['categories'][number];
type Editing = { category: Category | null } | null;

/**
 * The store's categories: added, renamed, disabled (its items keep it; no new item takes it)
 * and enabled again, by those who keep the store.
 */
export function CategoriesPanel(props: { groupId: string; setup: StockSetup }) {
  const id = useId();
  const changes = useStockChanges(props.groupId);
  const [editing, setEditing] = useState<Editing>(null);
  const categories = [...props.setup.categories].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
  );

  const toggle = (c: Category) =>
    changes.changeCategory.mutate(
      { id: c.id, name: c.name, active: !c.active },
      {
        onSuccess: (answer) => showSnack({ message: answer.message, severity: 'success' }),
        onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: 1.5, maxWidth: 720 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
          Categories
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => setEditing({ category: null })}>
          Add a category
        </Button>
      </Stack>
      {categories.length === 0 ? (
        <EmptyState>
          No category yet: add one (Stationery, Sports …) before the first item.
        </EmptyState>
      ) : (
        <List dense aria-labelledby={id} disablePadding>
          {categories.map((c) => (
            <ListItem key={c.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                sx={{ flex: '1 1 160px', minWidth: 0 }}
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                      {c.name}
                    </Box>
                    {c.active ? null : <DisabledBadge />}
                  </Stack>
                }
              />
              <Stack direction="row" sx={{ gap: 0.5 }}>
                <Button
                  size="small"
                  onClick={() => setEditing({ category: c })}
                  aria-label={`Rename ${c.name}`}
                  sx={{ minHeight: 32 }}
                >
                  Rename
                </Button>
                <Button
                  size="small"
                  color={c.active ? 'error' : 'primary'}
                  onClick={() => toggle(c)}
                  disabled={changes.changeCategory.isPending}
                  aria-label={`${c.active ? 'Disable' : 'Enable'} ${c.name}`}
                  sx={{ minHeight: 32 }}
                >
                  {c.active ? 'Disable' : 'Enable'}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
      {editing ? (
        <CategoryDialog
          groupId={props.groupId}
          category={editing.category}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
