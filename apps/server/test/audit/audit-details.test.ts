import { ADMISSION_API, AUDIT_DETAIL, GROUP_API, isAuditAction } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts, auditEvents } from '../../src/db/schema/index.js';
import { adminCall, newInstituteBody, superAdmin } from '../support/admin-helpers.js';
import { admissionSchool, pendingApplication, staffCall } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { as, createProfile } from '../support/factories.js';
import { call } from '../support/groups-helpers.js';
import { csvOf, importStudents, studentRow } from '../support/imports-helpers.js';
import { acceptOnly } from '../support/invitations-helpers.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

describe('audit details', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('keeps every event in the shape its action declares, whichever way a member joined', async () => {
    // The demo's seed, and each way a member joins: an admin's own addition (the factories),
    // an accepted application, an accepted invitation, an imported row, a new institute's
    // first admin.
    await demoSchool(t);
    const s = await admissionSchool(t);
    const application = await pendingApplication(t, s);
    const accepted = await staffCall(
      t,
      s.admin,
      'POST',
      `${ADMISSION_API.accept(application)}?groupId=${s.institute.id}`,
      {},
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const holder = await createProfile(t);
    const [account] = await db().select().from(accounts).where(eq(accounts.id, holder.accountId));
    const invited = await call(t, s.admin, 'POST', GROUP_API.invite(s.institute.id), {
      email: account?.email,
      firstName: 'Held',
      lastName: 'Account',
      roleId: s.institute.roles.TEACHER.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect((await acceptOnly(t, holder)).statusCode).toBe(200);
    const csv = csvOf('students', [studentRow(1, { className: s.open.name })]);
    const imported = await importStudents(t, s.institute.id, as(s.admin), csv);
    expect(imported.json()).toMatchObject({ imported: 1, failed: [] });
    const chief = await superAdmin(t);
    const created = await adminCall(t, 'POST', '/rest/admin/institutes', chief, newInstituteBody());
    expect(created.statusCode, created.body).toBe(201);

    const rows = await db().select().from(auditEvents);
    const wrong = rows.filter((row) => {
      if (!isAuditAction(row.action)) return true;
      return !z.strictObject(AUDIT_DETAIL[row.action].shape).safeParse(row.detail).success;
    });
    expect(wrong.map((r) => `${r.action} ${JSON.stringify(r.detail)}`)).toEqual([]);
    const joins = rows.filter((r) => r.action === 'membership.added').map((r) => r.detail);
    expect(joins.some((d) => d.source === 'import')).toBe(true);
    expect(joins.some((d) => typeof d.invitationId === 'string')).toBe(true);
    expect(joins.some((d) => d.newAccount !== undefined)).toBe(true);
  });
});
