import { expect } from 'vitest';
import { raiseNotification } from '../../src/modules/notifications/index.js';
import { headers, type TestContext } from './app.js';

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

/** A notice as the bell shows it. */
export type ShownNotice = { kind: string; title: string; message: string; createdAt: string };

/** What the profile's bell answers (GET /rest/notification), checked to be a 200. */
export async function bellOf(
  t: TestContext,
  cookie: string,
): Promise<{
  schoolErpNotifications: ShownNotice[];
  deadlineNotifications: { id: string; kind: string; title: string; deadline: string }[];
}> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/rest/notification',
    headers: headers(cookie),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The profile's notices of one kind, each as "title | message | createdAt". */
export const noticesOfKind = async (t: TestContext, cookie: string, kind: string) =>
  (await bellOf(t, cookie)).schoolErpNotifications
    .filter((n) => n.kind === kind)
    .map((n) => `${n.title} | ${n.message} | ${n.createdAt}`);

/** The titles of a profile's notifications of one kind, as written. */
export async function notifiedTitles(t: TestContext, profileId: string, kind: string) {
  const rows = await t.app.ctx.db.query.notifications.findMany({
    where: (n, { eq }) => eq(n.profileId, profileId),
  });
  return rows.filter((n) => n.kind === kind).map((n) => n.title);
}
