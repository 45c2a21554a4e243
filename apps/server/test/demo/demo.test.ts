import { API } from '@shala/shared';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  academicSessions,
  accounts,
  admissionApplications,
  admissionConfigs,
  admissionDocuments,
  groups,
  guardianLinks,
  invitations,
  memberships,
  roles,
  storedFiles,
  userProfiles,
} from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { seedDemo } from '../../src/demo/seed.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;
const seed = () => seedDemo({ db: db(), clock: t.clock, files: t.app.deps.files });

/** Each profile of the account with its memberships: group name, role key, session name. */
async function profilesOf(username: string) {
  const rows = await db()
    .select({
      profileId: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      isDefault: userProfiles.isDefault,
      verified: userProfiles.verified,
      defaultInstituteId: userProfiles.defaultInstituteId,
      group: groups.name,
      role: roles.builtinKey,
      session: academicSessions.name,
    })
    .from(accounts)
    .innerJoin(userProfiles, eq(userProfiles.accountId, accounts.id))
    .leftJoin(memberships, eq(memberships.profileId, userProfiles.id))
    .leftJoin(groups, eq(groups.id, memberships.groupId))
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .leftJoin(academicSessions, eq(academicSessions.id, memberships.sessionId))
    .where(eq(accounts.username, username));
  const byName = new Map<
    string,
    {
      isDefault: boolean;
      verified: boolean;
      defaultInstituteId: string | null;
      id: string;
      memberships: string[];
    }
  >();
  for (const r of rows) {
    const name = `${r.firstName} ${r.lastName}`;
    const entry = byName.get(name) ?? {
      id: r.profileId,
      isDefault: r.isDefault,
      verified: r.verified,
      defaultInstituteId: r.defaultInstituteId,
      memberships: [],
    };
    if (r.group) entry.memberships.push(`${r.group} ${r.role} ${r.session ?? 'all sessions'}`);
    entry.memberships.sort();
    byName.set(name, entry);
  }
  return byName;
}

