import { TRANSPORT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { assign, line, ok, tcall, transportSchool } from './transport-school.js';

const t = useTestApp();
guardTenantWrites(t);

type RouteView = {
  id: string;
  name: string;
  vehicle: { id: string; capacity: number } | null;
  riders: number;
  stops: {
    id: string;
    name: string;
    position: number;
    pickupTime: string | null;
    riders: number;
  }[];
};

const names = (route: RouteView) => route.stops.map((s) => `${s.position}:${s.name}`);

describe('routes and stops', () => {
  it('adds a route with stops in order, moves and deletes a stop, audited', async () => {
    const s = await transportSchool(t);
    const created = await tcall(t, s.manager, 'POST', 'route', {
      groupId: s.institute.id,
      name: ' North Loop ',
    });
    expect(created.statusCode, created.body).toBe(200);
    const route: RouteView = created.json().data;
    expect(route).toMatchObject({ name: 'North Loop', vehicle: null, stops: [], riders: 0 });

    const add = (name: string, extra: Record<string, unknown> = {}) =>
      ok<{ data: RouteView }>(
        tcall(t, s.manager, 'POST', 'stop', {
          groupId: s.institute.id,
          routeId: route.id,
          name,
          pickupTime: '07:30',
          ...extra,
        }),
      );
    await add('Hebbal');
    await add('Yelahanka');
    const withFirst = await add('Manyata', { position: 1, pickupTime: '' });
    expect(names(withFirst.data)).toEqual(['1:Manyata', '2:Hebbal', '3:Yelahanka']);
    expect(withFirst.data.stops[0]?.pickupTime).toBeNull();

    const yelahanka = withFirst.data.stops[2] as RouteView['stops'][number];
    const moved = await ok<{ data: RouteView }>(
      tcall(t, s.manager, 'PUT', 'stop', {
        groupId: s.institute.id,
        id: yelahanka.id,
        name: 'Yelahanka New Town',
        pickupTime: '06:55',
        position: 1,
      }),
    );
    expect(names(moved.data)).toEqual(['1:Yelahanka New Town', '2:Manyata', '3:Hebbal']);
    const down = await ok<{ data: RouteView }>(
      tcall(t, s.manager, 'PUT', 'stop', {
        groupId: s.institute.id,
        id: yelahanka.id,
        name: 'Yelahanka New Town',
        position: 99,
      }),
    );
    expect(names(down.data)).toEqual(['1:Manyata', '2:Hebbal', '3:Yelahanka New Town']);

    const hebbal = down.data.stops[1] as RouteView['stops'][number];
    const removed = await ok<{ data: RouteView }>(
      tcall(t, s.manager, 'DELETE', 'stop', { groupId: s.institute.id, id: hebbal.id }),
    );
    expect(names(removed.data)).toEqual(['1:Manyata', '2:Yelahanka New Town']);

    const listed = await ok<{ routes: RouteView[] }>(
      tcall(t, s.accountant, 'GET', 'route', { groupId: s.institute.id }),
    );
    expect(listed.routes.map(names)).toEqual([['1:Manyata', '2:Yelahanka New Town']]);

    expect(await auditRows(t, s.institute, 'transportRoute.created')).toHaveLength(1);
    expect(await auditRows(t, s.institute, 'transportStop.created')).toHaveLength(3);
    expect(await auditRows(t, s.institute, 'transportStop.updated')).toHaveLength(2);
    const [deleted] = await auditRows(t, s.institute, 'transportStop.deleted');
    expect(deleted?.detail).toEqual({ name: 'Hebbal', routeName: 'North Loop' });
  });

  it.each([
    ['route', { name: '' }, TRANSPORT_TEXTS.routeName],
    ['route', { name: 'r'.repeat(101) }, TRANSPORT_TEXTS.routeName],
    ['route', { name: 'R', vehicleId: 'bus-1' }, TRANSPORT_TEXTS.id],
    ['stop', { name: '' }, TRANSPORT_TEXTS.stopName],
    ['stop', { name: 'Hebbal', pickupTime: '7.30' }, TRANSPORT_TEXTS.pickupTime],
    ['stop', { name: 'Hebbal', pickupTime: '24:00' }, TRANSPORT_TEXTS.pickupTime],
    ['stop', { name: 'Hebbal', position: 0 }, TRANSPORT_TEXTS.position],
    ['stop', { name: 'Hebbal', position: 1.5 }, TRANSPORT_TEXTS.position],
  ])('refuses a %s with %o (400)', async (what, over, message) => {
    const s = await transportSchool(t);
    const l = await line(t, s);
    const res = await tcall(t, s.manager, 'POST', what, {
      groupId: s.institute.id,
      routeId: l.routeId,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a second route or stop of the same name (409)', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { name: 'Route 1', stops: ['MG Road'] });
    const route = await tcall(t, s.manager, 'POST', 'route', {
      groupId: s.institute.id,
      name: 'Route 1',
    });
    expect(route.statusCode).toBe(409);
    expect(route.json().message).toBe(TRANSPORT_TEXTS.routeNameTaken);
    const stop = await tcall(t, s.manager, 'POST', 'stop', {
      groupId: s.institute.id,
      routeId: l.routeId,
      name: 'mg road',
    });
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe(TRANSPORT_TEXTS.stopNameTaken);
  });

  it('keeps riders safe: no deleting their stop or route, no vehicle too small for them', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { capacity: 5 });
    for (const student of s.students.slice(0, 3)) {
      await ok(assign(t, s, student, l.stopIds[0] as string));
    }
    const stop = await tcall(t, s.manager, 'DELETE', 'stop', {
      groupId: s.institute.id,
      id: l.stopIds[0],
    });
    expect(stop.statusCode).toBe(409);
    expect(stop.json().message).toBe(TRANSPORT_TEXTS.stopHasRiders);
    const route = await tcall(t, s.manager, 'DELETE', 'route', {
      groupId: s.institute.id,
      id: l.routeId,
    });
    expect(route.statusCode).toBe(409);
    expect(route.json().message).toBe(TRANSPORT_TEXTS.routeHasRiders);

    const van = await ok<{ data: { id: string } }>(
      tcall(t, s.manager, 'POST', 'vehicle', {
        groupId: s.institute.id,
        registrationNumber: 'KA 02 VAN 7',
        name: 'Van',
        capacity: 2,
      }),
    );
    const smaller = await tcall(t, s.manager, 'PUT', 'route', {
      groupId: s.institute.id,
      id: l.routeId,
      name: 'Route 1',
      vehicleId: van.data.id,
    });
    expect(smaller.statusCode).toBe(409);
    expect(smaller.json().message).toBe(TRANSPORT_TEXTS.vehicleTooSmall(3, 2));

    const listed = await ok<{ routes: RouteView[] }>(
      tcall(t, s.manager, 'GET', 'route', { groupId: s.institute.id }),
    );
    expect(listed.routes[0]).toMatchObject({ riders: 3, vehicle: { id: l.vehicleId } });
    expect(listed.routes[0]?.stops.map((x) => x.riders)).toEqual([3, 0]);
  });

  it('deletes an empty route with its stops', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s);
    const res = await tcall(t, s.manager, 'DELETE', 'route', {
      groupId: s.institute.id,
      id: l.routeId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(TRANSPORT_TEXTS.routeDeleted);
    const listed = await ok<{ routes: RouteView[] }>(
      tcall(t, s.manager, 'GET', 'route', { groupId: s.institute.id }),
    );
    expect(listed.routes).toEqual([]);
    expect(await auditRows(t, s.institute, 'transportRoute.deleted')).toHaveLength(1);
  });

  it("does not take another institute's vehicle, route or stop (404)", async () => {
    const s = await transportSchool(t);
    const theirs = await ok<{ data: { id: string } }>(
      tcall(t, s.other.admin, 'POST', 'vehicle', {
        groupId: s.other.institute.id,
        registrationNumber: 'MH 12 X 1',
        name: 'Their Bus',
        capacity: 10,
      }),
    );
    const withTheirs = await tcall(t, s.manager, 'POST', 'route', {
      groupId: s.institute.id,
      name: 'Borrowed',
      vehicleId: theirs.data.id,
    });
    expect(withTheirs.statusCode).toBe(404);
    expect(withTheirs.json().message).toBe(TRANSPORT_TEXTS.vehicleNotFound);
    const theirRoute = await ok<{ data: { id: string } }>(
      tcall(t, s.other.admin, 'POST', 'route', { groupId: s.other.institute.id, name: 'Far' }),
    );
    const stop = await tcall(t, s.manager, 'POST', 'stop', {
      groupId: s.institute.id,
      routeId: theirRoute.data.id,
      name: 'Sneaky',
    });
    expect(stop.statusCode).toBe(404);
    const rename = await tcall(t, s.manager, 'PUT', 'route', {
      groupId: s.institute.id,
      id: theirRoute.data.id,
      name: 'Mine now',
    });
    expect(rename.statusCode).toBe(404);
    const gone = await tcall(t, s.manager, 'DELETE', 'route', {
      groupId: s.institute.id,
      id: theirRoute.data.id,
    });
    expect(gone.statusCode).toBe(404);
    const list = await ok<{ routes: RouteView[] }>(
      tcall(t, s.other.admin, 'GET', 'route', { groupId: s.other.institute.id }),
    );
    expect(list.routes.map((r) => r.name)).toEqual(['Far']);
  });
});
