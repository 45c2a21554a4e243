import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { StopView, TransportRouteView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useRoutes, useTransportChanges, useVehicles } from '../api';
import { seatsText } from '../fee/riders';
import { RouteDialog } from './RouteDialog';
import { StopDialog } from './StopDialog';

type Dialog =
  | { kind: 'route'; route: TransportRouteView | null }
  | { kind: 'stop'; route: TransportRouteView; stop: StopView | null }
  | { kind: 'deleteRoute'; route: TransportRouteView }
  | { kind: 'deleteStop'; route: TransportRouteView; stop: StopView }
  | null;

const riders = (n: number) => `${n} student${n === 1 ? '' : 's'}`;

/** Routes with their vehicle and stops in order; those holding createVehicleStop change them. */
export function RoutesPanel(props: {
  instituteId: string;
  sessionId: string | null;
  canManage: boolean;
}) {
  const routes = useRoutes(props.instituteId, props.sessionId);
  const vehicles = useVehicles(props.instituteId);
  const changes = useTransportChanges(props.instituteId);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = routes.data?.routes ?? [];
  const close = () => setDialog(null);

  const remove = (run: () => Promise<{ message: string }>) =>
    run()
      .then((done) => showSnack({ message: done.message, severity: 'success' }))
      .catch((error) => showSnack({ message: errorMessage(error), severity: 'error' }))
      .finally(close);

  return (
    <Box component="section" aria-labelledby="routes-heading">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography id="routes-heading" variant="h2" sx={{ flexGrow: 1, fontSize: '1.2rem' }}>
          Routes and stops
        </Typography>
        {props.canManage ? (
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'route', route: null })}
          >
            Add route
          </Button>
        ) : null}
      </Stack>
      {routes.isPending ? <Loading label="Loading routes…" /> : null}
      {routes.isError ? <LoadError error={routes.error} onRetry={() => routes.refetch()} /> : null}
      {routes.isSuccess && list.length === 0 ? (
        <EmptyState>
          {props.canManage
            ? 'No routes yet. Add a route, give it a vehicle, then add its stops in order.'
            : 'The institute has no routes yet.'}
        </EmptyState>
      ) : null}
      <Stack spacing={2}>
        {list.map((route) => (
          <Paper
            key={route.id}
            variant="outlined"
            component="article"
            aria-labelledby={`route-${route.id}`}
            sx={{ p: { xs: 1.5, sm: 2 } }}
          >
            <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Typography id={`route-${route.id}`} variant="h3" sx={{ fontSize: '1.05rem' }}>
                  {route.name}
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  {route.vehicle
                    ? `${route.vehicle.name} (${route.vehicle.registrationNumber}) · ${seatsText(route)}`
                    : 'No vehicle yet: students cannot be assigned.'}
                </Typography>
              </Box>
              {props.canManage ? (
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={`Add a stop to ${route.name}`}>
                    <IconButton
                      aria-label={`Add a stop to ${route.name}`}
                      onClick={() => setDialog({ kind: 'stop', route, stop: null })}
                    >
                      <AddIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={`Edit ${route.name}`}>
                    <IconButton
                      aria-label={`Edit ${route.name}`}
                      onClick={() => setDialog({ kind: 'route', route })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={`Delete ${route.name}`}>
                    <IconButton
                      aria-label={`Delete ${route.name}`}
                      onClick={() => setDialog({ kind: 'deleteRoute', route })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Tooltip>
                </Stack>
              ) : null}
            </Stack>
            {route.stops.length === 0 ? (
              <EmptyState>No stops yet.</EmptyState>
            ) : (
              <List component="ol" aria-label={`Stops of ${route.name}`} dense disablePadding>
                {route.stops.map((stop) => (
                  <ListItem key={stop.id} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      sx={{ flex: '1 1 180px', minWidth: 0 }}
                      primary={`${stop.position}. ${stop.name}`}
                      secondary={[
                        stop.pickupTime ? `Pick-up ${stop.pickupTime}` : 'No pick-up time',
                        riders(stop.riders),
                      ].join(' · ')}
                    />
                    {props.canManage ? (
                      <Stack direction="row" spacing={0.5}>
                        <Tooltip title={`Edit ${stop.name}`}>
                          <IconButton
                            aria-label={`Edit ${stop.name}`}
                            onClick={() => setDialog({ kind: 'stop', route, stop })}
                          >
                            <EditOutlinedIcon />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title={`Delete ${stop.name}`}>
                          <IconButton
                            aria-label={`Delete ${stop.name}`}
                            onClick={() => setDialog({ kind: 'deleteStop', route, stop })}
                          >
                            <DeleteOutlineIcon />
                          </IconButton>
                        </Tooltip>
                      </Stack>
                    ) : null}
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        ))}
      </Stack>
      {dialog?.kind === 'route' ? (
        <RouteDialog
          instituteId={props.instituteId}
          route={dialog.route}
          vehicles={vehicles.data ?? []}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'stop' ? (
        <StopDialog
          instituteId={props.instituteId}
          route={dialog.route}
          stop={dialog.stop}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'deleteRoute'}
        title={`Delete ${dialog?.kind === 'deleteRoute' ? dialog.route.name : 'the route'}?`}
        text="Its stops and their costs go with it. A route students ride on cannot be deleted."
        confirmLabel="Delete"
        busy={changes.deleteRoute.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'deleteRoute') {
            remove(() => changes.deleteRoute.mutateAsync(dialog.route.id));
          }
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'deleteStop'}
        title={`Delete ${dialog?.kind === 'deleteStop' ? dialog.stop.name : 'the stop'}?`}
        text="Its costs go with it. A stop students ride from cannot be deleted."
        confirmLabel="Delete"
        busy={changes.deleteStop.isPending}
        onConfirm={() => {
          if (dialog?.kind === 'deleteStop') {
            remove(() => changes.deleteStop.mutateAsync(dialog.stop.id));
          }
        }}
        onClose={close}
      />
    </Box>
  );
}
