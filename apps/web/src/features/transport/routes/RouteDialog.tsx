import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TRANSPORT_TEXTS, type TransportRouteView, type VehicleView } from '@shala/shared';
import { useState } from 'react';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FormDialog } from '../../../ui/FormDialog';
import { useTransportChanges } from '../api';

/** Add a route, or rename one and choose the vehicle that runs it. */
export function RouteDialog(props: {
  instituteId: string;
  route: TransportRouteView | null;
  vehicles: readonly VehicleView[];
  onClose: () => void;
}) {
  const changes = useTransportChanges(props.instituteId);
  const [name, setName] = useState(props.route?.name ?? '');
  const [vehicleId, setVehicleId] = useState(props.route?.vehicle?.id ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = changes.addRoute.isPending || changes.changeRoute.isPending;

  const submit = async () => {
    const trimmed = name.trim();
    setNameError(trimmed && trimmed.length <= 100 ? null : TRANSPORT_TEXTS.routeName);
    if (!trimmed || trimmed.length > 100) return;
    setFailure(null);
    try {
      const input = { name: trimmed, vehicleId: vehicleId || null };
      const saved = props.route
        ? await changes.changeRoute.mutateAsync({ ...input, id: props.route.id })
        : await changes.addRoute.mutateAsync(input);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <FormDialog
      title={props.route ? `Edit ${props.route.name}` : 'Add a route'}
      submitLabel={props.route ? 'Save' : 'Add'}
      busy={busy}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label="Route name"
        placeholder="North Loop"
        autoFocus
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={!!nameError}
        helperText={nameError}
      />
      <TextField
        select
        label="Vehicle"
        value={vehicleId}
        onChange={(e) => setVehicleId(e.target.value)}
        helperText="Students can be assigned once the route has a running vehicle."
      >
        <MenuItem value="">No vehicle yet</MenuItem>
        {props.vehicles.map((v) => (
          <MenuItem key={v.id} value={v.id} disabled={!v.active}>
            {v.name} ({v.registrationNumber}, {v.capacity} seats){v.active ? '' : ' — disabled'}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
