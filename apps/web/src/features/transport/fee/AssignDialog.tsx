import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AssignmentView,
  type ClassData,
  formatRupees,
  MEMBER_PAGE_SIZE_MAX,
  TRANSPORT_TEXTS,
} from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FormDialog } from '../../../ui/FormDialog';
import { useMembers } from '../../groups';
import { useCosts, useRiderChanges, useRoutes } from '../api';
import { dayText } from '../parts/days';
import { seatsLeft, seatsText } from './riders';

/**
 * Assign a student to a stop for the session, or move a rider to another stop: choose the class
 * and the student (not for a move), then the route and the stop. The stop's instalments are
 * shown, as the dues the student will owe.
 */
export function AssignDialog(props: {
  instituteId: string;
  sessionId: string;
  classes: readonly ClassData[];
  /** A rider to move; null assigns a new one. */
  rider: AssignmentView | null;
  onClose: () => void;
}) {
  const { rider } = props;
  const changes = useRiderChanges(props.instituteId, props.instituteId);
  const routes = useRoutes(props.instituteId, props.sessionId);
  const costs = useCosts(props.instituteId, props.sessionId);
  const [classId, setClassId] = useState(rider?.classId ?? props.classes[0]?.id ?? '');
  const [studentId, setStudentId] = useState(rider?.userProfileId ?? '');
  const [routeId, setRouteId] = useState(rider?.routeId ?? '');
  const [stopId, setStopId] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const members = useMembers(
    classId,
    { search: '', page: 1, pageSize: MEMBER_PAGE_SIZE_MAX, sessionId: props.sessionId },
    !rider && !!classId,
  );
  const students = (members.data?.items ?? []).filter((m) => m.builtinKey === 'STUDENT');
  const routeList = routes.data?.routes ?? [];
  const route = routeList.find((r) => r.id === routeId);
  const plan = (costs.data?.costs ?? []).filter((c) => c.stopId === stopId);
  const total = plan.reduce((sum, c) => sum + c.amountPaise, 0);

  const submit = async () => {
    if (!studentId || !stopId) {
      setMissing(!studentId ? 'Choose the student.' : 'Choose the stop.');
      return;
    }
    setMissing(null);
    setFailure(null);
    try {
      const saved = await changes.assign.mutateAsync({
        userProfileId: studentId,
        stopId,
        sessionId: props.sessionId,
      });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <FormDialog
      maxWidth="sm"
      title={rider ? `Move ${rider.fullName}` : 'Assign a student to a stop'}
      submitLabel={rider ? 'Move' : 'Assign'}
      busy={changes.assign.isPending}
      failure={failure ?? missing}
      onSubmit={submit}
      onClose={props.onClose}
    >
      {rider ? (
        <Typography>
          {rider.fullName} ({rider.className}) rides from {rider.stopName} on {rider.routeName}.
          Paid instalments stay; the unpaid ones follow the new stop.
        </Typography>
      ) : (
        <>
          <TextField
            select
            label="Class"
            value={classId}
            onChange={(e) => {
              setClassId(e.target.value);
              setStudentId('');
            }}
          >
            {props.classes.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label="Student"
            value={studentId}
            onChange={(e) => setStudentId(e.target.value)}
            helperText={
              members.isPending && classId
                ? 'Loading the students…'
                : members.isError
                  ? errorMessage(members.error)
                  : students.length === 0
                    ? 'The class has no students in this session.'
                    : undefined
            }
          >
            {students.map((s) => (
              <MenuItem key={s.profileId} value={s.profileId}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <TextField
        select
        label="Route"
        value={routeId}
        onChange={(e) => {
          setRouteId(e.target.value);
          setStopId('');
        }}
      >
        {routeList.map((r) => (
          <MenuItem key={r.id} value={r.id} disabled={seatsLeft(r) === null}>
            {r.name} — {seatsText(r)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Stop"
        value={stopId}
        disabled={!route}
        onChange={(e) => setStopId(e.target.value)}
      >
        {(route?.stops ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id} disabled={s.id === rider?.stopId}>
            {s.position}. {s.name}
            {s.pickupTime ? ` (${s.pickupTime})` : ''}
            {s.id === rider?.stopId ? ' — rides from here' : ''}
          </MenuItem>
        ))}
      </TextField>
      {route && seatsLeft(route) === 0 && route.id !== rider?.routeId ? (
        <Alert severity="warning">
          {TRANSPORT_TEXTS.routeFull(
            route.vehicle?.name ?? 'The vehicle',
            route.vehicle?.capacity ?? 0,
          )}
        </Alert>
      ) : null}
      {stopId ? (
        <Alert severity="info" aria-live="polite">
          {plan.length === 0
            ? 'This stop has no cost for the session yet: no dues until one is set.'
            : `Dues of ${formatRupees(total)}: ${plan
                .map((c) => `${c.name} ${formatRupees(c.amountPaise)} due ${dayText(c.dueDate)}`)
                .join(', ')}.`}
        </Alert>
      ) : null}
    </FormDialog>
  );
}
