import { TRANSPORT_CAPACITY_MAX, TRANSPORT_INSTALMENTS_MAX } from './limits.js';

/**
 * What the transport calls answer in words (ours: the spec names the screens, not their texts).
 * The server sends these; the screens show them as they come.
 */
export const TRANSPORT_TEXTS = {
  group: 'Please choose a group.',
  id: 'Please choose a valid id.',
  session: 'Please choose a session.',
  sessionNotFound: 'This session does not exist.',
  vehicleNotFound: 'This vehicle does not exist.',
  routeNotFound: 'This route does not exist.',
  stopNotFound: 'This stop does not exist.',
  costNotFound: 'This instalment does not exist.',
  assignmentNotFound: 'This student is not assigned to a stop.',
  studentNotFound: 'This student is not in the institute (or the class) in this session.',
  registrationNumber:
    'Registration number required: letters, digits, spaces and hyphens (at most 20).',
  vehicleName: 'Vehicle name required (at most 100 characters).',
  capacity: `Capacity is a whole number from 1 to ${TRANSPORT_CAPACITY_MAX}.`,
  driverName: 'Driver name can have at most 100 characters.',
  driverPhone: 'Driver phone is a 10-digit mobile number (+91 may come before it).',
  registrationTaken: 'A vehicle with this registration number exists already.',
  vehicleSaved: 'Vehicle saved.',
  vehicleDisabled: 'Vehicle disabled. Its routes take no new students until it is enabled again.',
  routeName: 'Route name required (at most 100 characters).',
  routeNameTaken: 'A route with this name exists already.',
  routeSaved: 'Route saved.',
  routeDeleted: 'Route deleted.',
  routeHasRiders: 'Students ride on this route. Move or remove them before deleting it.',
  stopName: 'Stop name required (at most 100 characters).',
  stopNameTaken: 'The route has a stop with this name already.',
  pickupTime: 'Pick-up time is hh:mm, 24-hour (07:35).',
  position: 'Choose a valid place for the stop on its route.',
  stopSaved: 'Stop saved.',
  stopDeleted: 'Stop deleted.',
  stopHasRiders: 'Students ride from this stop. Move or remove them before deleting it.',
  instalments: `A stop's cost has 1 to ${TRANSPORT_INSTALMENTS_MAX} instalments.`,
  instalmentName: 'Every instalment needs a name (at most 100 characters).',
  instalmentNameTwice: 'Two instalments have the same name.',
  amount: 'Amounts are whole paise from 1 to 1,00,00,00,000.',
  date: 'Choose a valid day (yyyy-mm-dd).',
  dueDateOutsideSession: (start: string, end: string) =>
    `Due dates must fall within the session (${start} to ${end}).`,
  costSaved: (students: number) =>
    students === 0
      ? 'Transportation cost saved.'
      : `Transportation cost saved. The dues of ${students} student${students === 1 ? '' : 's'} follow it.`,
  costDeleted: 'Instalment deleted.',
  noVehicle: 'This route has no vehicle yet. Give it a vehicle before assigning students.',
  vehicleOff: 'The vehicle of this route is disabled. Enable it or give the route another one.',
  routeFull: (vehicle: string, capacity: number) =>
    `The route is full: ${vehicle} seats ${capacity} student${capacity === 1 ? '' : 's'}.`,
  capacityBelowRiders: (riders: number) =>
    `${riders} student${riders === 1 ? ' rides' : 's ride'} on a route of this vehicle: the capacity cannot be lower.`,
  vehicleTooSmall: (riders: number, capacity: number) =>
    `${riders} students ride on this route; the vehicle seats only ${capacity}.`,
  assigned: 'Student assigned to the stop. Their transportation-fee dues are set.',
  moved: 'Student moved to the new stop. Their unpaid transportation-fee dues follow it.',
  removed: 'Student removed from transport. Their unpaid transportation-fee dues are cancelled.',
  changedMeanwhile: 'Someone changed this student’s stop just now. Reload and try again.',
  alreadyThere: 'The student rides from this stop already.',
} as const;