const countOf = async (table: PgTable, where?: SQL) => {
  const [row] = await db().select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

describe('npm run demo (seedDemo)', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('creates the demo school contract', async () => {
    const result = await demoSchool(t, { fresh: true });
    expect(result.school).toBe('created');
    expect(result.accounts.every((a) => a.state === 'created')).toBe(true);

    const [school] = await db().select().from(groups).where(eq(groups.name, 'Demo Public School'));
    expect(school).toMatchObject({ type: 'INSTITUTE', verified: true });
    expect(school?.setupCompletedAt).toBeInstanceOf(Date);
    const instituteId = school?.id as string;

    const sessions = await db()
      .select()
      .from(academicSessions)
      .where(eq(academicSessions.instituteId, instituteId))
      .orderBy(academicSessions.startDate);
    expect(sessions.map((s) => [s.name, s.startDate, s.endDate, s.activeStatus])).toEqual([
      ['2025-26', '2025-04-01', '2026-03-31', false],
      ['2026-27', '2026-04-01', '2027-03-31', true],
    ]);
    expect(school?.activeSessionId).toBe(sessions[1]?.id);

    const classes = await db().select().from(groups).where(eq(groups.superGroupId, instituteId));
    const names = classes.map((c) => c.name);
    expect(names).toHaveLength(23);
    for (const name of [
      'Nursery A',
      'LKG A',
      'UKG A',
      'Class 1 A',
      'Class 10 A',
      'Class 1 B',
      'Class 10 B',
    ]) {
      expect(names).toContain(name);
    }
    expect(classes.find((c) => c.name === 'Class 5 A')).toMatchObject({
      type: 'CLASS',
      level: 'Class 5',
      section: 'A',
    });
    expect(
      classes
        .filter((c) => c.admissionConfigSet)
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Class 1 A', 'Class 6 A', 'Class 9 A', 'LKG A', 'Nursery A']);

    const superadmin = await db().query.accounts.findFirst({
      where: (a, { eq }) => eq(a.username, 'superadmin'),
    });
    expect(superadmin?.accountRole).toBe('ROLE_SUPER_ADMIN');

    expect([...(await profilesOf('anita_desai')).values()][0]?.memberships).toEqual([
      'Demo Public School INSTITUTE_ADMIN all sessions',
    ]);
    expect([...(await profilesOf('asha_verma')).values()][0]?.memberships).toEqual([
      'Class 5 A TEACHER 2026-27',
      'Demo Public School TEACHER all sessions',
    ]);
    const rohan = [...(await profilesOf('rohan_mehta')).values()][0];
    expect(rohan?.memberships).toEqual([
      'Class 5 A STUDENT 2026-27',
      'Demo Public School STUDENT 2026-27',
    ]);
    for (const [username, role] of [
      ['vikram_iyer', 'FRONT_OFFICE'],
      ['kavita_rao', 'ACCOUNTANT'],
      ['suresh_nair', 'TRANSPORT_MANAGER'],
    ]) {
      const profile = [...(await profilesOf(username as string)).values()][0];
      expect(profile?.memberships).toEqual([`Demo Public School ${role} all sessions`]);
      expect(profile?.defaultInstituteId).toBe(instituteId);
      expect(profile?.verified).toBe(true);
    }

    const priya = await profilesOf('priya_sharma');
    expect([...priya.keys()].sort()).toEqual(['Aarav Sharma', 'Diya Sharma', 'Priya Sharma']);
    expect(priya.get('Priya Sharma')?.isDefault).toBe(true);
    expect(priya.get('Priya Sharma')?.memberships).toEqual([
      'Class 3 A PARENT 2026-27',
      'Class 7 B PARENT 2026-27',
      'Demo Public School PARENT 2026-27',
    ]);
    expect(priya.get('Aarav Sharma')?.memberships).toEqual([
      'Class 3 A STUDENT 2026-27',
      'Demo Public School STUDENT 2026-27',
    ]);
    expect(priya.get('Diya Sharma')?.memberships).toEqual([
      'Class 7 B STUDENT 2026-27',
      'Demo Public School STUDENT 2026-27',
    ]);
    expect(
      [...priya.values()].every((p) => p.verified && p.defaultInstituteId === instituteId),
    ).toBe(true);
    // Issue 22 item 8: the named students' profiles show a date of birth and a blood group.
    const named = await db()
      .select({
        name: userProfiles.firstName,
        dateOfBirth: userProfiles.dateOfBirth,
        bloodGroup: userProfiles.bloodGroup,
        fatherName: userProfiles.fatherName,
      })
      .from(userProfiles)
      .where(
        inArray(
          userProfiles.id,
          [rohan, priya.get('Aarav Sharma'), priya.get('Diya Sharma')].map((p) => p?.id as string),
        ),
      );
    expect(named.sort((x, y) => x.name.localeCompare(y.name))).toEqual([
      { name: 'Aarav', dateOfBirth: '2017-08-14', bloodGroup: 'O+', fatherName: null },
      { name: 'Diya', dateOfBirth: '2013-11-02', bloodGroup: 'A+', fatherName: null },
      // His father, linked as his guardian, is named on his profile too.
      { name: 'Rohan', dateOfBirth: '2015-06-21', bloodGroup: 'B+', fatherName: 'Sunil Mehta' },
    ]);
    const links = await db()
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.parentProfileId, priya.get('Priya Sharma')?.id as string));
    expect(links.map((l) => l.studentProfileId).sort()).toEqual(
      [priya.get('Aarav Sharma')?.id, priya.get('Diya Sharma')?.id].sort(),
    );

    // About 300 students (class memberships with the STUDENT role), each with a parent.
    const studentRole = await db().query.roles.findFirst({
      where: (r, { and, eq }) => and(eq(r.instituteId, instituteId), eq(r.builtinKey, 'STUDENT')),
    });
    const classIds = new Set(classes.map((c) => c.id));
    const studentMemberships = (
      await db()
        .select()
        .from(memberships)
        .where(eq(memberships.roleId, studentRole?.id as string))
    ).filter((m) => classIds.has(m.groupId));
    expect(studentMemberships.length).toBeGreaterThanOrEqual(280);
    expect(studentMemberships.length).toBeLessThanOrEqual(320);
    expect(await countOf(guardianLinks)).toBeGreaterThanOrEqual(studentMemberships.length);
    // The crowd waits for invitations: no password, e-mail not yet verified.
    expect(
      await countOf(accounts, eq(accounts.passwordHash, 'invitation-pending')),
    ).toBeGreaterThan(250);

    const pending = await db()
      .select()
      .from(admissionApplications)
      .where(
        and(
          eq(admissionApplications.instituteId, instituteId),
          eq(admissionApplications.status, 'PENDING'),
        ),
      );
    expect(pending).toHaveLength(5);
    // Each has the documents the form's note requires, and the instructions agree with it.
    const documents = await db()
      .select({ applicationId: admissionDocuments.applicationId, name: storedFiles.originalName })
      .from(admissionDocuments)
      .innerJoin(storedFiles, eq(storedFiles.id, admissionDocuments.fileId));
    for (const application of pending) {
      const names = documents.filter((d) => d.applicationId === application.id).map((d) => d.name);
      expect(names).toEqual(expect.arrayContaining(['pancard.jpg', 'adhar.jpg']));
    }
    // Two waiting invitations: Asha is asked to teach Class 6 A, a new teacher to join.
    const waiting = await db()
      .select({
        email: invitations.email,
        groupId: invitations.groupId,
        newAccount: invitations.newAccount,
      })
      .from(invitations)
      .where(eq(invitations.status, 'PENDING'));
    expect(waiting.map((w) => [w.email, w.newAccount]).sort()).toEqual([
      ['asha.verma@demo.shala.in', false],
      ['meera.iyer@demo.shala.in', true],
    ]);
    expect(waiting.find((w) => !w.newAccount)?.groupId).toBe(
      classes.find((c) => c.name === 'Class 6 A')?.id,
    );

    const configs = await db().select().from(admissionConfigs);
    expect(configs).toHaveLength(5);
    for (const config of configs) {
      expect(config.instructions).toMatch(/^Besides the PanCard and AdHar documents, /);
    }
  });

  it('gives the named accounts their passwords', async () => {
    await demoSchool(t);
    for (const { username, password } of DEMO_ACCOUNTS.filter((a) =>
      ['anita_desai', 'priya_sharma'].includes(a.username),
    )) {
      const res = await t.app.inject({
        method: 'POST',
        url: API.login,
        headers: headers(),
        payload: { username, password },
      });
      expect(res.statusCode, username).toBe(200);
      expect(sessionCookie(res)).toMatch(/^shala_session=/);
    }
  });

  it('changes nothing when run again', async () => {
    await demoSchool(t);
    const before = await Promise.all(
      [accounts, userProfiles, memberships, groups, admissionApplications].map((table) =>
        countOf(table),
      ),
    );
    const again = await seed();
    expect(again.school).toBe('exists');
    expect(again.accounts.every((a) => a.state === 'exists')).toBe(true);
    const after = await Promise.all(
      [accounts, userProfiles, memberships, groups, admissionApplications].map((table) =>
        countOf(table),
      ),
    );
    expect(after).toEqual(before);
  });
});
