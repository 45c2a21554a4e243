import { INVITATION_VALID_DAYS, PRODUCT_NAME } from '@shala/shared';
import { compose, invitationMail } from './templates.js';

/**
 * An institute asks an existing account for something (to join, to add a child): nothing
 * changes until the holder accepts while signed in. `sentence` says who asks for what.
 */
export function invitationRequestMail(p: {
  firstName: string;
  instituteName: string;
  sentence: string;
  link: string;
}) {
  return compose(
    `${PRODUCT_NAME}: an invitation from ${p.instituteName}`,
    p.firstName,
    [
      p.sentence,
      'Nothing changes in your account until you accept. Sign in and open your invitations to accept or decline:',
      { link: p.link },
      `The invitation expires in ${INVITATION_VALID_DAYS} days. If you do not know ${p.instituteName}, decline it.`,
    ],
    { template: 'invitationRequest' },
  );
}

/** An account the invitation has just made: setting the first password accepts it. */
export function invitationWithAccountMail(p: {
  firstName: string;
  username: string;
  sentence: string;
  link: string;
  validDays: number;
}) {
  return invitationMail({
    firstName: p.firstName,
    username: p.username,
    link: p.link,
    validDays: p.validDays,
    reason: `${p.sentence} Setting your password accepts the invitation.`,
  });
}
