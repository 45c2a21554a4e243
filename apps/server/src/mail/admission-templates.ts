import { PRODUCT_NAME } from '@shala/shared';
import { addedToGroupMail, compose, invitationMail } from './templates.js';

type Place = { institute: string; className: string; session: string };

/** Why the admitted student hears from us. */
export const admissionAcceptedReason = (p: Place) =>
  `Your admission to ${p.className} of ${p.institute} for the session ${p.session} was accepted.`;

/**
 * The applicant's copy: the application arrived and will be reviewed. Only the institute's own
 * words (its name, class and session) and fixed text: the applicant's names are whatever anyone
 * typed, to an address that need not be theirs (review finding 15).
 */
export function admissionReceivedMail(p: Place & { documents: number }) {
  return compose(
    `${PRODUCT_NAME}: your admission application to ${p.institute}`,
    'Sir or Madam',
    [
      `We have received your application for admission to ${p.className} of ${p.institute} for the session ${p.session}, with ${p.documents} document${p.documents === 1 ? '' : 's'}.`,
      'The institute will review it and write to you at this address. If you did not apply, you can ignore this email.',
    ],
    { template: 'admissionReceived' },
  );
}

/** A new account for the admitted student: the link sets the first password. */
export function admissionWelcomeMail(
  p: Place & { firstName: string; username: string; link: string; validDays: number },
) {
  return invitationMail({
    firstName: p.firstName,
    username: p.username,
    link: p.link,
    validDays: p.validDays,
    reason: admissionAcceptedReason(p),
  });
}

/** The e-mail already had an account: the new student profile is linked to it. */
export function admissionAddedMail(
  p: Place & { firstName: string; username: string; link: string },
) {
  return addedToGroupMail({
    firstName: p.firstName,
    username: p.username,
    link: p.link,
    reason: admissionAcceptedReason(p),
  });
}

export function admissionRejectedMail(p: Place & { firstName: string; reason: string }) {
  return compose(
    `${PRODUCT_NAME}: your admission application to ${p.institute}`,
    p.firstName,
    [
      `We are sorry: your application for admission to ${p.className} of ${p.institute} for the session ${p.session} was not accepted.`,
      `Reason given by the institute:\n${p.reason}`,
    ],
    { template: 'admissionRejected' },
  );
}
