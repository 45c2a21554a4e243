import { GRANT_MESSAGES, GROUP_ACTIONS, ROLE_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createClass, createMember, createRole } from '../support/factories.js';
import { auditRows, call, schoolWithAdmin } from '../support/groups-helpers.js';

const t = useTestApp();

type Role = {
  id: string;
  name: string;
  builtinKey: string | null;
  permissions: string[];
  memberCount: number;
  grantable: boolean;
  editable: boolean;
};

describe('roles of an institute', () => {
  it('lists built-in roles first with their permissions and holders; a class answers for its institute', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const cls = await createClass(t, institute, 'Class 1 A');
    const res = await call(t, admin, 'GET', `/rest/roles?groupId=${institute.id}`);
    expect(res.statusCode).toBe(200);
    const roles = res.json() as Role[];
    expect(roles).toHaveLength(8);
    expect(
      roles.every((r) => r.grantable && (r.builtinKey === 'INSTITUTE_ADMIN') !== r.editable),
    ).toBe(true);
    const adminRole = roles.find((r) => r.builtinKey === 'INSTITUTE_ADMIN');
    expect(adminRole).toMatchObject({ name: 'Institute Admin', memberCount: 1 });
    expect(adminRole?.permissions).toHaveLength(GROUP_ACTIONS.length);
    const viaClass = await call(t, admin, 'GET', `/rest/roles?groupId=${cls.id}`);
    expect(viaClass.json()).toEqual(roles);
    const student = await createMember(t, institute, 'STUDENT', { institute });
    expect((await call(t, student, 'GET', `/rest/roles?groupId=${institute.id}`)).statusCode).toBe(
      403,
    );
  });

  it('creates a role (audited), refusing duplicates (409) and unknown actions (400)', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const url = `/rest/roles?groupId=${institute.id}`;
    const res = await call(t, admin, 'POST', url, {
      name: '  Class   Coordinator ',
      permissions: ['getGroup', 'getMembers'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Class Coordinator',
      builtinKey: null,
      permissions: ['getGroup', 'getMembers'],
      memberCount: 0,
    });
    expect(await auditRows(t, institute, 'role.created')).toHaveLength(1);
    const dup = await call(t, admin, 'POST', url, { name: 'class coordinator', permissions: [] });
    expect(dup.statusCode).toBe(409);
    const dupBuiltin = await call(t, admin, 'POST', url, { name: 'Teacher', permissions: [] });
    expect(dupBuiltin.statusCode).toBe(409);
    const unknown = await call(t, admin, 'POST', url, { name: 'X', permissions: ['rootAccess'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(ROLE_MESSAGES.unknownPermission('rootAccess'));
    for (const body of [
      {},
      { name: '', permissions: [] },
      { name: 'x'.repeat(80), permissions: [] },
      { name: 'Y', permissions: 'getGroup' },
      { name: 'Y', permissions: ['getGroup', 'getGroup'] },
      { name: 'Y', permissions: ['getNotifications'] },
      { name: 'Y', permissions: [], builtinKey: 'INSTITUTE_ADMIN' },
    ]) {
      expect((await call(t, admin, 'POST', url, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('updates a role; built-in roles keep their key, the admin role keeps manageRoles', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const q = `?groupId=${institute.id}`;
    const teacher = await call(t, admin, 'PUT', `/rest/roles/${institute.roles.TEACHER.id}${q}`, {
      name: 'Subject Teacher',
      permissions: ['getGroup'],
    });
    expect(teacher.statusCode, teacher.body).toBe(200);
    expect(teacher.json()).toMatchObject({
      name: 'Subject Teacher',
      builtinKey: 'TEACHER',
      permissions: ['getGroup'],
    });
    const rows = await auditRows(t, institute, 'role.updated');
    expect(rows[0]?.detail).toMatchObject({ from: 'Teacher', name: 'Subject Teacher' });
    const adminUrl = `/rest/roles/${institute.roles.INSTITUTE_ADMIN.id}${q}`;
    // Nobody changes a role they hold: a deputy with every permission edits the admin role.
    const own = await call(t, admin, 'PUT', adminUrl, {
      name: 'Head',
      permissions: [...GROUP_ACTIONS],
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(GRANT_MESSAGES.ownRole);
    const deputy = await createMember(
      t,
      institute,
      await createRole(t, institute, [...GROUP_ACTIONS]),
    );
    const lose = await call(t, deputy, 'PUT', adminUrl, {
      name: 'Institute Admin',
      permissions: ['getGroup'],
    });
    expect(lose.statusCode).toBe(409);
    expect(lose.json().message).toBe(ROLE_MESSAGES.adminKeepsRoles);
    const clash = await call(t, deputy, 'PUT', adminUrl, {
      name: 'Subject Teacher',
      permissions: [...GROUP_ACTIONS],
    });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes an unused own role; refuses built-in and held roles (409)', async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const q = `?groupId=${institute.id}`;
    const free = await createRole(t, institute, ['getGroup']);
    const held = await createRole(t, institute, ['getGroup']);
    await createMember(t, institute, held);
    const builtin = await call(t, admin, 'DELETE', `/rest/roles/${institute.roles.PARENT.id}${q}`);
    expect(builtin.statusCode).toBe(409);
    expect(builtin.json().message).toBe(ROLE_MESSAGES.builtinDelete);
    const inUse = await call(t, admin, 'DELETE', `/rest/roles/${held.id}${q}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(ROLE_MESSAGES.inUse(held.name, 1));
    const ok = await call(t, admin, 'DELETE', `/rest/roles/${free.id}${q}`);
    expect(ok.statusCode).toBe(204);
    expect(await auditRows(t, institute, 'role.deleted')).toHaveLength(1);
  });

  it("answers 404 for another institute's role and 403 without manageRoles", async () => {
    const { institute, admin } = await schoolWithAdmin(t);
    const { institute: other } = await schoolWithAdmin(t);
    const q = `?groupId=${institute.id}`;
    const put = await call(t, admin, 'PUT', `/rest/roles/${other.roles.TEACHER.id}${q}`, {
      name: 'Mine now',
      permissions: [],
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await call(t, admin, 'DELETE', `/rest/roles/${other.roles.TEACHER.id}${q}`)).statusCode,
    ).toBe(404);
    const teacher = await createMember(t, institute, 'TEACHER', { institute });
    const res = await call(t, teacher, 'POST', `/rest/roles${q}`, { name: 'Z', permissions: [] });
    expect(res.statusCode).toBe(403);
  });
});
