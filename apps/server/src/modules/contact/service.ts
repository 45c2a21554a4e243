import type { ContactInput } from '@shala/shared';
import { contactAcknowledgementMail, contactNoticeMail } from '../../mail/templates.js';
import type { ServiceDeps } from '../auth/deps.js';
import { toContactRequestData } from './presenters.js';
import { insertContactRequest, listContactRequests, superAdminEmails } from './queries.js';

export const CONTACT_SENT = 'Thank you for contacting us. We will get back to you soon.';

/** Stores the request, thanks the sender and tells the super admins. */
export async function submitContactRequest(
  deps: ServiceDeps,
  input: ContactInput,
  from: { accountId: string | null; ip: string },
): Promise<{ message: string }> {
  const saved = await insertContactRequest(deps.db, {
    contactPerson: input.contactPerson.trim(),
    email: input.email.trim().toLowerCase(),
    phoneNo: input.phoneNo.trim(),
    category: input.category,
    subject: input.subject.trim(),
    content: input.content.trim(),
    accountId: from.accountId,
    ip: from.ip,
    createdAt: deps.clock.now(),
  });
  await deps.mailer.send({ to: saved.email, ...contactAcknowledgementMail(saved) });
  const notice = contactNoticeMail(saved);
  for (const to of await superAdminEmails(deps.db)) await deps.mailer.send({ to, ...notice });
  return { message: CONTACT_SENT };
}

export async function contactRequestPage(deps: ServiceDeps, page: number, size: number) {
  const { items, total } = await listContactRequests(deps.db, page, size);
  return { items: items.map(toContactRequestData), page, size, total };
}
