import type { AppContext } from '../../context.js';
import type { Queryable } from '../../db/client.js';
import type { ServerModule } from '../module.js';

/** Web Push (spec §7 `POST rest/fcm/registerkey`): built in issue 12. */
export const pushModule: ServerModule = { name: 'push' };

/**
 * Queues the pushes of a raised notification event (notifications/raise.ts calls it in the
 * raising transaction): a job sends each recipient's notification to its registered browsers.
 */
export async function queuePushForEvent(
  _ctx: AppContext,
  _db: Queryable,
  _eventId: string,
): Promise<void> {}
