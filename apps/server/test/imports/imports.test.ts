import { IMPORT_EXAMPLES, IMPORT_MESSAGES, importTemplate } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditEvents,
  guardianLinks,
  memberships,
  userProfiles,
} from '../../src/db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { DEMO_APPLICATIONS, DEMO_NAME_LISTS } from '../../src/demo/people.js';
import { DEMO_CLASSES, DEMO_STUDENTS } from '../../src/demo/school.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { as, createClass, createInstitute, createMember } from '../support/factories.js';
import { csvOf, importStudents, studentRow, upload } from '../support/imports-helpers.js';
import { setFirstPassword } from '../support/invitations-helpers.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

const t = useTestApp();
const db = () => t.app.deps.database.db;

async function school() {
  const institute = await createInstitute(t, { name: 'Green Valley School' });
  const class5 = await createClass(t, institute, 'Class 5 A');
  const class6 = await createClass(t, institute, 'Class 6 B');
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  return { institute, class5, class6, admin, h: as(admin, { institute: institute.id }) };
}

const accountByEmail = (email: string) =>
  db().query.accounts.findFirst({ where: (a, { eq }) => eq(a.email, email) });
const profilesOf = (accountId: string) =>
  db().select().from(userProfiles).where(eq(userProfiles.accountId, accountId));
const membershipsOf = (profileId: string) =>
  db().select().from(memberships).where(eq(memberships.profileId, profileId));

