import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { accounts, userProfiles } from '../../db/schema/index.js';
import { compose } from '../../mail/templates.js';
import type { ModuleJob } from '../module.js';
import { settingsOf } from './inbox-queries.js';

export const MAIL_JOB = 'notifications.mail';

const mailData = z.object({
  profileIds: z.array(z.uuid()).max(10_000),
  title: z.string(),
  message: z.string(),
  target: z.string().nullable(),
});

/**
 * The e-mail copies of a notification: one mail per recipient whose e-mail notifications are
 * still on when the job runs (a durable job: sent once even with several processes, tried again
 * when the mail server is down).
 */
async function sendCopies(ctx: AppContext, data: unknown): Promise<void> {
  const { profileIds, title, message, target } = mailData.parse(data);
  const settings = await settingsOf(ctx.db, profileIds);
  const wanted = profileIds.filter((id) => settings.get(id)?.email !== false);
  if (wanted.length === 0) return;
  const people = await ctx.db
    .select({ firstName: userProfiles.firstName, email: accounts.email })
    .from(userProfiles)
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(inArray(userProfiles.id, wanted));
  const link = target
    ? `${ctx.config.publicUrl}${target.startsWith('/') ? '' : '/'}${target}`
    : null;
  // Linked profiles of one account (a parent's young children) share its address: one mail.
  const seen = new Set<string>();
  for (const person of people) {
    if (seen.has(person.email)) continue;
    seen.add(person.email);
    const content = compose(title, person.firstName, [message, ...(link ? [{ link }] : [])]);
    await ctx.mailer.send({ to: person.email, ...content });
  }
}

export const notificationMailJob: ModuleJob = { name: MAIL_JOB, run: sendCopies };
