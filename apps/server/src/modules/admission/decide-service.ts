import {
  type AcceptApplicationInput,
  ADMISSION_MESSAGES,
  type ApplicationDetail,
  ERROR_CODES,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, coded, conflict, notFound } from '../../lib/errors.js';
import { admissionRejectedMail } from '../../mail/admission-templates.js';
import { findSession } from '../academic/index.js';
import { recordAudit } from '../audit/index.js';
import { findClass, findInstitute } from '../groups/index.js';
import { notifyAfter } from '../notifications/index.js';
import { findDefaultProfile, findProfile } from '../people/index.js';
import type { Caller, GroupScope } from '../permissions/index.js';
import { assertMayGrant, findBuiltinRole, grantorIn } from '../roles/index.js';
import { type Admission, admitApplicantProfile } from './admit.js';
import { admitFromContact } from './admit-from-contact.js';
import { isFull, isUndecided, seatLimit } from './policy.js';
import {
  applicantOf,
  countAccepted,
  lockApplication,
  lockConfig,
  updateApplication,
} from './queries.js';
import { applicationDetail } from './review-service.js';
import { readAdmissionSettings, takeAdmissionNumber } from './settings.js';

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
 * Accepts an application in one transaction (issue 22 item 7): the institute's next admission
 * number, then who joins. A profile a signed-in account applied for joins as it is (its
 * holder's consent), with the account's own profile as its guardian when it is a linked one.
 * Otherwise the parent's or guardian's account comes from the application's contact and the
 * child becomes a linked profile in it (admit.ts); an account of the child's own only when
 * the decider asks for one (studentEmail). The child joins its class at one point
 * (admitChildToClass) with the next roll number; the guardian is mailed, never the child's
 * name as a username. The answer is the same whether or not an e-mail had an account.
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
    const config = await lockConfig(tx, klass.id);
    const seats = seatLimit(config);
    if (seats !== null && isFull(seats, await countAccepted(tx, klass.id, session.id))) {
      throw coded(ERROR_CODES.seatsFull, ADMISSION_MESSAGES.seatsFull(klass.name, seats));
    }
    const student = await findBuiltinRole(tx, instituteId, 'STUDENT');
    const parent = await findBuiltinRole(tx, instituteId, 'PARENT');
    if (!student || !parent) throw badRequest('The institute has no Student or Parent role.');
    assertMayGrant(grantor, [...student.permissions, ...parent.permissions]);
    const settings = await readAdmissionSettings(tx, instituteId);
    const year = Number(session.startDate.slice(0, 4));
    const admissionNo = await takeAdmissionNumber(tx, instituteId, settings.numberPattern, year);
    const admission: Admission = {
      tx,
      ctx,
      caller,
      instituteId,
      application,
      place,
      klass,
      session,
      roles: { student, parent },
      admissionNo,
      mails: [],
    };
    const made = application.applicantProfileId
      ? {
          email: application.email,
          ...(await admitApplicantProfile(
            admission,
            application.applicantProfileId,
            input.relation,
          )),
        }
      : await admitFromContact(admission, input);
    await updateApplication(tx, instituteId, application.id, {
      status: 'ACCEPTED',
      email: made.email,
      decidedByAccountId: caller.accountId,
      decidedAt: now,
      admissionNo,
      studentProfileId: made.studentProfileId,
      rollNo: made.rollNo,
    });
    await recordAudit(tx, ctx, caller, {
      instituteId,
      action: 'admission.accepted',
      targetType: 'admissionApplication',
      targetId: application.id,
      detail: { classId: klass.id, sessionId: session.id, admissionNo },
    });
    for (const mail of admission.mails) await ctx.mailer.send(mail, tx);
  });
  await tellApplicant(ctx, instituteId, id, 'admission.accepted');
  return applicationDetail(ctx.db, instituteId, id);
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

/**
 * An applicant who applied from an account hears of the decision in the portal too (issue 22
 * item 12): the account's holder (its default profile), who applied and looks after the child,
 * never the child's own linked profile; in their own words when they applied for themself. The
 * notice is dated by the decision; a rejection gives its reason.
 */
async function tellApplicant(
  ctx: AppContext,
  instituteId: string,
  id: string,
  kind: 'admission.accepted' | 'admission.rejected',
) {
  await notifyAfter(ctx, async (db) => {
    const detail = await applicantOf(db, instituteId, id);
    if (!detail?.applicantProfileId) return null;
    const applicant = await findProfile(db, detail.applicantProfileId);
    if (!applicant) return null;
    const holder = (await findDefaultProfile(db, applicant.accountId)) ?? applicant;
    const own = holder.id === applicant.id;
    const accepted = kind === 'admission.accepted';
    const whose = own ? 'Your' : `${detail.firstName} ${detail.lastName}’s`;
    const what = `${whose} application for ${detail.className} (${detail.sessionName})`;
    return {
      kind,
      profileIds: [holder.id],
      instituteId,
      groupId: detail.classId,
      title: accepted ? 'Admission accepted' : 'Admission not accepted',
      message: accepted
        ? `${what} was accepted.`
        : `${what} was not accepted${reasonOf(detail.decisionReason)}`,
      target: '/admission',
      featureId: id,
      featureAction: accepted ? 'ADMISSION_ACCEPTED' : 'ADMISSION_REJECTED',
    };
  });
}

/** ": No seats left." of a rejection's reason, ending as a sentence; "." without one. */
const reasonOf = (reason: string | null) =>
  reason ? `: ${reason}${/[.!?]$/.test(reason) ? '' : '.'}` : '.';
