import type { PushPayload } from '@shala/shared';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import type { ModuleJob } from '../module.js';
import { forgetSubscription, subscriptionsOf } from './subscription-queries.js';
import { vapidKeys } from './vapid.js';

export const PUSH_JOB = 'push.send';
/** A push the browser cannot take within a day is not worth showing. */
const TTL_SECONDS = 86_400;
const jobData = z.object({ eventId: z.uuid() });

/** Queues the pushes of a raised notification event, in the raising transaction. */
export async function queuePushForEvent(ctx: AppContext, db: Queryable, eventId: string) {
  await ctx.jobs.send(PUSH_JOB, { eventId }, { startAfter: ctx.clock.now() }, db);
}

/**
 * Sends each recipient's notification of the event to the browsers it registered (Web Push,
 * signed with the platform's VAPID keys). A subscription the push service says is gone (404,
 * 410) is forgotten; any other failure is logged and the rest still go.
 */
export async function sendPushes(ctx: AppContext, data: unknown): Promise<{ sent: number }> {
  const { eventId } = jobData.parse(data);
  const rows = await ctx.db.select().from(notifications).where(eq(notifications.eventId, eventId));
  const subscriptions = await subscriptionsOf(
    ctx.db,
    rows.map((r) => r.profileId),
  );
  if (subscriptions.length === 0) return { sent: 0 };
  const keys = await vapidKeys(ctx);
  const byProfile = new Map(rows.map((r) => [r.profileId, r]));
  let sent = 0;
  for (const sub of subscriptions) {
    const row = byProfile.get(sub.profileId);
    if (!row) continue;
    const payload: PushPayload = {
      title: row.title,
      body: row.message,
      target: row.target ?? `/notification/${row.id}`,
      groupId: row.groupId,
      featureId: row.featureId,
      featureAction: row.featureAction,
    };
    try {
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          TTL: TTL_SECONDS,
          vapidDetails: { subject: vapidSubject(ctx.config), ...keys },
        },
      );
      sent += 1;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await forgetSubscription(ctx.db, sub.id);
      else ctx.log.warn({ err, endpoint: new URL(sub.endpoint).host }, 'push not delivered');
    }
  }
  return { sent };
}

/**
 * Who push services may contact about our pushes: the portal's https address, else the sender
 * address of its mails (a LAN install on plain http).
 */
function vapidSubject(config: { publicUrl: string; mailFrom: string }): string {
  if (config.publicUrl.startsWith('https://')) return config.publicUrl;
  const address = /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom;
  return `mailto:${address.trim()}`;
}

export const pushJob: ModuleJob = {
  name: PUSH_JOB,
  run: async (ctx, data) => {
    await sendPushes(ctx, data);
  },
};
