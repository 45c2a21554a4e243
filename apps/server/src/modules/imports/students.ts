import {
  IMPORT_MESSAGES,
  type ImportReport,
  repeatsInFile,
  type StudentImportRow,
  titleCase,
  validateStudentRow,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import type { InvitationDetail } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { Mail } from '../../mail/mailer.js';
import { invitationMail as accountMail, addedToGroupMail } from '../../mail/templates.js';
import { membershipAdded } from '../audit/index.js';
import { assignJoiningStudentFees, todayOf } from '../fees/index.js';
import {
  createInvitation,
  invitationMail,
  type PersonToAdd,
  personToAdd,
  setCounterpart,
} from '../invitations/index.js';
import {
  addMembershipsOnce,
  countRegistrationNo,
  findProfileNamed,
  INVITE_VALID_DAYS,
  insertProfile,
  inviteLink,
  linkGuardian,
  type ProvisionedPerson,
  setDefaultsIfNone,
} from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { assertMayGrant } from '../roles/index.js';
import type { CsvRows } from './csv.js';
import {
  type InstituteContext,
  importGrantor,
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
 * POST /rest/import/students: each row makes the parent's account (or asks the one the e-mail
 * has), the student's profile (its own account when the row has the student's e-mail, else a
 * linked profile in the parent's account), STUDENT memberships in the class and the institute
 * for the session, PARENT memberships beside them and the guardian link, all in one
 * transaction per row. The Student and Parent roles must be within what the importer holds.
 */
export async function importStudents(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  rows: CsvRows,
): Promise<ImportReport> {
  const grantor = importGrantor(caller, scope);
  const institute = await instituteContext(ctx.db, scope.instituteId);
  const studentRole = institute.builtinRole('STUDENT');
  const parentRole = institute.builtinRole('PARENT');
  if (!studentRole || !parentRole) throw badRequest('The institute has no Student or Parent role.');
  assertMayGrant(grantor, [...studentRole.permissions, ...parentRole.permissions]);
  const today = ctx.clock.now().toISOString().slice(0, 10);
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
    const klass = className ? institute.findClass(className) : undefined;
    if (className && !klass) errors.push(IMPORT_MESSAGES.unknownClass(className));
    const sessionName = row.record.sessionName ?? '';
    const session = sessionName
      ? institute.findSession(sessionName)
      : institute.sessions.find((s) => s.id === institute.activeSessionId);
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
    ctx,
    caller,
    rows,
    (row) => {
      position += 1;
      return plan(row, position);
    },
    (planned): RowWork =>
      async (tx, audit) => {
        const roles = { student: studentRole, parent: parentRole };
        return importOne(tx, ctx, caller, institute, roles, planned, audit);
      },
  );
}

type Roles = { student: { id: string; name: string }; parent: { id: string; name: string } };
type RowContext = {
  tx: Tx;
  ctx: AppContext;
  caller: Caller;
  institute: InstituteContext;
  roles: Roles;
  planned: Planned;
  audit: Parameters<RowWork>[1];
  now: Date;
  mails: Mail[];
};

/**
 * One row. Whoever the institute may add now (a new account, or one it made that nobody has
 * claimed) joins at once; an account of someone else only gets an invitation: the parent to
 * add the child (or to be linked as the student's parent), the student to join the class. The
 * report is the same either way.
 */
async function importOne(
  tx: Tx,
  ctx: AppContext,
  caller: Caller,
  institute: InstituteContext,
  roles: Roles,
  planned: Planned,
  audit: Parameters<RowWork>[1],
): Promise<Mail[]> {
  const { row } = planned;
  const now = ctx.clock.now();
  const r: RowContext = { tx, ctx, caller, institute, roles, planned, audit, now, mails: [] };
  const parent = row.parentEmail
    ? await personToAdd(tx, now, institute.id, {
        email: row.parentEmail,
        firstName: row.parentFirstName,
        lastName: row.parentLastName,
        phone: row.parentPhone || null,
        verified: true,
      })
    : null;
  if (row.email) {
    const student = await personToAdd(tx, now, institute.id, {
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      phone: row.phone || null,
      profile: profileFields(row),
      verified: true,
    });
    await studentWithOwnAccount(r, student, parent);
  } else if (parent) {
    await childOfParent(r, parent);
  }
  return r.mails;
}

