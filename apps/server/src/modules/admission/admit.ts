import { ADMISSION_MESSAGES, type GuardianRelation } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { admissionGuardianMail, admittedStudentReason } from '../../mail/admission-templates.js';
import type { Mail } from '../../mail/mailer.js';
import { addedToGroupMail } from '../../mail/templates.js';
import { membershipAdded, recordAudit } from '../audit/index.js';
import { assignJoiningStudentFees, todayOf } from '../fees/index.js';
import {
  addMembershipsOnce,
  findDefaultProfile,
  findProfileWithAccount,
  INVITE_VALID_DAYS,
  inviteLink,
  linkGuardian,
  setDefaultsIfNone,
  updateProfile,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { completeAdmittedProfile } from './admitted-child.js';
import type { ApplicationRow } from './queries.js';

export type Role = { id: string; name: string };

/** One acceptance in progress: its transaction, place, roles, number, and the mails it writes. */
export type Admission = {
  tx: Tx;
  ctx: AppContext;
  caller: Caller;
  instituteId: string;
  application: ApplicationRow;
  place: { institute: string; className: string; session: string };
  klass: { id: string; name: string };
  session: { id: string; name: string };
  roles: { student: Role; parent: Role };
  admissionNo: string;
  mails: Mail[];
};

/** What the acceptance made: the student's profile and roll number, when the child joined now. */
export type Admitted = { studentProfileId: string | null; rollNo: number | null };
export const NOT_YET: Admitted = { studentProfileId: null, rollNo: null };

/**
 * THE point where an admitted child joins its class: STUDENT memberships in the class and the
 * institute for the session (refused when already a student there), the profile's defaults,
 * its admission number and the application's fields, and the next roll number. Whatever must
 * follow a child joining a class (its class's fees) belongs here, in the same transaction.
 */
export async function admitChildToClass(a: Admission, profileId: string): Promise<number | null> {
  const { tx, klass, instituteId } = a;
  await updateProfile(tx, profileId, { defaultInstituteId: instituteId, defaultClassId: klass.id });
  await joinWithRole(a, profileId, a.roles.student, true);
  // The class's fees from today, by the institute's join rule (issue 22 item 1).
  const now = a.ctx.clock.now();
  await assignJoiningStudentFees(tx, {
    instituteId,
    classId: klass.id,
    profileId,
    joinedOn: todayOf(now),
    sessionId: a.session.id,
    now,
  });
  return completeAdmittedProfile(tx, a.application, profileId, a.admissionNo);
}

/** Memberships of the class and the institute for the session, audited. */
export async function joinWithRole(
  a: Admission,
  profileId: string,
  role: Role,
  mustBeNew: boolean,
) {
  for (const groupId of [a.klass.id, a.instituteId]) {
    const membership = { profileId, groupId, sessionId: a.session.id, roleId: role.id };
    const added = (await addMembershipsOnce(a.tx, [membership], a.ctx.clock.now())).length > 0;
    if (!added && mustBeNew && groupId === a.klass.id) {
      throw conflict(ADMISSION_MESSAGES.alreadyStudent(a.klass.name, a.session.name));
    }
    if (!added) continue;
    await recordAudit(
      a.tx,
      a.ctx,
      a.caller,
      membershipAdded({
        instituteId: a.instituteId,
        profileId,
        groupId,
        role,
        sessionId: a.session.id,
      }),
    );
  }
}

/** The guardian joins the class and the institute as a parent, linked to the child. */
export async function joinAsGuardian(
  a: Admission,
  parentProfileId: string,
  studentProfileId: string | null,
  relation: GuardianRelation,
) {
  await joinWithRole(a, parentProfileId, a.roles.parent, false);
  await setDefaultsIfNone(a.tx, [parentProfileId], a.instituteId, a.klass.id);
  if (!studentProfileId) return;
  await linkGuardian(a.tx, { parentProfileId, studentProfileId, relation }, a.ctx.clock.now());
  await recordAudit(a.tx, a.ctx, a.caller, {
    instituteId: a.instituteId,
    action: 'guardian.linked',
    targetType: 'profile',
    targetId: studentProfileId,
    detail: { parentProfileId, relation },
  });
}

export const childName = (a: Admission) => `${a.application.firstName} ${a.application.lastName}`;

/** The guardian's mail: what was done, and how to sign in. */
export function mailGuardian(
  a: Admission,
  guardian: { account: { email: string; username: string }; firstName: string },
  invite: { id: string; token: string } | null,
  admitted: Admitted,
  childHasOwnAccount: boolean,
) {
  const publicUrl = a.ctx.config.publicUrl;
  const content = admissionGuardianMail({
    ...a.place,
    childName: childName(a),
    childFirstName: a.application.firstName,
    admissionNo: a.admissionNo,
    rollNo: admitted.rollNo,
    guardianFirstName: guardian.firstName,
    username: guardian.account.username,
    childHasOwnAccount,
    signIn: invite
      ? { setPasswordLink: inviteLink(publicUrl, invite), validDays: INVITE_VALID_DAYS }
      : { link: `${publicUrl}/auth` },
  });
  a.mails.push({ to: guardian.account.email, ...content });
}

/**
 * A signed-in account applied for one of its profiles (its holder's consent): that profile
 * joins; when it is a linked profile, the account's own profile is its guardian.
 */
export async function admitApplicantProfile(
  a: Admission,
  profileId: string,
  relation: GuardianRelation | undefined,
): Promise<Admitted> {
  const applicant = await findProfileWithAccount(a.tx, profileId);
  if (!applicant) throw badRequest(ADMISSION_MESSAGES.applicationNotFound);
  const rollNo = await admitChildToClass(a, profileId);
  const admitted = { studentProfileId: profileId, rollNo };
  const holder = await findDefaultProfile(a.tx, applicant.account.id);
  const isChild = !!holder && holder.id !== profileId;
  if (holder && isChild) await joinAsGuardian(a, holder.id, profileId, relation ?? 'Guardian');
  if (isChild && holder) {
    mailGuardian(
      a,
      { account: applicant.account, firstName: holder.firstName },
      null,
      admitted,
      false,
    );
  } else {
    const content = addedToGroupMail({
      firstName: applicant.profile.firstName,
      username: applicant.account.username,
      link: `${a.ctx.config.publicUrl}/auth`,
      reason: admittedStudentReason(a.place, a.admissionNo, rollNo),
    });
    a.mails.push({ to: applicant.account.email, ...content });
  }
  return admitted;
}
