import {
  type AcceptApplicationInput,
  ADMISSION_MESSAGES,
  type GuardianRelation,
  titleCase,
} from '@shala/shared';
import type { InvitationDetail } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { admissionWelcomeMail, admittedStudentReason } from '../../mail/admission-templates.js';
import { addedToGroupMail } from '../../mail/templates.js';
import {
  createInvitation,
  invitationMail,
  type PersonToAdd,
  personToAdd,
  setCounterpart,
} from '../invitations/index.js';
import {
  findProfileNamed,
  INVITE_VALID_DAYS,
  insertProfile,
  inviteLink,
  type ProvisionedPerson,
} from '../people/index.js';
import {
  type Admission,
  type Admitted,
  admitChildToClass,
  childName,
  joinAsGuardian,
  mailGuardian,
  NOT_YET,
} from './admit.js';
import type { ApplicationRow } from './queries.js';

/** "Rakesh Bose" → Rakesh, Bose; a single name takes the child's last name. */
function splitName(full: string, familyName: string): [string, string] {
  const words = titleCase(full).split(' ').filter(Boolean);
  if (words.length < 2) return [words[0] ?? full, familyName];
  return [words.slice(0, -1).join(' '), words.at(-1) ?? familyName];
}

/** Who the guardian is: the relation and name given, else the father's or mother's name. */
function guardianOf(application: ApplicationRow, input: AcceptApplicationInput) {
  const relation: GuardianRelation =
    input.relation ??
    (application.fatherName ? 'Father' : application.motherName ? 'Mother' : 'Guardian');
  const named =
    relation === 'Father'
      ? application.fatherName
      : relation === 'Mother'
        ? application.motherName
        : null;
  const full = input.guardianName?.trim() || named;
  if (!full) throw badRequest(ADMISSION_MESSAGES.guardianNameNeeded);
  const [firstName, lastName] = splitName(full, application.lastName);
  return { relation, firstName, lastName, fullName: `${firstName} ${lastName}` };
}

/**
 * An application from the public form: the guardian's account from its contact (made when the
 * e-mail has none; an account the institute made that nobody has claimed is used as it is;
 * anyone else's is only invited and joins when its holder accepts), the child a linked
 * profile in it, or, where asked, an account of the child's own beside it.
 */
export async function admitFromContact(
  a: Admission,
  input: AcceptApplicationInput,
): Promise<Admitted & { email: string }> {
  const { application, tx } = a;
  const email = (input.email ?? application.email ?? '').trim().toLowerCase();
  if (!email) throw badRequest(ADMISSION_MESSAGES.emailNeeded);
  const studentEmail = input.studentEmail?.trim().toLowerCase() || null;
  if (studentEmail === email) throw badRequest(ADMISSION_MESSAGES.sameEmails);
  const who = guardianOf(application, input);
  const now = a.ctx.clock.now();
  const guardian = await personToAdd(tx, now, a.instituteId, {
    email,
    firstName: who.firstName,
    lastName: who.lastName,
    phone: application.phone,
    verified: true,
  });
  if (studentEmail) {
    return { email, ...(await withOwnAccount(a, guardian, studentEmail, who)) };
  }
  if (!guardian.joinsNow) {
    await invite(a, guardian.person, {
      kind: 'CHILD',
      roleId: a.roles.student.id,
      email,
      names: [application.firstName, application.lastName],
      detail: {
        personName: childName(a),
        relation: who.relation,
        parentRoleId: a.roles.parent.id,
        applicationId: application.id,
        child: {
          gender: application.gender,
          dateOfBirth: application.dateOfBirth,
          registrationNo: a.admissionNo,
          fatherName: application.fatherName,
          motherName: application.motherName,
          phone: application.phone,
        },
      },
    });
    return { email, ...NOT_YET };
  }
  const named = await findProfileNamed(
    tx,
    guardian.account.id,
    application.firstName,
    application.lastName,
  );
  const childId =
    named && named.id !== guardian.profile.id
      ? named.id
      : await insertProfile(tx, {
          accountId: guardian.account.id,
          firstName: application.firstName,
          lastName: application.lastName,
          phone: application.phone,
          verified: true,
          isDefault: false,
          createdAt: now,
        });
  const rollNo = await admitChildToClass(a, childId);
  await joinAsGuardian(a, guardian.profile.id, childId, who.relation);
  const admitted = { studentProfileId: childId, rollNo };
  mailGuardian(
    a,
    { account: guardian.account, firstName: guardian.profile.firstName },
    guardian.invite,
    admitted,
    false,
  );
  return { email, ...admitted };
}