/** The profile fields the institute typed for the student. */
function profileFields(row: Planned['row']) {
  const parentName = `${titleCase(row.parentFirstName)} ${titleCase(row.parentLastName)}`;
  return {
    gender: row.gender,
    dateOfBirth: row.dateOfBirthIso,
    registrationNo: row.registrationNo || null,
    ...(row.relation === 'Father' ? { fatherName: parentName } : {}),
    ...(row.relation === 'Mother' ? { motherName: parentName } : {}),
  };
}

const fullName = (first: string, last: string) => `${titleCase(first)} ${titleCase(last)}`;

/** The student has an e-mail of its own: its account, and the parent's beside it. */
async function studentWithOwnAccount(
  r: RowContext,
  student: PersonToAdd,
  parent: PersonToAdd | null,
): Promise<void> {
  const { row } = r.planned;
  const studentName = fullName(row.firstName, row.lastName);
  const parentName = fullName(row.parentFirstName, row.parentLastName);
  if (student.joinsNow) {
    await addStudent(r, student.profile.id);
    mailAdded(r, student, `You were added to ${where(r)}.`);
  }
  if (parent?.joinsNow) {
    await addParent(r, parent.profile.id);
    if (student.joinsNow) await link(r, parent.profile.id, student.profile.id);
    mailAdded(r, parent, `${studentName} was added to ${where(r)}.`);
  }
  const studentInvitation = student.joinsNow
    ? null
    : await invite(r, student.person, {
        kind: 'STUDENT',
        roleId: r.roles.student.id,
        names: [row.firstName, row.lastName],
        email: row.email,
        detail: {
          registrationNo: row.registrationNo || null,
          relation: row.relation,
          personName: parent ? parentName : undefined,
          counterpart: parent?.joinsNow ? { profileId: parent.profile.id } : undefined,
        },
      });
  if (parent && !parent.joinsNow) {
    const parentInvitation = await invite(r, parent.person, {
      kind: 'PARENT',
      roleId: r.roles.parent.id,
      names: [row.parentFirstName, row.parentLastName],
      email: row.parentEmail,
      detail: {
        relation: row.relation,
        personName: studentName,
        counterpart: student.joinsNow
          ? { profileId: student.profile.id }
          : { invitationId: studentInvitation?.id },
      },
    });
    // Both were asked: whichever accepts second is linked to the other.
    if (studentInvitation) {
      await setCounterpart(r.tx, studentInvitation, { invitationId: parentInvitation.id });
    }
  }
}

/** No e-mail of its own: the student is a profile in the parent's account. */
async function childOfParent(r: RowContext, parent: PersonToAdd): Promise<void> {
  const { row } = r.planned;
  const studentName = fullName(row.firstName, row.lastName);
  if (!parent.joinsNow) {
    await invite(r, parent.person, {
      kind: 'CHILD',
      roleId: r.roles.student.id,
      names: [row.firstName, row.lastName],
      email: row.parentEmail,
      detail: {
        personName: studentName,
        relation: row.relation,
        parentRoleId: r.roles.parent.id,
        child: { ...profileFields(row), phone: row.phone || null },
      },
    });
    return;
  }
  const first = titleCase(row.firstName);
  const last = titleCase(row.lastName);
  if (await findProfileNamed(r.tx, parent.account.id, first, last)) {
    throw new RowError([IMPORT_MESSAGES.alreadyChild(studentName)]);
  }
  const childId = await insertProfile(r.tx, {
    accountId: parent.account.id,
    firstName: first,
    lastName: last,
    phone: row.phone || null,
    ...profileFields(row),
    verified: true,
    createdAt: r.now,
  });
  await addStudent(r, childId);
  await addParent(r, parent.profile.id);
  await link(r, parent.profile.id, childId);
  mailAdded(r, parent, `${studentName} was added to ${where(r)}.`);
}

const where = (r: RowContext) => `${r.planned.klass.name} of ${r.institute.name}`;

