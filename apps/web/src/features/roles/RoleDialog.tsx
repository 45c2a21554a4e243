import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type GroupAction,
  isGroupAction,
  permissionLabel,
  type RoleData,
  roleInputSchema,
} from '@shala/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { errorMessage } from '../../core/http';
import { showSnack } from '../../core/snackbar-queue';
import { usePermissions } from '../permissions';
import { useRoleChanges } from './api';
import { permissionSections, sectionState } from './permission-groups';

/** Create a role or edit one: its name and a checklist of permissions grouped by module. */
export function RoleDialog(props: {
  groupId: string;
  open: boolean;
  editing: RoleData | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { create, update } = useRoleChanges(props.groupId);
  const sections = useMemo(() => permissionSections(), []);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const editing = props.editing;
  const isAdminRole = editing?.builtinKey === 'INSTITUTE_ADMIN';
  // Nobody gives what they do not hold: the server refuses it, so the list does not offer it.
  const may = usePermissions();
  const held = (action: string) => isGroupAction(action) && may(action, props.groupId);

  useEffect(() => {
    if (!props.open) return;
    setName(editing?.name ?? '');
    setChosen(new Set(editing?.permissions ?? ['getGroup', 'getAcademicSession']));
    setError(null);
  }, [props.open, editing]);

  const toggle = (actions: readonly string[], on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      for (const a of actions) {
        if (on && held(a)) next.add(a);
        else if (!(isAdminRole && a === 'manageRoles')) next.delete(a);
      }
      return next;
    });

  const busy = create.isPending || update.isPending;
  const submit = () => {
    setError(null);
    const ordered = sections.flatMap((s) => s.actions).filter((a) => chosen.has(a));
    const parsed = roleInputSchema.safeParse({ name, permissions: ordered });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    const input = { name, permissions: ordered as GroupAction[] };
    const done = {
      onSuccess: (role: RoleData) => {
        showSnack({ message: `${role.name} was saved.`, severity: 'success' });
        props.onClose();
      },
      onError: (e: unknown) => setError(errorMessage(e)),
    };
    if (editing) update.mutate({ roleId: editing.id, input }, done);
    else create.mutate(input, done);
  };

  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      scroll="paper"
    >
      <DialogTitle id={titleId}>{editing ? `Edit ${editing.name}` : 'New role'}</DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Role name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          autoFocus
          helperText={
            editing?.builtinKey
              ? 'A built-in role: you may rename it and change its permissions.'
              : 'For example Class Coordinator.'
          }
        />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {chosen.size} {chosen.size === 1 ? 'permission' : 'permissions'} chosen. You can give only
          permissions you hold yourself.
          {isAdminRole && ' The Institute Admin role always keeps "Manage roles".'}
        </Typography>
        <Box>
          {sections.map((section) => {
            const state = sectionState(section, chosen);
            return (
              <Accordion key={section.title} disableGutters variant="outlined">
                <AccordionSummary
                  expandIcon={<ExpandMoreIcon />}
                  aria-label={`${section.title} permissions`}
                >
                  <Typography sx={{ fontWeight: 600, flex: 1 }}>{section.title}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
                    {section.actions.filter((a) => chosen.has(a)).length}/{section.actions.length}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails sx={{ pt: 0 }}>
                  <FormControlLabel
                    label={<strong>All of {section.title.toLowerCase()}</strong>}
                    control={
                      <Checkbox
                        checked={state === 'all'}
                        indeterminate={state === 'some'}
                        onChange={(e) => toggle(section.actions, e.target.checked)}
                      />
                    }
                  />
                  <Box
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                      pl: { xs: 1, sm: 3 },
                    }}
                  >
                    {section.actions.map((action) => (
                      <FormControlLabel
                        key={action}
                        label={permissionLabel(action)}
                        control={
                          <Checkbox
                            checked={chosen.has(action)}
                            disabled={(isAdminRole && action === 'manageRoles') || !held(action)}
                            onChange={(e) => toggle([action], e.target.checked)}
                          />
                        }
                      />
                    ))}
                  </Box>
                </AccordionDetails>
              </Accordion>
            );
          })}
        </Box>
        {error && (
          <Typography role="alert" color="error" variant="body2">
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={busy}>
          Save role
        </Button>
      </DialogActions>
    </Dialog>
  );
}
