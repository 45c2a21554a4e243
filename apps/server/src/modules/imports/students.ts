import {
  IMPORT_MESSAGES,
  type ImportReport,
  repeatsInFile,
  type StudentImportRow,
  titleCase,
  validateStudentRow,
} from '@shala/shared';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import type { Mail } from '../../mail/mailer.js';
import { addedToGroupMail, invitationMail } from '../../mail/templates.js';
import {
  INVITE_VALID_DAYS,
  inviteLink,
  type ProvisionedPerson,
  provisionPerson,
} from '../auth/provision-service.js';
import type { CsvRows } from './csv.js';
import {
  addMembershipsOnce,
  countRegistrationNo,
  findProfileNamed,
  linkGuardian,
  setDefaultsIfNone,
} from './queries.js';
import {
  type ImportActor,
  type ImportDeps,
  type InstituteContext,
  importRows,
  instituteContext,
  RowError,
  type RowWork,
} from './service.js';

type Planned = {
  row: StudentImportRow & { dateOfBirthIso: string | null };
  klass: { id: string; name: string };
  session: { id: string; name: string };
};

/**
 * POST /rest/import/students: each row makes (or finds) the parent's account, the student's
 * profile (its own account when the row has the student's e-mail, else a linked profile in the
 * parent's account), STUDENT memberships in the class and the institute for the session,
 * PARENT memberships beside them and the guardian link, all in one transaction per row.
 */
export async function importStudents(
  deps: ImportDeps,
  actor: ImportActor,
  instituteId: string,
  rows: CsvRows,
): Promise<ImportReport> {
  const ctx = await instituteContext(deps.db, instituteId);
  const studentRole = ctx.builtinRole('STUDENT');
  const parentRole = ctx.builtinRole('PARENT');
  if (!studentRole || !parentRole) throw badRequest('The institute has no Student or Parent role.');
  const today = deps.clock.now().toISOString().slice(0, 10);
  const emails = rows.map((r) => r.record.email ?? '');
  const emailRepeats = repeatsInFile(emails, 'email');
  // A student's own e-mail must not be some row's parent e-mail either.
  const parentEmailRepeats = repeatsInFile(
    [...rows.map((r) => r.record.parentEmail ?? ''), ...emails],
    'email',
  );
  const registrationRepeats = repeatsInFile(
    rows.map((r) => r.record.registrationNo ?? ''),
    'registrationNo',
  );

  const plan = (
    row: CsvRows[number],
    position: number,
  ): { errors: string[] } | { value: Planned } => {
    const checked = validateStudentRow(row.record, today);
    const errors = checked.ok ? [] : [...checked.errors];
    const className = row.record.className ?? '';
    const klass = className ? ctx.findClass(className) : undefined;
    if (className && !klass) errors.push(IMPORT_MESSAGES.unknownClass(className));
    const sessionName = row.record.sessionName ?? '';
    const session = sessionName
      ? ctx.findSession(sessionName)
      : ctx.sessions.find((s) => s.id === ctx.activeSessionId);
    if (!session) {
      errors.push(
        sessionName ? IMPORT_MESSAGES.unknownSession(sessionName) : IMPORT_MESSAGES.noActiveSession,
      );
    }
    const repeat = emailRepeats.get(position) ?? parentEmailRepeats.get(rows.length + position);
    if (repeat) errors.push(repeat);
    const registrationRepeat = registrationRepeats.get(position);
    if (registrationRepeat) errors.push(registrationRepeat);
    if (!checked.ok || errors.length > 0 || !klass || !session) return { errors };
    return { value: { row: checked.value, klass, session } };
  };

  let position = -1;
  return importRows(
    deps,
    actor,
    rows,
    (row) => {
      position += 1;
      return plan(row, position);
    },
    (planned): RowWork =>
      async (tx, audit) => {
        const roles = { student: studentRole, parent: parentRole };
        return importOne(tx, deps, ctx, roles, planned, audit);
      },
  );
}

