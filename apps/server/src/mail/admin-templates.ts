import { PRODUCT_NAME } from '@shala/shared';
import { addedToGroupMail, invitationMail } from './templates.js';

/** Why a new institute's first admin hears from us. */
export const instituteAdminReason = (institute: string) =>
  `You are the administrator of ${institute} on ${PRODUCT_NAME}.`;

const NEXT_STEP =
  'After you sign in, Quick Setup takes you through the institute details and logo, sessions, classes and sections, and roles.';

/** A new account for the first admin of a new institute: the link sets the first password. */
export function instituteAdminInvitationMail(p: {
  firstName: string;
  username: string;
  institute: string;
  link: string;
  validDays: number;
}) {
  return invitationMail({
    firstName: p.firstName,
    username: p.username,
    link: p.link,
    validDays: p.validDays,
    reason: `${instituteAdminReason(p.institute)} ${NEXT_STEP}`,
  });
}

/** The first admin already had an account: the link opens the institute's Quick Setup. */
export function instituteAdminAddedMail(p: {
  firstName: string;
  username: string;
  institute: string;
  setupLink: string;
}) {
  return addedToGroupMail({
    firstName: p.firstName,
    username: p.username,
    reason: instituteAdminReason(p.institute),
    link: p.setupLink,
  });
}
