import type { ModuleLive } from '../module.js';
import { createdSince, rowsOfEvent } from './inbox-queries.js';
import { presentNotification } from './present.js';

/** At most this many notifications are replayed to a reconnecting browser. */
const CATCH_UP_LIMIT = 100;

/** NOTIFICATION events carry `{ eventId }`: each recipient gets its own row of the event. */
export const notificationsLive: ModuleLive = {
  expand: {
    NOTIFICATION: async (ctx, ref, profileIds) => {
      const eventId = typeof ref.eventId === 'string' ? ref.eventId : undefined;
      if (!eventId) return new Map();
      const rows = await rowsOfEvent(ctx.db, eventId, profileIds);
      return new Map(rows.map((r) => [r.profileId, presentNotification(r)]));
    },
  },
  catchUp: async (ctx, profileId, since) => {
    const rows = await createdSince(ctx.db, profileId, since, CATCH_UP_LIMIT);
    return rows.map((r) => ({
      messageType: 'NOTIFICATION' as const,
      body: presentNotification(r),
      at: r.createdAt,
    }));
  },
};
