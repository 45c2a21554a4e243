import { z } from 'zod';
import {
  transportGroupIdField,
  transportIdField,
  transportName,
  transportSaved,
} from './fields.js';
import { REGISTRATION_NUMBER_MAX, TRANSPORT_CAPACITY_MAX, TRANSPORT_NAME_MAX } from './limits.js';
import { TRANSPORT_TEXTS as M } from './messages.js';

/** A bus or van of an institute, its seats and its driver. */

export const vehicleSchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  name: z.string(),
  capacity: z.number().int(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  active: z.boolean(),
  /** The routes it runs. */
  routes: z.number().int(),
});
export type VehicleView = z.infer<typeof vehicleSchema>;
export const vehicleListSchema = z.array(vehicleSchema);

/** "ka-01 ab 1234" is written "KA-01 AB 1234": upper case, single spaces. */
export const registrationNumberField = z
  .string({ error: M.registrationNumber })
  .trim()
  .transform((v) => v.replace(/\s+/g, ' ').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, M.registrationNumber)
      .max(REGISTRATION_NUMBER_MAX, M.registrationNumber)
      .regex(/^[A-Z0-9][A-Z0-9 -]*$/, M.registrationNumber),
  );

/** A 10-digit Indian mobile number, with +91 or 0 before it allowed; kept as the 10 digits. */
export const driverPhoneField = z
  .string({ error: M.driverPhone })
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^$|^(\+91|0)?[6-9]\d{9}$/, M.driverPhone)
      .transform((v) => (v ? v.slice(-10) : null)),
  )
  .nullish()
  .transform((v) => v ?? null);

const vehicleFields = {
  groupId: transportGroupIdField,
  registrationNumber: registrationNumberField,
  name: transportName(M.vehicleName),
  capacity: z
    .number({ error: M.capacity })
    .int(M.capacity)
    .min(1, M.capacity)
    .max(TRANSPORT_CAPACITY_MAX, M.capacity),
  driverName: z
    .string({ error: M.driverName })
    .trim()
    .max(TRANSPORT_NAME_MAX, M.driverName)
    .nullish()
    .transform((v) => (v ? v : null)),
  driverPhone: driverPhoneField,
};

/** POST /rest/transport/vehicle. */
export const vehicleBodySchema = z.object(vehicleFields);
export type VehicleBody = z.output<typeof vehicleBodySchema>;
/** PUT /rest/transport/vehicle: a disabled vehicle saved again is enabled. */
export const vehicleUpdateSchema = z.object({ ...vehicleFields, id: transportIdField });
export type VehicleUpdate = z.output<typeof vehicleUpdateSchema>;

export const vehicleSavedSchema = transportSaved(vehicleSchema);
