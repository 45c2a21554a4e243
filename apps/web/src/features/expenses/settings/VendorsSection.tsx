import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ExpenseVendorView } from '@shala/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { EmptyState } from '../../../ui/EmptyState';
import { useExpenseChanges } from '../api';
import { VendorDialog } from './VendorDialog';

type Editing = { vendor: ExpenseVendorView | null } | null;

/** "98765 43210 · GSTIN 29ABCDE1234F1Z5", or that neither is known. */
const detailsOf = (v: ExpenseVendorView) =>
  [v.phone, v.gstin ? `GSTIN ${v.gstin}` : null].filter(Boolean).join(' · ') || 'No phone or GSTIN';

/** The vendors expenses are paid to: added, changed, disabled and enabled again. */
export function VendorsSection(props: {
  groupId: string;
  vendors: readonly ExpenseVendorView[];
  mayChange: boolean;
}) {
  const id = useId();
  const changes = useExpenseChanges(props.groupId);
  const [editing, setEditing] = useState<Editing>(null);
  const vendors = [...props.vendors].sort(
    (a, b) => Number(b.active) - Number(a.active) || a.name.localeCompare(b.name),
  );

  const toggle = (v: ExpenseVendorView) =>
    changes.changeVendor.mutate(
      { id: v.id, name: v.name, phone: v.phone ?? '', gstin: v.gstin ?? '', active: !v.active },
      {
        onSuccess: (answer) => showSnack({ message: answer.message, severity: 'success' }),
        onError: (error) => showSnack({ message: errorMessage(error), severity: 'error' }),
      },
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={id} component="h2" variant="h3" sx={{ flexGrow: 1 }}>
          Vendors
        </Typography>
        {props.mayChange ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ vendor: null })}
          >
            Add vendor
          </Button>
        ) : null}
      </Stack>
      {vendors.length === 0 ? (
        <EmptyState>No vendors yet.</EmptyState>
      ) : (
        <List dense aria-labelledby={id} disablePadding>
          {vendors.map((v) => (
            <ListItem key={v.id} divider sx={{ px: 0, gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                sx={{ flex: '1 1 200px', minWidth: 0 }}
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <span>{v.name}</span>
                    {v.active ? null : <Chip size="small" label="Disabled" />}
                  </Stack>
                }
                secondary={detailsOf(v)}
              />
              {props.mayChange ? (
                <Stack direction="row" sx={{ gap: 0.5 }}>
                  <Button
                    size="small"
                    onClick={() => setEditing({ vendor: v })}
                    aria-label={`Edit ${v.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    color={v.active ? 'error' : 'primary'}
                    onClick={() => toggle(v)}
                    disabled={changes.changeVendor.isPending}
                    aria-label={`${v.active ? 'Disable' : 'Enable'} ${v.name}`}
                  >
                    {v.active ? 'Disable' : 'Enable'}
                  </Button>
                </Stack>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
      {editing ? (
        <VendorDialog
          groupId={props.groupId}
          vendor={editing.vendor}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Paper>
  );
}
