import { PRODUCT_NAME } from '@shala/shared';
import { addedToGroupMail, compose, invitationMail } from './templates.js';

type Place = { institute: string; className: string; session: string };

/** Why the admitted student hears from us. */
export const admissionAcceptedReason = (p: Place) =>
  `Your admission to ${p.className} of ${p.institute} for the session ${p.session} was accepted.`;

/** The numbers the admission gave: the admission number, and the roll number once in class. */
export const admissionNumbers = (admissionNo: string, rollNo: number | null) =>
  `Admission number: ${admissionNo}.${rollNo === null ? '' : ` Roll number: ${rollNo}.`}`;

/** The student's own sentence: admitted, with the numbers. */
export const admittedStudentReason = (p: Place, admissionNo: string, rollNo: number | null) =>
  `${admissionAcceptedReason(p)} ${admissionNumbers(admissionNo, rollNo)}`;

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

type Admitted = Place & {
  childName: string;
  childFirstName: string;
  admissionNo: string;
  rollNo: number | null;
};

/** What the parent or guardian is told was done: the admission, its numbers. */
const admittedLine = (p: Admitted) =>
  `${p.childName}'s admission to ${p.className} of ${p.institute} for the session ${p.session} was accepted. ${admissionNumbers(p.admissionNo, p.rollNo)}`;

/**
 * The parent's or guardian's mail when a child is admitted (issue 22 item 7): what was done,
 * where the child is in the account, and how to sign in: a new account's set-password link, or
 * the sign-in page for an account that has a password.
 */
export function admissionGuardianMail(
  p: Admitted & {
    guardianFirstName: string;
    username: string;
    /** The child has an account of its own (the institute or the guardian asked for one). */
    childHasOwnAccount: boolean;
    signIn: { setPasswordLink: string; validDays: number } | { link: string };
  },
) {
  const where = p.childHasOwnAccount
    ? `${p.childFirstName} has an account of their own, mailed separately; from your account you see ${p.childFirstName}'s fees, exams and notices.`
    : `${p.childFirstName} is a profile in your account, beside your own: after signing in, switch to ${p.childFirstName}'s profile to see fees, exams and notices.`;
  const blocks =
    'setPasswordLink' in p.signIn
      ? [
          admittedLine(p),
          where,
          `Your username is ${p.username}. Open this link to choose your password and sign in:`,
          { link: p.signIn.setPasswordLink },
          `The link works once and expires in ${p.signIn.validDays} days. After that, use "Forgot Password" on the sign-in page.`,
        ]
      : [
          admittedLine(p),
          where,
          `Sign in with your username ${p.username} or this email address:`,
          { link: p.signIn.link },
        ];
  return compose(
    `${PRODUCT_NAME}: ${p.childFirstName}'s admission to ${p.institute}`,
    p.guardianFirstName,
    blocks,
    'setPasswordLink' in p.signIn
      ? { template: 'admissionGuardian', secretSeconds: p.signIn.validDays * 24 * 60 * 60 }
      : { template: 'admissionGuardian' },
  );
}
