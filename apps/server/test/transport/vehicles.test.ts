import { TRANSPORT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { assign, line, ok, tcall, transportSchool } from './transport-school.js';

const t = useTestApp();
guardTenantWrites(t);

const bus = (groupId: string, over: Record<string, unknown> = {}) => ({
  groupId,
  registrationNumber: ' ka-01   ab 1234 ',
  name: 'School Bus 1',
  capacity: 40,
  driverName: 'Ramesh Kumar',
  driverPhone: '+91 98765 43210',
  ...over,
});

describe('vehicles', () => {
  it('adds, lists, changes and disables a vehicle, audited', async () => {
    const s = await transportSchool(t);
    const created = await tcall(t, s.manager, 'POST', 'vehicle', bus(s.institute.id));
    expect(created.statusCode, created.body).toBe(200);
    const vehicle = created.json().data;
    expect(created.json().message).toBe(TRANSPORT_TEXTS.vehicleSaved);
    expect(vehicle).toMatchObject({
      registrationNumber: 'KA-01 AB 1234',
      name: 'School Bus 1',
      capacity: 40,
      driverName: 'Ramesh Kumar',
      driverPhone: '9876543210',
      active: true,
      routes: 0,
    });

    // Read from a class too, and by an accountant (getVehicle), who may not change it.
    const listed = await tcall(t, s.accountant, 'GET', 'vehicle', { groupId: s.classA.id });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual([vehicle]);
    const refused = await tcall(t, s.accountant, 'POST', 'vehicle', bus(s.institute.id));
    expect(refused.statusCode).toBe(403);

    const changed = await tcall(t, s.manager, 'PUT', 'vehicle', {
      ...bus(s.institute.id, { name: 'Yellow Bus', capacity: 30, driverPhone: '', driverName: '' }),
      id: vehicle.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      name: 'Yellow Bus',
      capacity: 30,
      driverName: null,
      driverPhone: null,
    });

    const disabled = await tcall(t, s.manager, 'DELETE', 'vehicle/disable', {
      groupId: s.institute.id,
      id: vehicle.id,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: TRANSPORT_TEXTS.vehicleDisabled,
      data: { active: false },
    });
    // Saving it again enables it.
    const again = await tcall(t, s.manager, 'PUT', 'vehicle', {
      ...bus(s.institute.id),
      id: vehicle.id,
    });
    expect(again.json().data.active).toBe(true);

    expect(await auditRows(t, s.institute, 'vehicle.created')).toHaveLength(1);
    expect(await auditRows(t, s.institute, 'vehicle.updated')).toHaveLength(2);
    const [off] = await auditRows(t, s.institute, 'vehicle.disabled');
    expect(off?.detail).toEqual({ name: 'Yellow Bus', registrationNumber: 'KA-01 AB 1234' });
  });

  it.each([
    [{ registrationNumber: '' }, TRANSPORT_TEXTS.registrationNumber],
    [{ registrationNumber: '<script>alert(1)</script>' }, TRANSPORT_TEXTS.registrationNumber],
    [{ registrationNumber: 'KA'.repeat(11) }, TRANSPORT_TEXTS.registrationNumber],
    [{ registrationNumber: 42 }, TRANSPORT_TEXTS.registrationNumber],
    [{ name: '   ' }, TRANSPORT_TEXTS.vehicleName],
    [{ name: 'x'.repeat(101) }, TRANSPORT_TEXTS.vehicleName],
    [{ capacity: 0 }, TRANSPORT_TEXTS.capacity],
    [{ capacity: 12.5 }, TRANSPORT_TEXTS.capacity],
    [{ capacity: 201 }, TRANSPORT_TEXTS.capacity],
    [{ capacity: '40' }, TRANSPORT_TEXTS.capacity],
    [{ driverPhone: '12345' }, TRANSPORT_TEXTS.driverPhone],
    [{ driverPhone: '98765 4321O' }, TRANSPORT_TEXTS.driverPhone],
    [{ driverName: 'd'.repeat(101) }, TRANSPORT_TEXTS.driverName],
  ])('refuses %o with a clear message, writing nothing', async (over, message) => {
    const s = await transportSchool(t);
    const res = await tcall(t, s.manager, 'POST', 'vehicle', bus(s.institute.id, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    const list = await tcall(t, s.manager, 'GET', 'vehicle', { groupId: s.institute.id });
    expect(list.json()).toEqual([]);
  });

  it('refuses a second vehicle with the same registration number (409), in this institute only', async () => {
    const s = await transportSchool(t);
    await ok(tcall(t, s.manager, 'POST', 'vehicle', bus(s.institute.id)));
    const twice = await tcall(
      t,
      s.manager,
      'POST',
      'vehicle',
      bus(s.institute.id, { registrationNumber: 'KA-01 AB 1234', name: 'Other' }),
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(TRANSPORT_TEXTS.registrationTaken);
    const elsewhere = await tcall(t, s.other.admin, 'POST', 'vehicle', bus(s.other.institute.id));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it('keeps the seats at or above the most riders of a route it runs', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { capacity: 3 });
    for (const student of s.students.slice(0, 2)) {
      await ok(assign(t, s, student, l.stopIds[0] as string));
    }
    const lower = (capacity: number) =>
      tcall(t, s.manager, 'PUT', 'vehicle', {
        ...bus(s.institute.id, { registrationNumber: 'KA 01 ROUTE1 1234', capacity }),
        id: l.vehicleId,
      });
    const refused = await lower(1);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TRANSPORT_TEXTS.capacityBelowRiders(2));
    expect((await lower(2)).statusCode).toBe(200);
  });

  it("finds nothing of another institute's vehicles (404), changing nothing", async () => {
    const s = await transportSchool(t);
    const theirs = await ok<{ data: { id: string } }>(
      tcall(t, s.other.admin, 'POST', 'vehicle', bus(s.other.institute.id)),
    );
    const put = await tcall(t, s.manager, 'PUT', 'vehicle', {
      ...bus(s.institute.id, { name: 'Taken over' }),
      id: theirs.data.id,
    });
    expect(put.statusCode).toBe(404);
    expect(put.json().message).toBe(TRANSPORT_TEXTS.vehicleNotFound);
    const off = await tcall(t, s.manager, 'DELETE', 'vehicle/disable', {
      groupId: s.institute.id,
      id: theirs.data.id,
    });
    expect(off.statusCode).toBe(404);
    const list = await tcall(t, s.other.admin, 'GET', 'vehicle', { groupId: s.other.institute.id });
    expect(list.json()).toEqual([expect.objectContaining({ name: 'School Bus 1', active: true })]);
  });

  it('refuses people without the actions (403), a class as the institute (404)', async () => {
    const s = await transportSchool(t);
    expect((await tcall(t, s.teacher, 'GET', 'vehicle', { groupId: s.classA.id })).statusCode).toBe(
      403,
    );
    expect((await tcall(t, s.students[0], 'POST', 'vehicle', bus(s.institute.id))).statusCode).toBe(
      403,
    );
    const onClass = await tcall(t, s.admin, 'POST', 'vehicle', bus(s.classA.id));
    expect(onClass.statusCode).toBe(404);
  });
});