/** The child's own account beside the guardian's; each of someone else only invited. */
async function withOwnAccount(
  a: Admission,
  guardian: PersonToAdd,
  studentEmail: string,
  who: { relation: GuardianRelation; firstName: string; lastName: string; fullName: string },
): Promise<Admitted> {
  const { application, tx } = a;
  const student = await personToAdd(tx, a.ctx.clock.now(), a.instituteId, {
    email: studentEmail,
    firstName: application.firstName,
    lastName: application.lastName,
    phone: application.phone,
    verified: true,
  });
  let admitted = NOT_YET;
  if (student.joinsNow) {
    admitted = {
      studentProfileId: student.profile.id,
      rollNo: await admitChildToClass(a, student.profile.id),
    };
    const content = student.invite
      ? admissionWelcomeMail({
          ...a.place,
          firstName: student.profile.firstName,
          username: student.account.username,
          link: inviteLink(a.ctx.config.publicUrl, student.invite),
          validDays: INVITE_VALID_DAYS,
        })
      : addedToGroupMail({
          firstName: student.profile.firstName,
          username: student.account.username,
          link: `${a.ctx.config.publicUrl}/auth`,
          reason: admittedStudentReason(a.place, a.admissionNo, admitted.rollNo),
        });
    a.mails.push({ to: student.account.email, ...content });
  }
  const studentInvitation = student.joinsNow
    ? null
    : await invite(a, student.person, {
        kind: 'STUDENT',
        roleId: a.roles.student.id,
        email: studentEmail,
        names: [application.firstName, application.lastName],
        detail: {
          registrationNo: a.admissionNo,
          relation: who.relation,
          personName: who.fullName,
          applicationId: application.id,
          counterpart: guardian.joinsNow ? { profileId: guardian.profile.id } : undefined,
        },
      });
  if (guardian.joinsNow) {
    await joinAsGuardian(a, guardian.profile.id, admitted.studentProfileId, who.relation);
    mailGuardian(
      a,
      { account: guardian.account, firstName: guardian.profile.firstName },
      guardian.invite,
      admitted,
      true,
    );
    return admitted;
  }
  const parentInvitation = await invite(a, guardian.person, {
    kind: 'PARENT',
    roleId: a.roles.parent.id,
    email: guardian.person.account.email,
    names: [who.firstName, who.lastName],
    detail: {
      relation: who.relation,
      personName: childName(a),
      counterpart: admitted.studentProfileId
        ? { profileId: admitted.studentProfileId }
        : { invitationId: studentInvitation?.id },
    },
  });
  if (studentInvitation) {
    await setCounterpart(tx, studentInvitation, { invitationId: parentInvitation.id });
  }
  return admitted;
}

/** An invitation of the application's class and session to someone else's account, mailed. */
async function invite(
  a: Admission,
  person: ProvisionedPerson,
  p: {
    kind: 'STUDENT' | 'PARENT' | 'CHILD';
    roleId: string;
    email: string;
    names: [string, string];
    detail: InvitationDetail;
  },
) {
  const invitation = await createInvitation(a.tx, a.ctx, a.caller, {
    instituteId: a.instituteId,
    groupId: a.klass.id,
    sessionId: a.session.id,
    roleId: p.roleId,
    kind: p.kind,
    email: p.email,
    firstName: p.names[0],
    lastName: p.names[1],
    detail: p.detail,
    person,
  });
  a.mails.push(await invitationMail(a.tx, a.ctx.config.publicUrl, invitation, person));
  return invitation;
}
