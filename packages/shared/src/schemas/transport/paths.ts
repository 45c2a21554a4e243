/** The transport calls (issue 11's wire contract), for the web's client. */
export const TRANSPORT_API = {
  vehicle: '/rest/transport/vehicle',
  vehicleDisable: '/rest/transport/vehicle/disable',
  route: '/rest/transport/route',
  stop: '/rest/transport/stop',
  cost: '/rest/transport/cost',
  assignment: '/rest/transport/assignment',
} as const;
