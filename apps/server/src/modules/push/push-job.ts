import { isKnownPushEndpoint, type PushPayload, SESSION_IDLE_MINUTES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notifications } from '../../db/schema/index.js';
import type { ModuleJob } from '../module.js';
import type { PushNetwork, ResolvedAddress } from './push-network.js';
import { PUSH_JOB } from './queue.js';
import {
  forgetEndedSubscriptions,
  forgetSubscription,
  liveSubscriptionsOf,
} from './subscription-queries.js';
import { vapidKeys } from './vapid.js';

/** A push the browser cannot take within a day is not worth showing. */
const TTL_SECONDS = 86_400;
/** A push service that has not answered within this long is given up on for this push. */
const SEND_TIMEOUT_MS = 15_000;
const jobData = z.object({ eventId: z.uuid() });

/**
 * Sends each recipient's notification of the event to the browsers it registered (Web Push,
 * signed with the platform's VAPID keys), in sessions still live: a subscription whose session
 * ended unseen is dropped (review 2, L2). A subscription the push service says is gone (404,
 * 410), or whose host is not a push service's public address, is forgotten; any other failure is
 * logged and the rest still go.
 */
export async function sendPushes(ctx: AppContext, data: unknown): Promise<{ sent: number }> {
  const { eventId } = jobData.parse(data);
  const rows = await ctx.db.select().from(notifications).where(eq(notifications.eventId, eventId));
  const profileIds = rows.map((r) => r.profileId);
  const now = ctx.clock.now();
  const live = { now, idleCutoff: new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000) };
  await forgetEndedSubscriptions(ctx.db, profileIds, live);
  const subscriptions = await liveSubscriptionsOf(ctx.db, profileIds, live);
  if (subscriptions.length === 0) return { sent: 0 };
  const keys = await vapidKeys(ctx);
  const byProfile = new Map(rows.map((r) => [r.profileId, r]));
  let sent = 0;
  for (const sub of subscriptions) {
    const row = byProfile.get(sub.profileId);
    if (!row) continue;
    const host = hostOf(sub.endpoint);
    const target = await checkedTarget(ctx.pushNetwork, sub.endpoint).catch((err) => {
      // The resolver failed (no answer now): kept, tried again with the next notification.
      ctx.log.warn(
        { host, subscriptionId: sub.id, code: errorCode(err) },
        'push host not resolved',
      );
      return null;
    });
    if (target === null) continue;
    if ('refused' in target) {
      ctx.log.warn(
        { host, subscriptionId: sub.id, reason: target.refused },
        'push endpoint refused; subscription dropped',
      );
      await forgetSubscription(ctx.db, sub.id);
      continue;
    }
    const payload: PushPayload = {
      title: row.title,
      body: row.message,
      target: row.target ?? `/notification/${row.id}`,
      groupId: row.groupId,
      featureId: row.featureId,
      featureAction: row.featureAction,
    };
    const agent = ctx.pushNetwork.agentFor(target.address);
    try {
      // web-push makes one https.request and follows no redirect (a 3xx is a failure).
      await webpush.sendNotification(
        { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
        JSON.stringify(payload),
        {
          TTL: TTL_SECONDS,
          vapidDetails: { subject: vapidSubject(ctx.config), ...keys },
          agent,
          timeout: SEND_TIMEOUT_MS,
        },
      );
      sent += 1;
    } catch (err) {
      const status = (err as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) await forgetSubscription(ctx.db, sub.id);
      // Never the endpoint's path (the browser's token), the keys or the service's answer.
      else ctx.log.warn({ host, status, code: errorCode(err) }, 'push not delivered');
    } finally {
      agent.destroy();
    }
  }
  return { sent };
}

type Target = { address: ResolvedAddress } | { refused: string };

/**
 * Where a subscription's push may go: its endpoint is still a known push service's, and every
 * address its host resolves to now is public. The push then goes to the first, and only to it.
 */
async function checkedTarget(network: PushNetwork, endpoint: string): Promise<Target> {
  if (!isKnownPushEndpoint(endpoint)) return { refused: 'not a push service' };
  const host = new URL(endpoint).hostname;
  const addresses = await network.resolve(host);
  const [first] = addresses;
  if (!first) return { refused: 'no address' };
  const blocked = addresses.find((a) => !network.mayContact(a.address));
  if (blocked) return { refused: `address not public (${blocked.address})` };
  return { address: first };
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).hostname;
  } catch {
    return '(unreadable)';
  }
}

function errorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
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
