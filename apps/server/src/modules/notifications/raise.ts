import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { QueuedJob } from '../../jobs/queue.js';
import { pushJobFor } from '../push/index.js';
import { insertNotifications, settingsOf } from './inbox-queries.js';
import { MAIL_JOB } from './mail-job.js';

export type RaiseInput = {
  kind: NotificationKind;
  profileIds: readonly string[];
  instituteId: string | null;
  title: string;
  message: string;
  /** The click target (spec §2.4): a route of the web app. */
  target: string | null;
  groupId?: string | null;
  featureId?: string | null;
  featureAction?: string | null;
  /** Raising again with the same key (a reminder swept twice) notifies nobody twice. */
  dedupeKey?: string;
};

/** Who was notified in the app, for the live channel once the transaction committed. */
export type Raised = { eventId: string; profileIds: string[] };

/**
 * Raises a notification in the caller's transaction (`db`): a row per recipient whose app
 * notifications are on, an e-mail copy (a durable job) for those whose e-mail is on, and the
 * pushes to their browsers. Text notifications are always off. After the commit, pass the answer
 * to `announce` so that open browsers hear of it at once.
 */
export async function raiseNotification(
  ctx: AppContext,
  db: Queryable,
  input: RaiseInput,
): Promise<Raised> {
  const [raised] = await raiseNotifications(ctx, db, [input]);
  return raised ?? { eventId: randomUUID(), profileIds: [] };
}

/**
 * Raises several notifications at once (a payment's students, each in their own words) as
 * raiseNotification does each, in a fixed number of statements however many there are: the
 * recipients' choices read once, the rows inserted together, the mails and pushes queued
 * together. One answer per input, in order.
 */
export async function raiseNotifications(
  ctx: AppContext,
  db: Queryable,
  inputs: readonly RaiseInput[],
): Promise<Raised[]> {
  const events = inputs.map((input) => ({
    input,
    eventId: randomUUID(),
    ids: [...new Set(input.profileIds)],
  }));
  const settings = await settingsOf(db, [...new Set(events.flatMap((e) => e.ids))]);
  const now = ctx.clock.now();
  const inserted = await insertNotifications(
    db,
    events.flatMap(({ input, eventId, ids }) =>
      ids
        .filter((id) => settings.get(id)?.app !== false)
        .map((profileId) => ({
          profileId,
          eventId,
          instituteId: input.instituteId,
          kind: input.kind,
          title: input.title,
          message: input.message,
          target: input.target,
          groupId: input.groupId ?? null,
          featureId: input.featureId ?? null,
          featureAction: input.featureAction ?? null,
          dedupeKey: input.dedupeKey ?? null,
          createdAt: now,
        })),
    ),
  );
  const notifiedOf = new Map<string, string[]>();
  for (const row of inserted) {
    const list = notifiedOf.get(row.eventId);
    if (list) list.push(row.profileId);
    else notifiedOf.set(row.eventId, [row.profileId]);
  }
  const jobs: QueuedJob[] = [];
  const raised = events.map(({ input, eventId, ids }) => {
    const notified = notifiedOf.get(eventId) ?? [];
    // A deduplicated raise mails only those it notified now; otherwise everyone who wants mail.
    const mailable = (input.dedupeKey ? notified : ids).filter(
      (id) => settings.get(id)?.email !== false,
    );
    if (mailable.length > 0) {
      jobs.push({
        name: MAIL_JOB,
        data: {
          profileIds: mailable,
          title: input.title,
          message: input.message,
          target: input.target,
        },
        startAfter: now,
      });
    }
    if (notified.length > 0) jobs.push(pushJobFor(eventId, now));
    return { eventId, profileIds: notified };
  });
  await ctx.jobs.sendMany(jobs, db);
  return raised;
}

/** After the raising transaction committed: the recipients' open browsers hear of it. */
export async function announce(ctx: AppContext, raised: Raised | Raised[]): Promise<void> {
  for (const r of Array.isArray(raised) ? raised : [raised]) {
    if (r.profileIds.length === 0) continue;
    await ctx.live
      .publish({ messageType: 'NOTIFICATION', to: r.profileIds, ref: { eventId: r.eventId } })
      .catch((err) => ctx.log.error({ err }, 'notification not announced'));
  }
}

/**
 * Raises and announces in a transaction of its own, after the writer's committed: for events
 * whose notification must never undo the write it tells of (one event per input). A failure
 * is logged.
 */
export async function notifyAfter(
  ctx: AppContext,
  input: (db: Queryable) => Promise<RaiseInput | readonly RaiseInput[] | null>,
): Promise<void> {
  try {
    const raised = await ctx.db.transaction(async (tx) => {
      const ready = await input(tx);
      const inputs = ready === null ? [] : 'kind' in ready ? [ready] : ready;
      return raiseNotifications(ctx, tx, inputs);
    });
    await announce(ctx, raised);
  } catch (err) {
    ctx.log.error({ err }, 'notification not raised');
  }
}
