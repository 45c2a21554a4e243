import type { AppContext } from '../../context.js';
import { acknowledgementWindowStart, mayAcknowledge } from '../../mail/acknowledgements.js';
import { admissionReceivedMail } from '../../mail/admission-templates.js';
import { countApplicationsFrom } from './queries.js';

/**
 * The applicant's acknowledgement, in fixed words, to the address the form gave: at most
 * ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY a day to one address (review finding 15). The application
 * itself is stored either way, and the form's answer does not say whether a mail went out.
 */
export async function mailApplicationReceived(
  ctx: AppContext,
  application: { email: string | null; createdAt: Date },
  place: { institute: string; className: string; session: string; documents: number },
): Promise<void> {
  if (!application.email) return;
  const since = acknowledgementWindowStart(application.createdAt);
  if (!mayAcknowledge(await countApplicationsFrom(ctx.db, application.email, since))) return;
  await ctx.mailer.send({ to: application.email, ...admissionReceivedMail(place) });
}
