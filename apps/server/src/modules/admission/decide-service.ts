import {
  type AcceptApplicationInput,
  ADMISSION_MESSAGES,
  type ApplicationDetail,
  ERROR_CODES,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, coded, conflict, notFound } from '../../lib/errors.js';
import {
  admissionAddedMail,
  admissionRejectedMail,
  admissionWelcomeMail,
} from '../../mail/admission-templates.js';
import { findSession } from '../academic/index.js';
import { membershipAdded, recordAudit } from '../audit/index.js';
import { assignJoiningStudentFees, todayOf } from '../fees/index.js';
import { findClass, findInstitute } from '../groups/index.js';
import { createInvitation, invitationMail } from '../invitations/index.js';
import { notifyAfter } from '../notifications/index.js';
import {
  addMembershipsOnce,
  findProfileWithAccount,
  INVITE_VALID_DAYS,
  inviteLink,
  provisionPerson,
  updateProfile,
} from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { assertMayGrant, findBuiltinRole, grantorIn } from '../roles/index.js';
import { isFull, isUndecided, seatLimit } from './policy.js';
import {
  applicantOf,
  countAccepted,
  lockApplication,
  lockConfig,
  updateApplication,
} from './queries.js';
import { applicationDetail } from './review-service.js';

/** The application, its class, session and institute, for a decision; PENDING only. */
async function pendingApplication(tx: Tx, instituteId: string, id: string) {
  const application = await lockApplication(tx, instituteId, id);
  if (!application) throw notFound(ADMISSION_MESSAGES.applicationNotFound);
  if (!isUndecided(application)) throw conflict(ADMISSION_MESSAGES.alreadyDecided);
  // One after another: a transaction's connection runs one statement at a time.
  const institute = await findInstitute(tx, instituteId);
  const klass = await findClass(tx, instituteId, application.classId);
  const session = await findSession(tx, instituteId, application.sessionId);
  if (!institute || !klass || !session) throw notFound(ADMISSION_MESSAGES.applicationNotFound);
  const place = { institute: institute.name, className: klass.name, session: session.name };
  return { application, institute, klass, session, place };
}

/**
 * Accepts an application in one transaction: STUDENT membership in the class and the
 * institute for the application's session, the profile's defaults, the decision and its
 * audit. Whose profile: the one a signed-in account applied for (its holder's consent); else
 * a new account for an e-mail that has none (mailed a set-password link); else the account
 * the e-mail has is only invited to add the child as a profile, and joins when its holder
 * accepts. The answer is the same in each case: the decider learns nothing of the account.
 */
export async function acceptApplication(
  ctx: AppContext,
  caller: Caller,
  scope: GroupScope,
  id: string,
  input: AcceptApplicationInput,
): Promise<ApplicationDetail> {
  const grantor = grantorIn(caller, scope);
  const instituteId = scope.instituteId;
  const now = ctx.clock.now();
  // The mail of each way of accepting is written with the acceptance: both or neither.
  await ctx.db.transaction(async (tx): Promise<void> => {
    const { application, klass, session, place } = await pendingApplication(tx, instituteId, id);
    const email = (input.email ?? application.email ?? '').trim().toLowerCase();
    if (!email) throw badRequest(ADMISSION_MESSAGES.emailNeeded);
    const config = await lockConfig(tx, klass.id);
    const seats = seatLimit(config);
    if (seats !== null && isFull(seats, await countAccepted(tx, klass.id, session.id))) {
      throw coded(ERROR_CODES.seatsFull, ADMISSION_MESSAGES.seatsFull(klass.name, seats));
    }
    const role = await findBuiltinRole(tx, instituteId, 'STUDENT');
    if (!role) throw badRequest('The institute has no Student role.');
    assertMayGrant(grantor, role.permissions);
    const applicant = application.applicantProfileId
      ? await findProfileWithAccount(tx, application.applicantProfileId)
      : undefined;
    const person = applicant
      ? undefined
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
          verified: true,
        });
    const student = applicant?.profile ?? (person && !person.existing ? person.profile : null);
    if (student) {
      await admitProfile(tx, ctx, caller, {
        instituteId,
        klass,
        session,
        role,
        profileId: student.id,
      });
    }
    await updateApplication(tx, instituteId, application.id, {
      status: 'ACCEPTED',
      email,
      decidedByAccountId: caller.accountId,
      decidedAt: now,
      studentProfileId: student?.id ?? null,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'admission.accepted',
      targetType: 'admissionApplication',
      targetId: application.id,
      detail: { classId: klass.id, sessionId: session.id },
    });
    if (applicant) {
      const who = { firstName: applicant.profile.firstName, username: applicant.account.username };
      const content = admissionAddedMail({
        ...place,
        ...who,
        link: `${ctx.config.publicUrl}/auth`,
      });
      await ctx.mailer.send({ to: applicant.account.email, ...content }, tx);
      return;
    }
    if (!person) throw new Error('no person to admit');
    if (!person.existing) {
      const content = admissionWelcomeMail({
        ...place,
        firstName: person.profile.firstName,
        username: person.account.username,
        link: inviteLink(ctx.config.publicUrl, person.invite),
        validDays: INVITE_VALID_DAYS,
      });
      await ctx.mailer.send({ to: person.account.email, ...content }, tx);
      return;
    }
    const invitation = await createInvitation(tx, ctx, caller, {
      instituteId,
      groupId: klass.id,
      sessionId: session.id,
      roleId: role.id,
      kind: 'CHILD',
      email,
      firstName: application.firstName,
      lastName: application.lastName,
      detail: {
        personName: `${application.firstName} ${application.lastName}`,
        applicationId: application.id,
        child: {
          gender: application.gender,
          dateOfBirth: null,
          registrationNo: null,
          fatherName: application.fatherName,
          motherName: application.motherName,
          phone: application.phone,
        },
      },
      person,
    });
    await ctx.mailer.send(await invitationMail(tx, ctx.config.publicUrl, invitation, person), tx);
  });
  await tellApplicant(ctx, instituteId, id, 'admission.accepted');
  return applicationDetail(ctx.db, instituteId, id);
}

