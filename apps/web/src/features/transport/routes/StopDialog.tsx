import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type StopView, TRANSPORT_TEXTS, type TransportRouteView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FormDialog } from '../../../ui/FormDialog';
import { useTransportChanges } from '../api';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Add a stop to a route at its place, or rename, re-time or move one. */
export function StopDialog(props: {
  instituteId: string;
  route: TransportRouteView;
  stop: StopView | null;
  onClose: () => void;
}) {
  const changes = useTransportChanges(props.instituteId);
  const places = props.route.stops.length + (props.stop ? 0 : 1);
  const [name, setName] = useState(props.stop?.name ?? '');
  const [pickupTime, setPickupTime] = useState(props.stop?.pickupTime ?? '');
  const [position, setPosition] = useState(props.stop?.position ?? places);
  const [errors, setErrors] = useState<{ name?: string; time?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const busy = changes.addStop.isPending || changes.changeStop.isPending;

  const submit = async () => {
    const trimmed = name.trim();
    const found = {
      ...(trimmed && trimmed.length <= 100 ? {} : { name: TRANSPORT_TEXTS.stopName }),
      ...(pickupTime === '' || TIME.test(pickupTime) ? {} : { time: TRANSPORT_TEXTS.pickupTime }),
    };
    setErrors(found);
    if (found.name || found.time) return;
    setFailure(null);
    try {
      const input = { name: trimmed, pickupTime: pickupTime || null, position };
      const saved = props.stop
        ? await changes.changeStop.mutateAsync({ ...input, id: props.stop.id })
        : await changes.addStop.mutateAsync({ ...input, routeId: props.route.id });
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={props.stop ? `Edit ${props.stop.name}` : `Add a stop to ${props.route.name}`}
      submitLabel={props.stop ? 'Save' : 'Add'}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label="Stop name"
        placeholder="MG Road Metro"
        autoFocus
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!errors.name}
        helperText={errors.name}
      />
      <TextField
        label="Pick-up time"
        type="time"
        value={pickupTime}
        onChange={(e) => setPickupTime(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        error={!!errors.time}
        helperText={errors.time ?? 'The morning pick-up, 24-hour (07:35). Optional.'}
      />
      <TextField
        select
        label="Place on the route"
        value={position}
        onChange={(e) => setPosition(Number(e.target.value))}
      >
        {Array.from({ length: places }, (_, i) => i + 1).map((n) => (
          <MenuItem key={n} value={n}>
            {n === 1 ? '1 (first stop)' : n === places ? `${n} (last stop)` : n}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