describe('POST /rest/import/students', () => {
  it('imports students as linked profiles of their parents, or with their own account, and invites new accounts', async () => {
    const { institute, class5, class6, h, admin } = await school();
    const csv = csvOf('students', [
      studentRow(1, {
        firstName: 'Aarav',
        gender: 'male',
        lastName: 'Sharma',
        parentEmail: 'priya@example.com',
        parentFirstName: 'priya',
        parentLastName: 'sharma',
      }),
      studentRow(2, {
        firstName: 'Diya',
        lastName: 'Sharma',
        className: 'class 6 b',
        parentEmail: 'Priya@Example.com',
        parentFirstName: 'Priya',
        parentLastName: 'Sharma',
        registrationNo: '',
      }),
      studentRow(3, {
        firstName: 'Kabir',
        lastName: 'Nair',
        email: 'kabir@example.com',
        parentEmail: '',
        relation: 'Father',
        parentFirstName: 'Anil',
        parentLastName: 'Nair',
      }),
    ]);
    const res = await importStudents(t, institute.id, h, csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ imported: 3, failed: [] });

    // Priya: one account, her profile and both children's linked profiles, both guardian links.
    const priya = await accountByEmail('priya@example.com');
    expect(priya?.passwordHash).toBe('invitation-pending');
    const profiles = await profilesOf(priya?.id as string);
    const byName = Object.fromEntries(profiles.map((p) => [`${p.firstName} ${p.lastName}`, p]));
    expect(Object.keys(byName).sort()).toEqual(['Aarav Sharma', 'Diya Sharma', 'Priya Sharma']);
    expect(byName['Priya Sharma']?.isDefault).toBe(true);
    expect(byName['Aarav Sharma']).toMatchObject({
      isDefault: false,
      verified: true,
      gender: 'male',
      registrationNo: 'R1',
      motherName: 'Priya Sharma',
      defaultInstituteId: institute.id,
      defaultClassId: class5.id,
    });
    const aaravIn = (await membershipsOf(byName['Aarav Sharma']?.id as string)).map((m) => [
      m.groupId,
      m.roleId,
      m.sessionId,
    ]);
    expect(aaravIn).toEqual(
      expect.arrayContaining([
        [class5.id, institute.roles.STUDENT.id, institute.session.id],
        [institute.id, institute.roles.STUDENT.id, institute.session.id],
      ]),
    );
    const priyaIn = (await membershipsOf(byName['Priya Sharma']?.id as string))
      .map((m) => m.groupId)
      .sort();
    expect(priyaIn).toEqual([class5.id, class6.id, institute.id].sort());
    const links = await db()
      .select()
      .from(guardianLinks)
      .where(eq(guardianLinks.parentProfileId, byName['Priya Sharma']?.id as string));
    expect(links.map((l) => l.relation)).toEqual(['Mother', 'Mother']);

    // Kabir has his own account; his father has none (no e-mail given) but is named on the profile.
    const kabir = await accountByEmail('kabir@example.com');
    const [kabirProfile] = await profilesOf(kabir?.id as string);
    expect(kabirProfile).toMatchObject({ fatherName: 'Anil Nair', defaultClassId: class5.id });

    // Mails after commit: an invitation to each new account (Priya once), none for the sibling row.
    const to = t.mailer.sent.map((m) => m.to).sort();
    expect(to).toEqual(['kabir@example.com', 'priya@example.com', 'priya@example.com']);
    const invite = t.mailer.sent.find((m) => m.to === 'priya@example.com');
    expect(invite?.text).toContain('Aarav Sharma was added to Class 5 A of Green Valley School.');
    expect(invite?.text).toMatch(/http:\/\/shala\.test\/auth\/setpassword\/[0-9a-f-]{36}\/\S+/);
    const added = t.mailer.sent.filter((m) => m.to === 'priya@example.com')[1];
    expect(added?.subject).toContain('Diya Sharma was added to Class 6 B of Green Valley School.');

    // Audited with the admin as the actor.
    const events = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.actorProfileId, admin.profileId));
    expect(events.filter((e) => e.action === 'membership.added')).toHaveLength(4 + 3 + 2);
    expect(events.filter((e) => e.action === 'guardian.linked')).toHaveLength(2);
  });

  it('imports 997 of 1,000 students and reports exactly the 3 bad rows with reasons', async () => {
    const { institute, h } = await school();
    const rows = Array.from({ length: 1000 }, (_, i) => studentRow(i));
    rows[41] = studentRow(41, { className: 'Class 12 Z' });
    rows[499] = studentRow(499, { dateOfBirth: '31/02/2016' });
    rows[998] = studentRow(998, { parentEmail: '', relation: 'Uncle' });
    const res = await importStudents(t, institute.id, h, csvOf('students', rows));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: 997,
      failed: [
        { row: 43, errors: ['Class "Class 12 Z" does not exist in this institute.'] },
        { row: 501, errors: [IMPORT_MESSAGES.date] },
        { row: 1000, errors: [IMPORT_MESSAGES.relation, IMPORT_MESSAGES.parentEmailRequired] },
      ],
    });
    const students = await db()
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.groupId, institute.id),
          eq(memberships.roleId, institute.roles.STUDENT.id),
        ),
      );
    expect(students).toHaveLength(997);
    expect(t.mailer.sent).toHaveLength(997);
  }, 300_000);

  it("reports students' e-mails repeated in the file, an unknown class and a bad date, importing the rest", async () => {
    const { institute, h } = await school();
    const csv = csvOf('students', [
      studentRow(1, { email: 'same@example.com', parentEmail: '' }),
      studentRow(2, { email: 'SAME@example.com', parentEmail: '' }),
      studentRow(3, { className: 'Class 9 C', dateOfBirth: '2016-01-05' }),
      studentRow(4, { email: 'parent5@example.com' }),
      studentRow(5),
    ]);
    const res = await importStudents(t, institute.id, h, csv);
    expect(res.json()).toEqual({
      imported: 2,
      failed: [
        { row: 3, errors: ['Email is the same as in row 2.'] },
        {
          row: 4,
          errors: [IMPORT_MESSAGES.date, 'Class "Class 9 C" does not exist in this institute.'],
        },
        { row: 5, errors: ['Email is the same as in row 6.'] },
      ],
    });
    expect(await accountByEmail('parent3@example.com')).toBeUndefined();
    expect(await accountByEmail('parent5@example.com')).toBeDefined();
  });

  it('leaves nothing of a row that fails in the middle of its transaction (a registration number already used)', async () => {
    const { institute, h } = await school();
    expect(
      (
        await importStudents(
          t,
          institute.id,
          h,
          csvOf('students', [studentRow(1, { registrationNo: 'ADM-7' })]),
        )
      ).json(),
    ).toEqual({ imported: 1, failed: [] });
    t.mailer.clear();
    const res = await importStudents(
      t,
      institute.id,
      h,
      csvOf('students', [studentRow(2, { registrationNo: 'adm-7' }), studentRow(3)]),
    );
    expect(res.json()).toEqual({
      imported: 1,
      failed: [{ row: 2, errors: [IMPORT_MESSAGES.registrationTaken('adm-7')] }],
    });
    // The parent's account made before the clash was rolled back with the rest of the row.
    expect(await accountByEmail('parent2@example.com')).toBeUndefined();
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['parent3@example.com']);
  });

  it('refuses the same child twice (running a file again) without touching what exists', async () => {
    const { institute, h } = await school();
    const csv = csvOf('students', [studentRow(1, { registrationNo: '' })]);
    await importStudents(t, institute.id, h, csv);
    const res = await importStudents(t, institute.id, h, csv);
    expect(res.json()).toEqual({
      imported: 0,
      failed: [{ row: 2, errors: [IMPORT_MESSAGES.alreadyChild('Diya Iyer')] }],
    });
    const withOwn = csvOf('students', [
      studentRow(2, { email: 'own@example.com', parentEmail: '' }),
    ]);
    await importStudents(t, institute.id, h, withOwn);
    expect((await importStudents(t, institute.id, h, withOwn)).json()).toEqual({
      imported: 0,
      failed: [{ row: 2, errors: [IMPORT_MESSAGES.alreadyStudent('Class 5 A', '2026-27')] }],
    });
  });

  it('takes a named session, refuses an unknown one, and reads semicolon CSV with a BOM and blank lines', async () => {
    const { institute, h } = await school();
    const csv = `\uFEFFfirstName;lastName;className;gender;parentFirstName;parentLastName;parentEmail;relation;sessionName\r\nAarav;Sharma;Class 5 A;male;Priya;Sharma;p@example.com;Mother;2026-27\r\n\r\nDiya;Sharma;Class 5 A;female;Priya;Sharma;p@example.com;Mother;2030-31\r\n`;
    expect((await importStudents(t, institute.id, h, csv)).json()).toEqual({
      imported: 1,
      failed: [{ row: 4, errors: ['Session "2030-31" does not exist in this institute.'] }],
    });
  });

  it('answers 400 for a file that is not a CSV, has no header or no rows', async () => {
    const { institute, h } = await school();
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4b70000000049454e44ae426082',
      'hex',
    );
    const cases: [string | Buffer, string, string][] = [
      [png, 'photo.csv', IMPORT_MESSAGES.notCsv('photo.csv')],
      ['firstName,lastName\nA,B', 'students.xlsx', IMPORT_MESSAGES.notCsv('students.xlsx')],
      [
        Buffer.from([0x61, 0x2c, 0x00, 0x01, 0x62]),
        'binary.csv',
        IMPORT_MESSAGES.notCsv('binary.csv'),
      ],
      ['', 'empty.csv', IMPORT_MESSAGES.empty],
      [`${csvOf('students', [])}\r\n,,,\r\n`, 'header-only.csv', IMPORT_MESSAGES.empty],
      [
        'Aarav,Sharma,Class 5 A,male,Priya,Sharma,p@example.com,Mother',
        'no-header.csv',
        IMPORT_MESSAGES.missingHeader([
          'firstName',
          'lastName',
          'className',
          'gender',
          'parentFirstName',
          'parentLastName',
          'parentEmail',
          'relation',
        ]),
      ],
      ['firstName,lastName,"unclosed\nA,B', 'broken.csv', ''],
    ];
    for (const [content, name, message] of cases) {
      const res = await importStudents(t, institute.id, h, content, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      if (message) expect(res.json().message, name).toBe(message);
      else expect(res.json().message).toMatch(/^The file could not be read as CSV: /);
    }
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/rest/import/students?groupId=${institute.id}`,
      headers: h,
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    const big = await importStudents(
      t,
      institute.id,
      h,
      `${csvOf('students', [])}\n${'x,'.repeat(1_100_000)}`,
      'big.csv',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe(IMPORT_MESSAGES.tooLarge);
  });

  it('needs importMembers (403) in this institute (another one: 404), and a sign-in (401)', async () => {
    const { institute, class5 } = await school();
    const teacher = await createMember(t, class5, 'TEACHER', { institute });
    const csv = csvOf('students', [studentRow(1)]);
    const forbidden = await importStudents(
      t,
      institute.id,
      as(teacher, { institute: institute.id }),
      csv,
    );
    expect(forbidden.statusCode).toBe(403);
    const other = await createInstitute(t, { name: 'Other School' });
    const otherAdmin = await createMember(t, other, 'INSTITUTE_ADMIN', { institute: other });
    const foreign = await importStudents(
      t,
      institute.id,
      as(otherAdmin, { institute: other.id, session: other.session.id }),
      csv,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Green Valley');
    expect((await importStudents(t, institute.id, headers(), csv)).statusCode).toBe(401);
    expect(await accountByEmail('parent1@example.com')).toBeUndefined();
  });
});

describe('POST /rest/import/staff', () => {
  it('adds staff with their roles for all sessions, invites new accounts and reports bad rows', async () => {
    const { institute, h } = await school();
    const existing = await createMember(t, institute, 'TEACHER', { institute });
    const existingAccount = await db().query.accounts.findFirst({
      where: (a, { eq }) => eq(a.id, existing.accountId),
    });
    const csv = csvOf('staff', [
      {
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        role: 'teacher',
        registrationNo: 'EMP-1',
      },
      {
        firstName: 'Kavita',
        lastName: 'Rao',
        email: 'kavita@example.com',
        phone: '98450 12345',
        role: 'Accountant',
      },
      { firstName: 'Ravi', lastName: 'Kumar', email: 'ravi@example.com', role: 'Principal' },
      { firstName: 'Asha', lastName: 'Verma', email: 'ASHA@example.com', role: 'Teacher' },
      {
        firstName: 'Old',
        lastName: 'Friend',
        email: existingAccount?.email as string,
        role: 'Front Office and Gatekeeper',
      },
      { firstName: 'Sam', lastName: '', email: 'sam@', role: '' },
    ]);
    const res = await upload(t, `/rest/import/staff?groupId=${institute.id}`, h, csv, 'staff.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      imported: 2,
      failed: [
        { row: 4, errors: ['Role "Principal" does not exist in this institute.'] },
        { row: 5, errors: ['Email is the same as in row 2.'] },
        { row: 6, errors: [IMPORT_MESSAGES.alreadyStaff] },
        {
          row: 7,
          errors: [
            'Last name is required.',
            'Email must be a valid e-mail address.',
            'Role is required.',
          ],
        },
      ],
    });
    // New accounts get an invitation with a set-password link; they join when they set it.
    const asha = await accountByEmail('asha@example.com');
    const [ashaProfile] = await profilesOf(asha?.id as string);
    expect(ashaProfile).toMatchObject({ registrationNo: 'EMP-1', verified: true });
    expect(await membershipsOf(ashaProfile?.id as string)).toEqual([]);
    const kavita = await accountByEmail('kavita@example.com');
    expect((await profilesOf(kavita?.id as string))[0]?.phone).toBe('9845012345');
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([
      'asha@example.com',
      'kavita@example.com',
    ]);
    expect(t.mailer.last('asha@example.com').text).toContain(
      'asks you to join Green Valley School as Teacher.',
    );
    await setFirstPassword(t, 'asha@example.com');
    expect(
      (await membershipsOf(ashaProfile?.id as string)).map((m) => [
        m.groupId,
        m.roleId,
        m.sessionId,
      ]),
    ).toEqual([[institute.id, institute.roles.TEACHER.id, null]]);
    const [settled] = await profilesOf(asha?.id as string);
    expect(settled?.defaultInstituteId).toBe(institute.id);
  });
});

describe('GET /rest/import/templates/:kind', () => {
  it('gives a CSV with the header and one example row', async () => {
    const { institute, h } = await school();
    const res = await t.app.inject({
      method: 'GET',
      url: `/rest/import/templates/students?groupId=${institute.id}`,
      headers: h,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="students-import-template.csv"',
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(
      'firstName,lastName,className,gender,dateOfBirth,email,phone,registrationNo,parentFirstName,parentLastName,parentEmail,parentPhone,relation,sessionName',
    );
    const staff = await t.app.inject({
      method: 'GET',
      url: `/rest/import/templates/staff?groupId=${institute.id}`,
      headers: h,
    });
    expect(staff.body.split('\r\n')[0]).toBe('firstName,lastName,email,phone,role,registrationNo');
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/rest/import/templates/fees?groupId=${institute.id}`,
      headers: h,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the templates’ example rows', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('name nobody of the demo school and no demo class', () => {
    const { students, staff } = IMPORT_EXAMPLES;
    const people = [
      [students.firstName, students.lastName],
      [students.parentFirstName, students.parentLastName],
      [staff.firstName, staff.lastName],
    ] as [string, string][];
    const firstNames = new Set<string>([
      ...DEMO_NAME_LISTS.firstNames,
      ...DEMO_ACCOUNTS.map((a) => a.firstName),
      ...Object.values(DEMO_STUDENTS).flatMap((s) =>
        'firstName' in s ? [s.firstName] : [s.father.firstName],
      ),
      ...DEMO_APPLICATIONS.flatMap((a) => [a.firstName, ...a.fatherName.split(' ')]),
    ]);
    const lastNames = new Set<string>([
      ...DEMO_NAME_LISTS.lastNames,
      ...DEMO_ACCOUNTS.map((a) => a.lastName),
      ...DEMO_APPLICATIONS.map((a) => a.lastName),
    ]);
    for (const [first, last] of people) {
      expect(firstNames.has(first), first).toBe(false);
      expect(lastNames.has(last), last).toBe(false);
    }
    expect(DEMO_CLASSES.map((c) => c.name)).not.toContain(students.className);
    const demoEmails = DEMO_ACCOUNTS.map((a) => a.email);
    expect(demoEmails).not.toContain(students.parentEmail);
    expect(demoEmails).not.toContain(staff.email);
  });

  it('added unchanged to the demo school, the students template adds no one', async () => {
    await demoSchool(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/rest/auth/login',
      headers: headers(),
      payload: { username: 'anita_desai', password: 'Admin@1234' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const instituteId = login.json().defaultInstituteId as string;
    const res = await importStudents(
      t,
      instituteId,
      headers(sessionCookie(login)),
      importTemplate('students'),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      imported: 0,
      failed: [{ row: 2, errors: [IMPORT_MESSAGES.unknownClass('Class 5 C')] }],
    });
  });
});