/** The admitted profile joins the class and the institute as a student for the session. */
async function admitProfile(
  tx: Tx,
  ctx: Pick<AppContext, 'clock'>,
  caller: Caller,
  p: {
    instituteId: string;
    klass: { id: string; name: string };
    session: { id: string; name: string };
    role: { id: string; name: string };
    profileId: string;
  },
) {
  await updateProfile(tx, p.profileId, {
    defaultInstituteId: p.instituteId,
    defaultClassId: p.klass.id,
  });
  for (const groupId of [p.klass.id, p.instituteId]) {
    const membership = {
      profileId: p.profileId,
      groupId,
      sessionId: p.session.id,
      roleId: p.role.id,
    };
    const added = (await addMembershipsOnce(tx, [membership], ctx.clock.now())).length > 0;
    if (!added && groupId === p.klass.id) {
      throw conflict(ADMISSION_MESSAGES.alreadyStudent(p.klass.name, p.session.name));
    }
    if (!added) continue;
    await recordAudit(
      tx,
      ctx,
      caller,
      membershipAdded({
        instituteId: p.instituteId,
        profileId: p.profileId,
        groupId,
        role: p.role,
        sessionId: p.session.id,
      }),
    );
  }
  await assignJoiningStudentFees(tx, {
    instituteId: p.instituteId,
    classId: p.klass.id,
    profileId: p.profileId,
    joinedOn: todayOf(ctx.clock.now()),
    sessionId: p.session.id,
    now: ctx.clock.now(),
  });
}

/** Rejects with a reason, audited; the reason is mailed to the applicant when there is an e-mail. */
export async function rejectApplication(
  ctx: AppContext,
  caller: Caller,
  instituteId: string,
  id: string,
  reason: string,
): Promise<ApplicationDetail> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { application, klass, session, place } = await pendingApplication(tx, instituteId, id);
    await updateApplication(tx, instituteId, application.id, {
      status: 'REJECTED',
      decisionReason: reason,
      decidedByAccountId: caller.accountId,
      decidedAt: now,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'admission.rejected',
      targetType: 'admissionApplication',
      targetId: application.id,
      detail: { classId: klass.id, sessionId: session.id, reason },
    });
    if (!application.email) return;
    await ctx.mailer.send(
      {
        to: application.email,
        ...admissionRejectedMail({ ...place, firstName: application.firstName, reason }),
      },
      tx,
    );
  });
  await tellApplicant(ctx, instituteId, id, 'admission.rejected');
  return applicationDetail(ctx.db, instituteId, id);
}

/** An applicant who applied from an account hears of the decision in the portal too. */
async function tellApplicant(
  ctx: AppContext,
  instituteId: string,
  id: string,
  kind: 'admission.accepted' | 'admission.rejected',
) {
  await notifyAfter(ctx, async (db) => {
    const detail = await applicantOf(db, instituteId, id);
    if (!detail?.applicantProfileId) return null;
    const accepted = kind === 'admission.accepted';
    return {
      kind,
      profileIds: [detail.applicantProfileId],
      instituteId,
      groupId: detail.classId,
      title: accepted ? 'Admission accepted' : 'Admission not accepted',
      message: accepted
        ? `${detail.firstName} ${detail.lastName}'s application for ${detail.className} was accepted.`
        : `${detail.firstName} ${detail.lastName}'s application for ${detail.className} was not accepted.`,
      target: '/admission',
      featureId: id,
      featureAction: accepted ? 'ADMISSION_ACCEPTED' : 'ADMISSION_REJECTED',
    };
  });
}
