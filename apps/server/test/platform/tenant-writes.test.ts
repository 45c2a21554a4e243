import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, memberships, roles, transportStops } from '../../src/db/schema/index.js';
import {
  deleteClassRow,
  setAdmissionOpen,
  updateClassRow,
} from '../../src/modules/groups/queries.js';
import {
  deleteMembership,
  setMembershipRole,
} from '../../src/modules/people/membership-queries.js';
import { deleteRole, updateRole } from '../../src/modules/roles/queries.js';
import {
  deleteStop,
  insertRoute,
  insertStop,
  shiftStops,
  updateStop,
} from '../../src/modules/transport/itinerary-queries.js';
import { useTestApp } from '../support/app.js';
import { createClass, createInstitute, createMember, createRole } from '../support/factories.js';
import { unfilteredTenantWrites } from '../support/tenant-writes.js';

// Defence in depth (issue 21): an UPDATE or DELETE by id repeats the institute (or the group) in
// its own WHERE, so a right id with another institute changes nothing, whatever the read before
// it missed.

const t = useTestApp();
const db = () => t.app.deps.database.db;

describe('updates and deletes by id keep to the institute in the statement itself', () => {
  it('roles, classes and memberships: a right id with another institute changes nothing', async () => {
    const ours = await createInstitute(t, { name: 'Ours' });
    const theirs = await createInstitute(t, { name: 'Theirs' });
    const role = await createRole(t, ours, ['getFeeStructure']);
    const klass = await createClass(t, ours, 'Class 1 A');
    await createMember(t, klass, 'STUDENT', { institute: ours });
    const [member] = await db().select().from(memberships).where(eq(memberships.groupId, klass.id));
    if (!member) throw new Error('no membership');

    await updateRole(db(), theirs.id, role.id, { name: 'Taken over', permissions: [] });
    await deleteRole(db(), theirs.id, role.id);
    const [roleAfter] = await db().select().from(roles).where(eq(roles.id, role.id));
    expect(roleAfter).toMatchObject({ name: role.name, permissions: ['getFeeStructure'] });

    expect(
      await updateClassRow(db(), theirs.id, klass.id, { name: 'X', level: '9', section: null }),
    ).toBeUndefined();
    await setAdmissionOpen(db(), theirs.id, klass.id, true);
    await deleteClassRow(db(), theirs.id, klass.id);
    const [classAfter] = await db().select().from(groups).where(eq(groups.id, klass.id));
    expect(classAfter).toMatchObject({
      name: 'Class 1 A',
      admissionConfigSet: klass.admissionConfigSet,
    });

    // A membership belongs to its group: another group's id (their institute, or our institute
    // for a class's membership) touches nothing.
    for (const groupId of [theirs.id, ours.id]) {
      await setMembershipRole(db(), groupId, member.id, role.id);
      await deleteMembership(db(), groupId, member.id);
    }
    const [memberAfter] = await db()
      .select()
      .from(memberships)
      .where(eq(memberships.id, member.id));
    expect(memberAfter?.roleId).toBe(member.roleId);

    // The right institute does change them.
    await updateRole(db(), ours.id, role.id, { name: 'Renamed', permissions: [] });
    expect((await db().select().from(roles).where(eq(roles.id, role.id)))[0]?.name).toBe('Renamed');
  });

  it('transport stops: moved, renamed, shifted or deleted only within the institute', async () => {
    const ours = await createInstitute(t, { name: 'Ours' });
    const theirs = await createInstitute(t, { name: 'Theirs' });
    const route = await insertRoute(db(), {
      instituteId: ours.id,
      name: 'North',
      vehicleId: null,
      createdAt: t.clock.now(),
    });
    const stop = await insertStop(db(), {
      instituteId: ours.id,
      routeId: route.id,
      name: 'Hebbal',
      pickupTime: '07:30',
      position: 1,
    });
    expect(await updateStop(db(), theirs.id, stop.id, { name: 'Gone' })).toBeUndefined();
    await shiftStops(db(), theirs.id, route.id, 1, 1, 1);
    await deleteStop(db(), theirs.id, stop);
    const [after] = await db()
      .select()
      .from(transportStops)
      .where(and(eq(transportStops.id, stop.id)));
    expect(after).toMatchObject({ name: 'Hebbal', position: 1 });
  });

  it('knows an UPDATE or DELETE of a tenant table without the institute in its WHERE', () => {
    expect(
      unfilteredTenantWrites('delete from "student_transport" where "student_transport"."id" = $1'),
    ).toEqual(['student_transport']);
    expect(
      unfilteredTenantWrites(
        'update "transport_stops" set "name" = $1 where ("transport_stops"."institute_id" = $2 and "transport_stops"."id" = $3)',
      ),
    ).toEqual([]);
    expect(unfilteredTenantWrites('update "accounts" set "email" = $1 where "id" = $2')).toEqual(
      [],
    );
  });
});
