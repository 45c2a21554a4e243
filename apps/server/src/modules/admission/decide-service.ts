import {
  type AcceptApplicationInput,
  ADMISSION_MESSAGES,
  type ApplicationDetail,
} from '@shala/shared';
import { eq } from 'drizzle-orm';
import { userProfiles } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import {
  admissionAddedMail,
  admissionRejectedMail,
  admissionWelcomeMail,
} from '../../mail/admission-templates.js';
import type { Mail } from '../../mail/mailer.js';
import type { Actor } from '../academic/session-service.js';
import { recordAudit } from '../audit/record.js';
import { findAccountByEmail } from '../auth/account-queries.js';
import type { ServiceDeps } from '../auth/deps.js';
import {
  INVITE_VALID_DAYS,
  inviteLink,
  type ProvisionedPerson,
  provisionPerson,
} from '../auth/provision-service.js';
import { findClass, findSession } from '../institutes/queries.js';
import {
  addMembershipOnce,
  countAccepted,
  findInstitute,
  lockApplication,
  lockConfig,
  profileNamedInAccount,
  studentRoleOf,
  updateApplication,
} from './queries.js';
import { applicationDetail } from './review-service.js';

/** The application, its class, session and institute, for a decision; PENDING only. */
async function pendingApplication(
  tx: Parameters<Parameters<ServiceDeps['db']['transaction']>[0]>[0],
  instituteId: string,
  id: string,
) {
  const application = await lockApplication(tx, instituteId, id);
  if (!application) throw notFound(ADMISSION_MESSAGES.applicationNotFound);
  if (application.status !== 'PENDING') throw conflict(ADMISSION_MESSAGES.alreadyDecided);
  const [institute, klass, session] = await Promise.all([
    findInstitute(tx, instituteId),
    findClass(tx, instituteId, application.classId),
    findSession(tx, instituteId, application.sessionId),
  ]);
  if (!institute || !klass || !session) throw notFound(ADMISSION_MESSAGES.applicationNotFound);
  const place = { institute: institute.name, className: klass.name, session: session.name };
  return { application, institute, klass, session, place };
}

/**
 * Accepts an application in one transaction: the student's account (or a linked profile of the
 * account that has the e-mail) and verified profile, STUDENT membership in the class and the
 * institute for the application's session, the profile's defaults, the decision and its audit.
 * The welcome mail leaves after the commit: a set-password link for a new account.
 */
export async function acceptApplication(
  deps: ServiceDeps,
  instituteId: string,
  id: string,
  input: AcceptApplicationInput,
  actor: Actor,
): Promise<ApplicationDetail> {
  const now = deps.clock.now();
  const mail = await deps.db.transaction(async (tx): Promise<Mail> => {
    const { application, klass, session, place } = await pendingApplication(tx, instituteId, id);
    const email = (input.email ?? application.email ?? '').trim().toLowerCase();
    if (!email) throw badRequest(ADMISSION_MESSAGES.emailNeeded);
    const config = await lockConfig(tx, klass.id);
    if (config?.seats != null && (await countAccepted(tx, klass.id, session.id)) >= config.seats) {
      throw conflict(ADMISSION_MESSAGES.seatsFull(klass.name, config.seats), 'SEATS_FULL');
    }
    const role = await studentRoleOf(tx, instituteId);
    if (!role) throw badRequest('The institute has no Student role.');
    // A profile of that account with the same names (a child applied for while signed in) is
    // the student; otherwise a new account, or a new linked profile of the existing account.
    const existing = await findAccountByEmail(tx, email);
    const named = existing
      ? await profileNamedInAccount(tx, existing.id, application.firstName, application.lastName)
      : undefined;
    const person: ProvisionedPerson =
      existing && named
        ? { account: existing, profile: named, invite: null }
        : await provisionPerson(tx, now, {
            email,
            firstName: application.firstName,
            lastName: application.lastName,
            phone: application.phone,
            profile: {
              gender: application.gender,
              fatherName: application.fatherName,
              motherName: application.motherName,
            },
            existingAccount: 'new',
            verified: true,
          });
    await tx
      .update(userProfiles)
      .set({ defaultInstituteId: instituteId, defaultClassId: klass.id })
      .where(eq(userProfiles.id, person.profile.id));
    const source = { ...actor, clock: deps.clock };
    for (const groupId of [klass.id, instituteId]) {
      const added = await addMembershipOnce(tx, {
        profileId: person.profile.id,
        groupId,
        sessionId: session.id,
        roleId: role.id,
        createdAt: now,
      });
      if (!added && groupId === klass.id) {
        throw conflict(ADMISSION_MESSAGES.alreadyStudent(klass.name, session.name));
      }
      if (!added) continue;
      await recordAudit(tx, source, {
        instituteId,
        action: 'membership.added',
        targetType: 'profile',
        targetId: person.profile.id,
        detail: { groupId, roleId: role.id, roleName: role.name, sessionId: session.id },
      });
    }
    await updateApplication(tx, application.id, {
      status: 'ACCEPTED',
      email,
      decidedByAccountId: actor.actorAccountId,
      decidedAt: now,
      studentProfileId: person.profile.id,
    });
    await recordAudit(tx, source, {
      instituteId,
      action: 'admission.accepted',
      targetType: 'admissionApplication',
      targetId: application.id,
      detail: {
        classId: klass.id,
        sessionId: session.id,
        studentProfileId: person.profile.id,
        newAccount: person.invite !== null,
      },
    });
    const who = { firstName: person.profile.firstName, username: person.account.username };
    const content = person.invite
      ? admissionWelcomeMail({
          ...place,
          ...who,
          link: inviteLink(deps.config.publicUrl, person.invite),
          validDays: INVITE_VALID_DAYS,
        })
      : admissionAddedMail({ ...place, ...who, link: `${deps.config.publicUrl}/auth` });
    return { to: person.account.email, ...content };
  });
  await deps.mailer.send(mail);
  return applicationDetail(deps.db, instituteId, id);
}

/** Rejects with a reason, audited; the reason is mailed to the applicant when there is an e-mail. */
export async function rejectApplication(
  deps: ServiceDeps,
  instituteId: string,
  id: string,
  reason: string,
  actor: Actor,
): Promise<ApplicationDetail> {
  const now = deps.clock.now();
  const mail = await deps.db.transaction(async (tx): Promise<Mail | null> => {
    const { application, klass, session, place } = await pendingApplication(tx, instituteId, id);
    await updateApplication(tx, application.id, {
      status: 'REJECTED',
      decisionReason: reason,
      decidedByAccountId: actor.actorAccountId,
      decidedAt: now,
    });
    await recordAudit(
      tx,
      { ...actor, clock: deps.clock },
      {
        instituteId,
        action: 'admission.rejected',
        targetType: 'admissionApplication',
        targetId: application.id,
        detail: { classId: klass.id, sessionId: session.id, reason },
      },
    );
    if (!application.email) return null;
    return {
      to: application.email,
      ...admissionRejectedMail({ ...place, firstName: application.firstName, reason }),
    };
  });
  if (mail) await deps.mailer.send(mail);
  return applicationDetail(deps.db, instituteId, id);
}
