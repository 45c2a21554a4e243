import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { VehicleView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useTransportChanges, useVehicles } from '../api';
import { VehicleDialog } from './VehicleDialog';

type Editing = { vehicle: VehicleView | null } | null;

/** "40 seats · Ramesh Kumar, 98765 43210 · 2 routes" */
function details(v: VehicleView): string {
  const driver = [v.driverName, v.driverPhone].filter(Boolean).join(', ');
  const routes = `${v.routes} route${v.routes === 1 ? '' : 's'}`;
  return [`${v.capacity} seats`, driver || 'No driver yet', routes].join(' · ');
}

/** The institute's buses and vans; those holding createVehicle add, change and disable them. */
export function VehiclesPanel(props: { instituteId: string; canManage: boolean }) {
  const vehicles = useVehicles(props.instituteId);
  const changes = useTransportChanges(props.instituteId);
  const [editing, setEditing] = useState<Editing>(null);
  const [disabling, setDisabling] = useState<VehicleView | null>(null);
  const list = vehicles.data ?? [];

  return (
    <Box component="section" aria-labelledby="vehicles-heading">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="vehicles-heading" variant="h2" sx={{ flexGrow: 1, fontSize: '1.2rem' }}>
          Vehicles
        </Typography>
        {props.canManage ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ vehicle: null })}
          >
            Add vehicle
          </Button>
        ) : null}
      </Stack>
      {vehicles.isPending ? <Loading label="Loading vehicles…" /> : null}
      {vehicles.isError ? (
        <LoadError error={vehicles.error} onRetry={() => vehicles.refetch()} />
      ) : null}
      {vehicles.isSuccess && list.length === 0 ? (
        <EmptyState>
          {props.canManage
            ? 'No vehicles yet. Add the first bus or van with its seats and driver.'
            : 'The institute has no vehicles yet.'}
        </EmptyState>
      ) : null}
      <List aria-label="Vehicles" disablePadding>
        {list.map((v) => (
          <ListItem key={v.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <ListItemText
              sx={{ flex: '1 1 220px', minWidth: 0 }}
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{v.name}</span>
                  <Chip size="small" variant="outlined" label={v.registrationNumber} />
                  {v.active ? null : <Chip size="small" color="warning" label="Disabled" />}
                </Stack>
              }
              secondary={details(v)}
            />
            {props.canManage ? (
              <Stack direction="row" spacing={0.5}>
                <Tooltip title={`Edit ${v.name}`}>
                  <IconButton
                    aria-label={`Edit ${v.name}`}
                    onClick={() => setEditing({ vehicle: v })}
                  >
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                {v.active ? (
                  <Tooltip title={`Disable ${v.name}`}>
                    <IconButton aria-label={`Disable ${v.name}`} onClick={() => setDisabling(v)}>
                      <BlockIcon />
                    </IconButton>
                  </Tooltip>
                ) : null}
              </Stack>
            ) : null}
          </ListItem>
        ))}
      </List>
      {editing ? (
        <VehicleDialog
          instituteId={props.instituteId}
          vehicle={editing.vehicle}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={disabling !== null}
        title={`Disable ${disabling?.name ?? 'the vehicle'}?`}
        text="Its students keep riding, but its routes take no new students until you save it again."
        confirmLabel="Disable"
        busy={changes.disableVehicle.isPending}
        onConfirm={() => {
          const target = disabling;
          if (!target) return;
          changes.disableVehicle
            .mutateAsync(target.id)
            .then((done) => showSnack({ message: done.message, severity: 'success' }))
            .catch((error) => showSnack({ message: errorMessage(error), severity: 'error' }))
            .finally(() => setDisabling(null));
        }}
        onClose={() => setDisabling(null)}
      />
    </Box>
  );
}
