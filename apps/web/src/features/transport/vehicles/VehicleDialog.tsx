import { zodResolver } from '@hookform/resolvers/zod';
import TextField from '@mui/material/TextField';
import { TRANSPORT_CAPACITY_MAX, type VehicleView, vehicleBodySchema } from '@shala/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../core/http';
import { showSnack } from '../../../core/snackbar-queue';
import { FormDialog } from '../../../ui/FormDialog';
import { useTransportChanges } from '../api';

const schema = vehicleBodySchema.omit({ groupId: true });
type VehicleInput = z.input<typeof schema>;
type VehicleOutput = z.output<typeof schema>;

/** Add a vehicle, or change one (saving a disabled vehicle enables it again). */
export function VehicleDialog(props: {
  instituteId: string;
  vehicle: VehicleView | null;
  onClose: () => void;
}) {
  const changes = useTransportChanges(props.instituteId);
  const [failure, setFailure] = useState<string | null>(null);
  const v = props.vehicle;
  const form = useForm<VehicleInput, unknown, VehicleOutput>({
    resolver: zodResolver(schema),
    defaultValues: {
      registrationNumber: v?.registrationNumber ?? '',
      name: v?.name ?? '',
      capacity: v?.capacity ?? 40,
      driverName: v?.driverName ?? '',
      driverPhone: v?.driverPhone ?? '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = v
        ? await changes.changeVehicle.mutateAsync({ ...values, id: v.id })
        : await changes.addVehicle.mutateAsync(values);
      showSnack({ message: saved.message, severity: 'success' });
      props.onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });
  return (
    <FormDialog
      title={v ? `Edit ${v.name}` : 'Add a vehicle'}
      submitLabel={v ? 'Save' : 'Add'}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <TextField
        label="Registration number"
        placeholder="KA-01 AB 1234"
        autoFocus
        required
        {...form.register('registrationNumber')}
        error={!!errors.registrationNumber}
        helperText={errors.registrationNumber?.message}
      />
      <TextField
        label="Name"
        placeholder="School Bus 1"
        required
        {...form.register('name')}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <TextField
        label="Capacity (students)"
        type="number"
        required
        slotProps={{ htmlInput: { min: 1, max: TRANSPORT_CAPACITY_MAX, inputMode: 'numeric' } }}
        {...form.register('capacity', { valueAsNumber: true })}
        error={!!errors.capacity}
        helperText={errors.capacity?.message}
      />
      <TextField
        label="Driver name"
        autoComplete="off"
        {...form.register('driverName')}
        error={!!errors.driverName}
        helperText={errors.driverName?.message}
      />
      <TextField
        label="Driver phone"
        type="tel"
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
        {...form.register('driverPhone')}
        error={!!errors.driverPhone}
        helperText={errors.driverPhone?.message ?? '10-digit mobile number'}
      />
    </FormDialog>
  );
}