/** Student memberships of the class and the institute for the session; refused if already there. */
async function addStudent(r: RowContext, profileId: string) {
  const { klass, session, row } = r.planned;
  const added = await addMembers(r, profileId, r.roles.student);
  if (!added.includes(klass.id)) {
    throw new RowError([IMPORT_MESSAGES.alreadyStudent(klass.name, session.name)]);
  }
  await assignJoiningStudentFees(r.tx, {
    instituteId: r.institute.id,
    classId: klass.id,
    profileId,
    joinedOn: todayOf(r.now),
    sessionId: session.id,
    now: r.now,
  });
  await setDefaultsIfNone(r.tx, [profileId], r.institute.id, klass.id);
  // Checked after the writes: the row's own profile counts, so more than one is a clash.
  if (
    row.registrationNo &&
    (await countRegistrationNo(r.tx, r.institute.id, row.registrationNo)) > 1
  ) {
    throw new RowError([IMPORT_MESSAGES.registrationTaken(row.registrationNo)]);
  }
}

async function addParent(r: RowContext, profileId: string) {
  await addMembers(r, profileId, r.roles.parent);
  await setDefaultsIfNone(r.tx, [profileId], r.institute.id, r.planned.klass.id);
}

/** The profile joins the class and the institute with the role; answers the groups added. */
async function addMembers(r: RowContext, profileId: string, role: { id: string; name: string }) {
  const { klass, session } = r.planned;
  const added = await addMembershipsOnce(
    r.tx,
    [klass.id, r.institute.id].map((groupId) => ({
      profileId,
      groupId,
      roleId: role.id,
      sessionId: session.id,
    })),
    r.now,
  );
  for (const m of added) {
    await r.audit(
      membershipAdded({
        instituteId: r.institute.id,
        profileId,
        groupId: m.groupId,
        role,
        sessionId: session.id,
        source: 'import',
      }),
    );
  }
  return added.map((m) => m.groupId);
}

async function link(r: RowContext, parentProfileId: string, studentProfileId: string) {
  const relation = r.planned.row.relation;
  await linkGuardian(r.tx, { parentProfileId, studentProfileId, relation }, r.now);
  await r.audit({
    instituteId: r.institute.id,
    action: 'guardian.linked',
    targetType: 'profile',
    targetId: studentProfileId,
    detail: { parentProfileId, relation },
  });
}

/** An invitation of the row's class and session to someone else's account; mailed after the row. */
async function invite(
  r: RowContext,
  person: ProvisionedPerson,
  p: {
    kind: 'STUDENT' | 'PARENT' | 'CHILD';
    roleId: string;
    names: [string, string];
    email: string;
    detail: InvitationDetail;
  },
) {
  // The same refusal as for a profile made now: otherwise a taken number would tell the
  // importer whether the e-mail has an account.
  const registrationNo = r.planned.row.registrationNo;
  if (
    p.kind !== 'PARENT' &&
    registrationNo &&
    (await countRegistrationNo(r.tx, r.institute.id, registrationNo)) > 0
  ) {
    throw new RowError([IMPORT_MESSAGES.registrationTaken(registrationNo)]);
  }
  const invitation = await createInvitation(r.tx, r.ctx, r.caller, {
    instituteId: r.institute.id,
    groupId: r.planned.klass.id,
    sessionId: r.planned.session.id,
    roleId: p.roleId,
    kind: p.kind,
    email: p.email,
    firstName: titleCase(p.names[0]),
    lastName: titleCase(p.names[1]),
    detail: p.detail,
    person,
  });
  r.mails.push(await invitationMail(r.tx, r.ctx.config.publicUrl, invitation, person));
  return invitation;
}

/** A person added now hears of it: a new account with its set-password link. */
function mailAdded(
  r: RowContext,
  person: Extract<PersonToAdd, { joinsNow: true }>,
  reason: string,
) {
  const { account } = person;
  const firstName = person.profile.firstName;
  const content = person.invite
    ? accountMail({
        firstName,
        username: account.username,
        link: inviteLink(r.ctx.config.publicUrl, person.invite),
        reason,
        validDays: INVITE_VALID_DAYS,
      })
    : addedToGroupMail({
        firstName,
        username: account.username,
        reason,
        link: `${r.ctx.config.publicUrl}/auth`,
      });
  r.mails.push({ to: account.email, ...content });
}
