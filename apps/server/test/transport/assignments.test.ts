import { TRANSPORT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  assign,
  line,
  ok,
  owed,
  payInto,
  tcall,
  transportDues,
  transportSchool,
} from './transport-school.js';

const t = useTestApp();
guardTenantWrites(t);

type Assignment = {
  id: string;
  userProfileId: string;
  fullName: string;
  className: string;
  stopName: string;
  routeName: string;
  dues: { payable: number; paid: number; due: number; instalments: number };
};

describe('students assigned to stops', () => {
  it('assigns a student, giving the stop’s instalments as dues, listed with their class', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { instalments: [300_000, 250_000] });
    const rohan = s.students[0];
    const res = await assign(t, s, rohan, l.stopIds[0] as string);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: TRANSPORT_TEXTS.assigned,
      data: {
        userProfileId: rohan.profileId,
        fullName: 'Rohan Test',
        className: 'Class 5 A',
        stopName: 'MG Road',
        routeName: 'Route 1',
        pickupTime: '07:10',
        dues: { payable: 550_000, paid: 0, due: 550_000, instalments: 2 },
      },
    });
    const dues = owed(await transportDues(t, s, rohan));
    expect(dues.map((d) => [d.particular, d.amountPaise, d.classId, d.source])).toEqual([
      ['Term 1 (MG Road)', 300_000, s.classA.id, 'TRANSPORT'],
      ['Term 2 (MG Road)', 250_000, s.classA.id, 'TRANSPORT'],
    ]);

    await ok(assign(t, s, s.students[3], l.stopIds[1] as string));
    const all = await ok<{ items: Assignment[] }>(
      tcall(t, s.accountant, 'GET', 'assignment', { groupId: s.institute.id }),
    );
    expect(all.items.map((a) => [a.fullName, a.className, a.stopName])).toEqual([
      ['Rohan Test', 'Class 5 A', 'MG Road'],
      ['Ira Test', 'Class 6 B', 'Indiranagar'],
    ]);
    const ofClass = await ok<{ items: Assignment[] }>(
      tcall(t, s.manager, 'GET', 'assignment', { groupId: s.classB.id }),
    );
    expect(ofClass.items.map((a) => a.fullName)).toEqual(['Ira Test']);
    const [audit] = await auditRows(t, s.institute, 'transport.assigned');
    expect(audit).toMatchObject({
      targetId: rohan.profileId,
      detail: { classId: s.classA.id, stopName: 'MG Road', routeName: 'Route 1' },
    });

    // The same stop again changes nothing.
    const again = await assign(t, s, rohan, l.stopIds[0] as string);
    expect(again.json().message).toBe(TRANSPORT_TEXTS.alreadyThere);
    expect(owed(await transportDues(t, s, rohan))).toHaveLength(2);
  });

  it('moves a student: paid dues stay, unpaid ones follow the new stop', async () => {
    const s = await transportSchool(t);
    const one = await line(t, s, { name: 'Route 1', instalments: [300_000, 300_000] });
    const two = await line(t, s, {
      name: 'Route 2',
      stops: ['Hebbal'],
      instalments: [400_000, 400_000],
    });
    const rohan = s.students[0];
    await ok(assign(t, s, rohan, one.stopIds[0] as string));
    const [term1] = owed(await transportDues(t, s, rohan));
    await payInto(t, term1?.id as string, 300_000);

    const moved = await assign(t, s, rohan, two.stopIds[0] as string);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      message: TRANSPORT_TEXTS.moved,
      data: {
        stopName: 'Hebbal',
        routeName: 'Route 2',
        dues: { payable: 800_000, paid: 300_000, due: 500_000 },
      },
    });
    const all = await transportDues(t, s, rohan);
    expect(owed(all).map((d) => [d.particular, d.amountPaise, d.paidPaise])).toEqual([
      ['Term 1 (Hebbal)', 400_000, 300_000],
      ['Term 2 (Hebbal)', 400_000, 0],
    ]);
    expect(owed(all)[0]?.id).toBe(term1?.id);
    expect(all.filter((d) => d.cancelledAt !== null).map((d) => d.particular)).toEqual([
      'Term 2 (MG Road)',
    ]);
    const [audit] = await auditRows(t, s.institute, 'transport.moved');
    expect(audit?.detail).toMatchObject({
      stopName: 'Hebbal',
      routeName: 'Route 2',
      fromStopName: 'MG Road',
      fromRouteName: 'Route 1',
    });
  });

  it('removes a student, cancelling unpaid dues; refuses while anything is paid', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s);
    const [rohan, meera] = s.students;
    const r = await ok<{ data: Assignment }>(assign(t, s, rohan, l.stopIds[0] as string));
    const m = await ok<{ data: Assignment }>(assign(t, s, meera, l.stopIds[0] as string));

    const gone = await tcall(t, s.manager, 'DELETE', 'assignment', {
      groupId: s.institute.id,
      id: r.data.id,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(TRANSPORT_TEXTS.removed);
    expect(owed(await transportDues(t, s, rohan))).toEqual([]);
    expect(await auditRows(t, s.institute, 'transport.removed')).toHaveLength(1);

    const [term1] = owed(await transportDues(t, s, meera));
    await payInto(t, term1?.id as string, 1);
    const refused = await tcall(t, s.manager, 'DELETE', 'assignment', {
      groupId: s.institute.id,
      id: m.data.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Term 1 (MG Road) has ₹0.01 paid into it; it cannot be removed. Revert the payment first.',
    );
    const still = await ok<{ items: Assignment[] }>(
      tcall(t, s.manager, 'GET', 'assignment', { groupId: s.institute.id }),
    );
    expect(still.items.map((a) => a.fullName)).toEqual(['Meera Test']);
    expect(owed(await transportDues(t, s, meera))).toHaveLength(2);
  });

  it("respects the seats of the route's vehicle, and needs a running vehicle (409)", async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { capacity: 2 });
    const [a, b, c] = s.students;
    await ok(assign(t, s, a, l.stopIds[0] as string));
    await ok(assign(t, s, b, l.stopIds[1] as string));
    const full = await assign(t, s, c, l.stopIds[0] as string);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(TRANSPORT_TEXTS.routeFull('Bus of Route 1', 2));
    expect(owed(await transportDues(t, s, c))).toEqual([]);
    // Moving along the same route takes no extra seat.
    expect((await assign(t, s, a, l.stopIds[1] as string)).statusCode).toBe(200);

    await ok(
      tcall(t, s.manager, 'DELETE', 'vehicle/disable', {
        groupId: s.institute.id,
        id: l.vehicleId,
      }),
    );
    // A seat is free again, but the vehicle no longer runs.
    const riders = await ok<{ items: Assignment[] }>(
      tcall(t, s.manager, 'GET', 'assignment', { groupId: s.institute.id }),
    );
    await ok(
      tcall(t, s.manager, 'DELETE', 'assignment', {
        groupId: s.institute.id,
        id: riders.items[0]?.id,
      }),
    );
    const off = await assign(t, s, c, l.stopIds[0] as string);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(TRANSPORT_TEXTS.vehicleOff);

    const bare = await ok<{ data: { id: string } }>(
      tcall(t, s.manager, 'POST', 'route', { groupId: s.institute.id, name: 'No bus' }),
    );
    const stop = await ok<{ data: { stops: { id: string }[] } }>(
      tcall(t, s.manager, 'POST', 'stop', {
        groupId: s.institute.id,
        routeId: bare.data.id,
        name: 'Lonely',
      }),
    );
    const none = await assign(t, s, c, stop.data.stops[0]?.id as string);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(TRANSPORT_TEXTS.noVehicle);
  });

  it('gives the last seat to one of two students asking at once', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { capacity: 1 });
    const answers = await Promise.all([
      assign(t, s, s.students[0], l.stopIds[0] as string),
      assign(t, s, s.students[1], l.stopIds[1] as string),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const riders = await ok<{ items: Assignment[] }>(
      tcall(t, s.manager, 'GET', 'assignment', { groupId: s.institute.id }),
    );
    expect(riders.items).toHaveLength(1);
  });

  it('takes a class as the group: only its students', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s);
    const ira = s.students[3];
    const wrongClass = await tcall(t, s.manager, 'POST', 'assignment', {
      groupId: s.classA.id,
      userProfileId: ira.profileId,
      stopId: l.stopIds[0],
      sessionId: s.institute.session.id,
    });
    expect(wrongClass.statusCode).toBe(404);
    expect(wrongClass.json().message).toBe(TRANSPORT_TEXTS.studentNotFound);
    const inClass = await ok<{ data: Assignment }>(
      tcall(t, s.manager, 'POST', 'assignment', {
        groupId: s.classB.id,
        userProfileId: ira.profileId,
        stopId: l.stopIds[0],
        sessionId: s.institute.session.id,
      }),
    );
    const fromOtherClass = await tcall(t, s.manager, 'DELETE', 'assignment', {
      groupId: s.classA.id,
      id: inClass.data.id,
    });
    expect(fromOtherClass.statusCode).toBe(404);
  });

  it('refuses a non-student, another institute’s student, stop or assignment (404), and hostile input (400)', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s);
    const mine = await ok<{ data: Assignment }>(
      assign(t, s, s.students[0], l.stopIds[0] as string),
    );
    const cases = [
      [s.teacher.profileId, l.stopIds[0], TRANSPORT_TEXTS.studentNotFound],
      [s.other.student.profileId, l.stopIds[0], TRANSPORT_TEXTS.studentNotFound],
    ] as const;
    for (const [userProfileId, stopId, message] of cases) {
      const res = await tcall(t, s.manager, 'POST', 'assignment', {
        groupId: s.institute.id,
        userProfileId,
        stopId,
        sessionId: s.institute.session.id,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(message);
    }
    // B's admin, acting in B, naming A's stop, student and assignment.
    const theirs = await tcall(t, s.other.admin, 'POST', 'assignment', {
      groupId: s.other.institute.id,
      userProfileId: s.other.student.profileId,
      stopId: l.stopIds[0],
      sessionId: s.other.institute.session.id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe(TRANSPORT_TEXTS.stopNotFound);
    const del = await tcall(t, s.other.admin, 'DELETE', 'assignment', {
      groupId: s.other.institute.id,
      id: mine.data.id,
    });
    expect(del.statusCode).toBe(404);
    const list = await ok<{ items: Assignment[] }>(
      tcall(t, s.other.admin, 'GET', 'assignment', { groupId: s.other.institute.id }),
    );
    expect(list.items).toEqual([]);

    for (const bad of [
      { userProfileId: "' or 1=1 --" },
      { stopId: 42 },
      { sessionId: null },
      { userProfileId: ['a', 'b'] },
    ]) {
      const res = await tcall(t, s.manager, 'POST', 'assignment', {
        groupId: s.institute.id,
        userProfileId: s.students[1].profileId,
        stopId: l.stopIds[0],
        sessionId: s.institute.session.id,
        ...bad,
      });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    // Students and teachers may not assign; an accountant reads only.
    expect((await assign(t, s, s.students[1], l.stopIds[0] as string, s.teacher)).statusCode).toBe(
      403,
    );
    expect(
      (await assign(t, s, s.students[1], l.stopIds[0] as string, s.accountant)).statusCode,
    ).toBe(403);
    expect(owed(await transportDues(t, s, s.students[1]))).toEqual([]);
  });
});
