import { raiseNotification } from '../../src/modules/notifications/index.js';
import type { TestContext } from './app.js';

/** A notification of the profile, raised as a module would; answers its id. */
export async function notificationOf(
  t: TestContext,
  profileId: string,
  instituteId: string | null,
  title = 'Admission received',
): Promise<string> {
  const raised = await t.app.ctx.db.transaction((tx) =>
    raiseNotification(t.app.ctx, tx, {
      kind: 'admission.received',
      profileIds: [profileId],
      instituteId,
      title,
      message: 'A new application is waiting.',
      target: '/admission/requests',
    }),
  );
  const [row] = await t.app.ctx.db.query.notifications.findMany({
    where: (n, { eq }) => eq(n.eventId, raised.eventId),
  });
  if (!row) throw new Error('notification not raised');
  return row.id;
}
