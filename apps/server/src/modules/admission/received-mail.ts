import { and, count, eq, gt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { admissionApplications } from '../../db/schema/index.js';
import { acknowledgementWindowStart, mayAcknowledge } from '../../mail/acknowledgements.js';
import { admissionReceivedMail } from '../../mail/admission-templates.js';

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
  const [row] = await ctx.db
    .select({ total: count() })
    .from(admissionApplications)
    .where(
      and(
        eq(admissionApplications.email, application.email),
        gt(admissionApplications.createdAt, acknowledgementWindowStart(application.createdAt)),
      ),
    );
  if (!mayAcknowledge(row?.total ?? 0)) return;
  await ctx.mailer.send({ to: application.email, ...admissionReceivedMail(place) });
}
