import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AssignmentView, formatRupees } from '@shala/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadError } from '../../../ui/LoadError';
import { Loading } from '../../../ui/Loading';
import { useClasses } from '../../groups';
import { usePermission } from '../../permissions';
import { useAssignments, useRiderChanges, useRoutes } from '../api';
import { SessionPicker } from '../parts/SessionPicker';
import { useSessionChoice } from '../parts/sessions';
import { TRANSPORT_PATH } from '../paths';
import { AssignDialog } from './AssignDialog';
import { RiderGroups } from './RiderGroups';
import { duesTotal, filterRiders, groupRiders, NO_FILTER, type RiderFilter } from './riders';

type Dialog =
  | { kind: 'assign'; rider: AssignmentView | null }
  | { kind: 'remove'; rider: AssignmentView }
  | null;

/**
 * /transport/transportation-fee/{instituteId}: the students riding in a session, by route and
 * stop, with their class and the transportation-fee dues each gives; filtered by class, route
 * and name. Those holding createUserTransportation assign, move and remove students.
 */
export default function TransportationFeePage() {
  const { instituteId = '' } = useParams();
  const sessions = useSessionChoice(instituteId);
  const sessionId = sessions.session?.id ?? null;
  const seesRiders = usePermission(
    ['getUserTransportationForGroup', 'createUserTransportation'],
    instituteId,
  );
  const canChange = usePermission('createUserTransportation', instituteId);
  const riders = useAssignments(instituteId, seesRiders ? instituteId : '', sessionId);
  const routes = useRoutes(instituteId, sessionId);
  const classes = useClasses(instituteId, !!instituteId);
  const changes = useRiderChanges(instituteId, instituteId);
  const [filter, setFilter] = useState<RiderFilter>(NO_FILTER);
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown = filterRiders(riders.data?.items ?? [], filter);
  const total = duesTotal(shown);
  const classList = classes.data ?? [];

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        Transportation fee
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Students riding from each stop and the dues their stop gives. Vehicles, routes, stops and
        costs are set on the{' '}
        <Link component={RouterLink} to={TRANSPORT_PATH}>
          Transport
        </Link>{' '}
        page.
      </Typography>
      {!seesRiders ? (
        <Alert severity="info">
          You may see the vehicles and routes on the Transport page; the students riding are shown
          to those who manage transport.
        </Alert>
      ) : (
        <>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <SessionPicker
              sessions={sessions.sessions}
              value={sessionId}
              onChange={sessions.choose}
            />
            <TextField
              select
              size="small"
              label="Class"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={filter.classId}
              onChange={(e) => setFilter({ ...filter, classId: e.target.value })}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">All classes</MenuItem>
              {classList.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Route"
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              value={filter.routeId}
              onChange={(e) => setFilter({ ...filter, routeId: e.target.value })}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">All routes</MenuItem>
              {(routes.data?.routes ?? []).map((r) => (
                <MenuItem key={r.id} value={r.id}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              type="search"
              label="Search by name"
              value={filter.search}
              onChange={(e) => setFilter({ ...filter, search: e.target.value })}
              sx={{ flex: '1 1 160px' }}
            />
            {canChange && sessionId ? (
              <Button
                variant="contained"
                startIcon={<AddIcon />}
                onClick={() => setDialog({ kind: 'assign', rider: null })}
              >
                Assign student
              </Button>
            ) : null}
          </Stack>
          {riders.isPending ? <Loading label="Loading the students riding…" /> : null}
          {riders.isError ? (
            <LoadError error={riders.error} onRetry={() => riders.refetch()} />
          ) : null}
          {riders.isSuccess ? (
            <Typography sx={{ mb: 1.5 }} aria-live="polite">
              {shown.length} student{shown.length === 1 ? '' : 's'} · payable{' '}
              {formatRupees(total.payable)} · paid {formatRupees(total.paid)} · due{' '}
              {formatRupees(total.due)}
            </Typography>
          ) : null}
          {riders.isSuccess && shown.length === 0 ? (
            <EmptyState>
              {(riders.data?.items.length ?? 0) === 0
                ? 'No students ride in this session yet.'
                : 'No student matches these filters.'}
            </EmptyState>
          ) : null}
          <RiderGroups
            groups={groupRiders(shown)}
            canChange={canChange}
            onMove={(rider) => setDialog({ kind: 'assign', rider })}
            onRemove={(rider) => setDialog({ kind: 'remove', rider })}
          />
        </>
      )}
      {dialog?.kind === 'assign' && sessionId ? (
        <AssignDialog
          instituteId={instituteId}
          sessionId={sessionId}
          classes={classList}
          rider={dialog.rider}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'remove'}
        title={`Remove ${dialog?.kind === 'remove' ? dialog.rider.fullName : 'the student'} from transport?`}
        text="Their unpaid transportation-fee dues of this session are cancelled. A student with something paid cannot be removed until the payment is reverted."
        confirmLabel="Remove"
        busy={changes.remove.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'remove') return;
          changes.remove
            .mutateAsync(dialog.rider.id)
            .then((done) => showSnack({ message: done.message, severity: 'success' }))
            .catch((error) => showSnack({ message: errorMessage(error), severity: 'error' }))
            .finally(() => setDialog(null));
        }}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
