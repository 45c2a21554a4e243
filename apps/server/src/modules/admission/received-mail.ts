import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { acknowledgementWindowStart, mayAcknowledge } from '../../mail/acknowledgements.js';
import { admissionReceivedMail } from '../../mail/admission-templates.js';
import { countApplicationsFrom } from './queries.js';

/**
 * The applicant's acknowledgement, in fixed words, to the address the form gave: at most
 * ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY a day to one address (review finding 15). The application
 * itself is stored either way, and the form's answer does not say whether a mail went out.
 * Written in `tx`, the application's transaction: the mail exists if and only if it does.
 */
export async function mailApplicationReceived(
  ctx: AppContext,
  tx: Tx,
  application: { email: string | null; createdAt: Date },
  place: { institute: string; className: string; session: string; documents: number },
): Promise<void> {
  if (!application.email) return;
  const since = acknowledgementWindowStart(application.createdAt);
  if (!mayAcknowledge(await countApplicationsFrom(tx, application.email, since))) return;
  await ctx.mailer.send({ to: application.email, ...admissionReceivedMail(place) }, tx);
}
