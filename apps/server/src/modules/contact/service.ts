import { ADMIN_MESSAGES, type ContactInput } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { acknowledgementWindowStart, mayAcknowledge } from '../../mail/acknowledgements.js';
import { contactAcknowledgementMail, contactNoticeMail } from '../../mail/templates.js';
import { recordAudit } from '../audit/index.js';
import { superAdminEmails } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import { toContactRequestData } from './presenters.js';
import {
  type ContactRequestFilter,
  countRequestsFrom,
  findContactRequest,
  insertContactRequest,
  listContactRequests,
  setContactRequestHandled,
} from './queries.js';

export const CONTACT_SENT = 'Thank you for contacting us. We will get back to you soon.';

/**
 * Stores the request, thanks the sender and tells the super admins. The thanks is fixed text,
 * and an address gets at most ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY of them; the answer is the
 * same either way, so the form tells nobody whether a mail went out.
 */
export async function submitContactRequest(
  ctx: AppContext,
  input: ContactInput,
  from: { accountId: string | null; ip: string },
): Promise<{ message: string }> {
  // The request and its mails (the thanks, the super admins' notices): one transaction.
  await ctx.db.transaction(async (tx) => {
    const saved = await insertContactRequest(tx, {
      contactPerson: input.contactPerson.trim(),
      email: input.email.trim().toLowerCase(),
      phoneNo: input.phoneNo.trim(),
      category: input.category,
      subject: input.subject.trim(),
      content: input.content.trim(),
      accountId: from.accountId,
      ip: from.ip,
      createdAt: ctx.clock.now(),
    });
    const now = ctx.clock.now();
    const recent = await countRequestsFrom(tx, saved.email, acknowledgementWindowStart(now));
    if (mayAcknowledge(recent)) {
      await ctx.mailer.send({ to: saved.email, ...contactAcknowledgementMail() }, tx);
    }
    const notice = contactNoticeMail(saved);
    for (const to of await superAdminEmails(tx)) await ctx.mailer.send({ to, ...notice }, tx);
  });
  return { message: CONTACT_SENT };
}

export async function contactRequestPage(
  ctx: AppContext,
  page: number,
  size: number,
  filter: ContactRequestFilter = {},
) {
  const { items, total } = await listContactRequests(ctx.db, page, size, filter);
  return { items: items.map(toContactRequestData), page, pageSize: size, size, total };
}

/** The super admin marks a request handled (or not again); recorded with who and from where. */
export async function markContactRequestHandled(
  ctx: AppContext,
  caller: Caller,
  id: string,
  handled: boolean,
) {
  return ctx.db.transaction(async (tx) => {
    const found = await findContactRequest(tx, id);
    if (!found) throw notFound(ADMIN_MESSAGES.contactRequestNotFound);
    if ((found.handledAt !== null) === handled) return toContactRequestData(found);
    const saved = await setContactRequestHandled(tx, id, handled ? ctx.clock.now() : null);
    if (!saved) throw notFound(ADMIN_MESSAGES.contactRequestNotFound);
    await recordAudit(tx, ctx, caller, {
      action: handled ? 'contactRequest.handled' : 'contactRequest.reopened',
      targetType: 'contactRequest',
      targetId: id,
      detail: { subject: saved.subject, email: saved.email },
    });
    return toContactRequestData(saved);
  });
}
