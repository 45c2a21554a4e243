import {
  ADMIN_MAIL_FAILURES_MAX,
  ADMIN_MESSAGES,
  type AdminMailFailure,
  type AdminMailFailureList,
} from '@shala/shared';
import type { AppContext } from '../../context.js';
import { conflict, notFound } from '../../lib/errors.js';
import { claimForResend, findMailFailure, listMailFailures } from '../../mail/failures.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../permissions/index.js';
import { toAdminMailFailure } from './presenters.js';

/** The mails the outbox gave up on after their last retry, newest first. */
export async function mailFailureList(ctx: AppContext): Promise<AdminMailFailureList> {
  const rows = await listMailFailures(ctx.db, ADMIN_MAIL_FAILURES_MAX);
  return { items: rows.map(toAdminMailFailure) };
}

/**
 * Sends a failed mail again, once: a new job with the kept content, in the transaction that
 * marks it resent (and records who did). A mail with a code or link kept no body: refused.
 */
export async function resendMailFailure(
  ctx: AppContext,
  caller: Caller,
  id: string,
): Promise<AdminMailFailure> {
  return ctx.db.transaction(async (tx) => {
    const claimed = await claimForResend(tx, id, ctx.clock.now());
    if (!claimed) {
      if (!(await findMailFailure(tx, id))) throw notFound(ADMIN_MESSAGES.mailFailureNotFound);
      throw conflict(ADMIN_MESSAGES.mailNotResendable);
    }
    await ctx.mailer.send(
      {
        to: claimed.recipient,
        subject: claimed.subject,
        text: claimed.text ?? '',
        ...(claimed.html ? { html: claimed.html } : {}),
        template: claimed.template,
      },
      tx,
    );
    await recordAudit(tx, ctx, caller, {
      action: 'mail.resent',
      targetType: 'mail',
      targetId: id,
      detail: { template: claimed.template, recipient: claimed.recipient },
    });
    return toAdminMailFailure(claimed);
  });
}
