import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatRupees, type StopView, type TransportCostView } from '@shala/shared';
import { useState } from 'react';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useCosts, useRoutes } from '../api';
import { dayText } from '../parts/days';
import { SessionPicker } from '../parts/SessionPicker';
import type { TransportSession } from '../parts/sessions';
import { CostDialog } from './CostDialog';

/** "Term 1 ₹3,000.00 due 10 Apr 2026 · Term 2 …", or that none is set. */
function planText(costs: readonly TransportCostView[]): string {
  if (costs.length === 0) return 'No cost set for this session';
  const total = costs.reduce((sum, c) => sum + c.amountPaise, 0);
  const parts = costs.map(
    (c) => `${c.name} ${formatRupees(c.amountPaise)} due ${dayText(c.dueDate)}`,
  );
  return `${formatRupees(total)} in ${costs.length}: ${parts.join(' · ')}`;
}

/** What riding from each stop costs in the chosen session; createTransportationCost sets it. */
export function CostsPanel(props: {
  instituteId: string;
  sessions: readonly TransportSession[];
  session: TransportSession | null;
  onSession: (id: string) => void;
  canManage: boolean;
}) {
  const sessionId = props.session?.id ?? null;
  const routes = useRoutes(props.instituteId, sessionId);
  const costs = useCosts(props.instituteId, sessionId);
  const [editing, setEditing] = useState<{ stop: StopView; routeName: string } | null>(null);
  const byStop = (stopId: string) => (costs.data?.costs ?? []).filter((c) => c.stopId === stopId);
  const list = routes.data?.routes ?? [];

  return (
    <Box component="section" aria-labelledby="costs-heading">
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', gap: 1 }}>
        <Typography id="costs-heading" variant="h2" sx={{ flexGrow: 1, fontSize: '1.2rem' }}>
          Costs per stop
        </Typography>
        <SessionPicker sessions={props.sessions} value={sessionId} onChange={props.onSession} />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Each stop's cost is paid in instalments with due dates. Students riding from the stop owe
        them as transportation fees.
      </Typography>
      {routes.isPending || costs.isPending ? <Loading label="Loading costs…" /> : null}
      {routes.isError ? <LoadError error={routes.error} onRetry={() => routes.refetch()} /> : null}
      {costs.isError ? <LoadError error={costs.error} onRetry={() => costs.refetch()} /> : null}
      {!props.session && props.sessions.length === 0 ? (
        <Alert severity="info">The institute has no academic session yet.</Alert>
      ) : null}
      {routes.isSuccess && list.length === 0 ? (
        <EmptyState>Add routes and stops first: costs are set per stop.</EmptyState>
      ) : null}
      <Stack spacing={2}>
        {list.map((route) => (
          <Paper key={route.id} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography variant="h3" sx={{ fontSize: '1.05rem' }}>
              {route.name}
            </Typography>
            {route.stops.length === 0 ? <EmptyState>No stops yet.</EmptyState> : null}
            <List aria-label={`Costs of the stops of ${route.name}`} dense disablePadding>
              {route.stops.map((stop) => (
                <ListItem key={stop.id} divider sx={{ px: 0, flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    sx={{ flex: '1 1 220px', minWidth: 0 }}
                    primary={`${stop.position}. ${stop.name}`}
                    secondary={planText(byStop(stop.id))}
                  />
                  {props.canManage && props.session ? (
                    <Button
                      size="small"
                      variant="outlined"
                      aria-label={`Set the cost of ${stop.name}`}
                      onClick={() => setEditing({ stop, routeName: route.name })}
                    >
                      Set cost
                    </Button>
                  ) : null}
                </ListItem>
              ))}
            </List>
          </Paper>
        ))}
      </Stack>
      {editing && props.session ? (
        <CostDialog
          instituteId={props.instituteId}
          routeName={editing.routeName}
          stop={editing.stop}
          session={props.session}
          costs={byStop(editing.stop.id)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Box>
  );
}