async function importOne(
  tx: Tx,
  deps: ImportDeps,
  ctx: InstituteContext,
  roles: { student: { id: string; name: string }; parent: { id: string; name: string } },
  { row, klass, session }: Planned,
  audit: Parameters<RowWork>[1],
): Promise<Mail[]> {
  const now = deps.clock.now();
  const parentName = `${titleCase(row.parentFirstName)} ${titleCase(row.parentLastName)}`;
  const studentName = `${titleCase(row.firstName)} ${titleCase(row.lastName)}`;
  const profile = {
    gender: row.gender,
    dateOfBirth: row.dateOfBirthIso,
    registrationNo: row.registrationNo || null,
    ...(row.relation === 'Father' ? { fatherName: parentName } : {}),
    ...(row.relation === 'Mother' ? { motherName: parentName } : {}),
  };
  const parent = row.parentEmail
    ? await provisionPerson(tx, now, {
        email: row.parentEmail,
        firstName: row.parentFirstName,
        lastName: row.parentLastName,
        phone: row.parentPhone || null,
        existingAccount: 'default',
        verified: true,
      })
    : null;
  let student: ProvisionedPerson;
  if (row.email) {
    student = await provisionPerson(tx, now, {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone || null,
      profile,
      existingAccount: 'default',
      verified: true,
    });
  } else {
    const parentAccount = (parent as ProvisionedPerson).account;
    const first = titleCase(row.firstName);
    const last = titleCase(row.lastName);
    if (await findProfileNamed(tx, parentAccount.id, first, last)) {
      throw new RowError([IMPORT_MESSAGES.alreadyChild(studentName)]);
    }
    student = await provisionPerson(tx, now, {
      email: parentAccount.email,
      firstName: first,
      lastName: last,
      phone: row.phone || null,
      profile,
      existingAccount: 'new',
      verified: true,
    });
  }

  const wanted = [
    { profileId: student.profile.id, groupId: klass.id, role: roles.student },
    { profileId: student.profile.id, groupId: ctx.id, role: roles.student },
    ...(parent
      ? [
          { profileId: parent.profile.id, groupId: klass.id, role: roles.parent },
          { profileId: parent.profile.id, groupId: ctx.id, role: roles.parent },
        ]
      : []),
  ];
  const added = await addMembershipsOnce(
    tx,
    wanted.map((m) => ({
      profileId: m.profileId,
      groupId: m.groupId,
      roleId: m.role.id,
      sessionId: session.id,
    })),
    now,
  );
  const isAdded = (m: (typeof wanted)[number]) =>
    added.some((a) => a.profileId === m.profileId && a.groupId === m.groupId);
  if (!isAdded(wanted[0] as (typeof wanted)[number])) {
    throw new RowError([IMPORT_MESSAGES.alreadyStudent(klass.name, session.name)]);
  }
  for (const m of wanted.filter(isAdded)) {
    await audit({
      instituteId: ctx.id,
      action: 'membership.added',
      targetType: 'profile',
      targetId: m.profileId,
      detail: {
        groupId: m.groupId,
        roleId: m.role.id,
        roleName: m.role.name,
        sessionId: session.id,
        source: 'import',
      },
    });
  }
  await setDefaultsIfNone(
    tx,
    [student.profile.id, ...(parent ? [parent.profile.id] : [])],
    ctx.id,
    klass.id,
  );
  if (parent) {
    await linkGuardian(
      tx,
      {
        parentProfileId: parent.profile.id,
        studentProfileId: student.profile.id,
        relation: row.relation,
      },
      now,
    );
    await audit({
      instituteId: ctx.id,
      action: 'guardian.linked',
      targetType: 'profile',
      targetId: student.profile.id,
      detail: { parentProfileId: parent.profile.id, relation: row.relation },
    });
  }
  // Checked after the writes: the row's own profile counts, so more than one is a clash.
  if (row.registrationNo && (await countRegistrationNo(tx, ctx.id, row.registrationNo)) > 1) {
    throw new RowError([IMPORT_MESSAGES.registrationTaken(row.registrationNo)]);
  }

  const where = `${klass.name} of ${ctx.name}`;
  const mails: Mail[] = [];
  const mailTo = (person: ProvisionedPerson, reason: string) => {
    const { account } = person;
    const firstName = person.profile.firstName;
    const content = person.invite
      ? invitationMail({
          firstName,
          username: account.username,
          link: inviteLink(deps.publicUrl, person.invite),
          reason,
          validDays: INVITE_VALID_DAYS,
        })
      : addedToGroupMail({
          firstName,
          username: account.username,
          reason,
          link: `${deps.publicUrl}/auth`,
        });
    mails.push({ to: account.email, ...content });
  };
  if (parent) mailTo(parent, `${studentName} was added to ${where}.`);
  if (row.email) mailTo(student, `You were added to ${where}.`);
  return mails;
}
