import { ofB, onA, type TenantCases } from '../platform/tenant-walk.js';

/** The transport module's routes in the cross-tenant walk (platform/cross-tenant-objects.test.ts). */
export const transportTenantCases: TenantCases = (w) => ({
  'GET /rest/transport/vehicle': () => ({}),
  'POST /rest/transport/vehicle': () => ({
    payload: ofB(w, { registrationNumber: 'KA 01 B 1', name: 'B Bus', capacity: 10 }),
  }),
  'PUT /rest/transport/vehicle': () =>
    onA({
      payload: ofB(w, {
        id: w.aTransport.vehicleId,
        registrationNumber: 'KA 01 B 2',
        name: 'Taken over',
        capacity: 10,
      }),
    }),
  'DELETE /rest/transport/vehicle/disable': () =>
    onA({ query: () => ({ id: w.aTransport.vehicleId }) }),
  'GET /rest/transport/route': () =>
    onA({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  'GET /rest/transport/stop': () => onA({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  'POST /rest/transport/route': () =>
    onA({ payload: ofB(w, { name: 'Borrowed', vehicleId: w.aTransport.vehicleId }) }),
  'PUT /rest/transport/route': () =>
    onA({ payload: ofB(w, { id: w.aTransport.routeId, name: 'Taken over' }) }),
  'DELETE /rest/transport/route': () => onA({ query: () => ({ id: w.aTransport.routeId }) }),
  'POST /rest/transport/stop': () =>
    onA({ payload: ofB(w, { routeId: w.aTransport.routeId, name: 'Sneaky' }) }),
  'PUT /rest/transport/stop': () =>
    onA({ payload: ofB(w, { id: w.aTransport.stopId, name: 'Taken over', position: 1 }) }),
  'DELETE /rest/transport/stop': () => onA({ query: () => ({ id: w.aTransport.stopId }) }),
  'GET /rest/transport/cost': () => onA({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  'POST /rest/transport/cost': () =>
    onA({
      payload: ofB(w, {
        stopId: w.aTransport.stopId,
        sessionId: w.b.institute.session.id,
        instalments: [{ name: 'Mine', amountPaise: 1, dueDate: '2026-04-10' }],
      }),
    }),
  'PUT /rest/transport/cost': () =>
    onA({
      payload: ofB(w, {
        id: w.aTransport.costId,
        name: 'Mine',
        amountPaise: 1,
        dueDate: '2026-04-10',
      }),
    }),
  'DELETE /rest/transport/cost': () => onA({ query: () => ({ id: w.aTransport.costId }) }),
  'GET /rest/transport/assignment': () =>
    onA({ query: () => ({ sessionId: w.a.institute.session.id }) }),
  'POST /rest/transport/assignment': () =>
    onA({
      payload: ofB(w, {
        userProfileId: w.a.student.profileId,
        stopId: w.aTransport.stopId,
        sessionId: w.b.institute.session.id,
      }),
    }),
  'DELETE /rest/transport/assignment': () =>
    onA({ query: () => ({ id: w.aTransport.assignmentId }) }),
});
