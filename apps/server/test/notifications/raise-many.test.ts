import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { notificationSettings } from '../../src/db/schema/index.js';
import { type RaiseInput, raiseNotifications } from '../../src/modules/notifications/index.js';
import { MAIL_JOB } from '../../src/modules/notifications/mail-job.js';
import { PUSH_JOB } from '../../src/modules/push/queue.js';
import { useTestApp } from '../support/app.js';
import { createProfile } from '../support/factories.js';

// Several notifications raised at once (a payment's students, each in their own words) are each
// what raising it alone would be: its own event, its recipients by their choices, its mail and
// its pushes; and the number of statements does not grow with how many are raised.

const t = useTestApp();

const notice = (profileIds: string[], extra: Partial<RaiseInput> = {}): RaiseInput => ({
  kind: 'payment.received',
  profileIds,
  instituteId: null,
  title: `To ${profileIds.length}`,
  message: 'Paid.',
  target: '/erp/fee-details',
  ...extra,
});

const raise = (inputs: RaiseInput[]) =>
  t.app.ctx.db.transaction((tx) => raiseNotifications(t.app.ctx, tx, inputs));

type Job = { name: string; data: { eventId?: string; profileIds?: string[]; title?: string } };
const jobs = () =>
  selectRows<Job>(
    t.app.ctx.db,
    sql`select name, data from pgboss.job where name in (${MAIL_JOB}, ${PUSH_JOB})`,
  );

async function choose(profileId: string, app: boolean, email: boolean) {
  await t.app.ctx.db.insert(notificationSettings).values({
    profileId,
    appNotifications: app,
    emailNotifications: email,
    updatedAt: t.clock.now(),
  });
}

/** All statements sent while `act` runs, the job queue's inserts included. */
async function countStatements(act: () => Promise<unknown>): Promise<number> {
  let count = 0;
  const stop = t.app.deps.database.watchQueries(() => {
    count += 1;
  });
  try {
    await act();
  } finally {
    stop();
  }
  return count;
}

describe('raising several notifications at once', () => {
  it('gives each its event, its recipients by their choices, its mail and its pushes', async () => {
    const [anyone, noApp, noMail] = await Promise.all([
      createProfile(t),
      createProfile(t),
      createProfile(t),
    ]);
    await choose(noApp.profileId, false, true);
    await choose(noMail.profileId, true, false);

    const raised = await raise([
      notice([anyone.profileId, noApp.profileId]),
      notice([noMail.profileId, anyone.profileId, noMail.profileId]),
      notice([]),
    ]);

    expect(raised.map((r) => [...r.profileIds].sort())).toEqual([
      [anyone.profileId],
      [anyone.profileId, noMail.profileId].sort(),
      [],
    ]);
    expect(new Set(raised.map((r) => r.eventId)).size).toBe(3);
    const rows = await t.app.ctx.db.query.notifications.findMany();
    expect(rows.map((r) => `${r.eventId}:${r.profileId}`).sort()).toEqual(
      [
        `${raised[0]?.eventId}:${anyone.profileId}`,
        `${raised[1]?.eventId}:${anyone.profileId}`,
        `${raised[1]?.eventId}:${noMail.profileId}`,
      ].sort(),
    );
    const queued = await jobs();
    const mails = queued.filter((j) => j.name === MAIL_JOB).map((j) => j.data);
    const byTitle = mails.map((m) => [m.title, [...(m.profileIds ?? [])].sort()]).sort();
    expect(byTitle).toEqual([
      ['To 2', [anyone.profileId, noApp.profileId].sort()],
      ['To 3', [anyone.profileId]],
    ]);
    const pushes = queued.filter((j) => j.name === PUSH_JOB).map((j) => j.data.eventId);
    expect(pushes.sort()).toEqual([raised[0]?.eventId, raised[1]?.eventId].sort());
  });

  it('notifies nobody twice under one dedupe key, within one raise or across two', async () => {
    const me = await createProfile(t);
    const once = notice([me.profileId], { dedupeKey: 'fees:once' });
    const [first, again] = await raise([once, once]);
    expect([first?.profileIds, again?.profileIds]).toEqual([[me.profileId], []]);
    const [later] = await raise([once]);
    expect(later?.profileIds).toEqual([]);
    expect(await t.app.ctx.db.query.notifications.findMany()).toHaveLength(1);
    const mails = (await jobs()).filter((j) => j.name === MAIL_JOB);
    expect(mails).toHaveLength(1);
  });

  it('sends as many statements for many notifications as for one', async () => {
    const people = await Promise.all([1, 2, 3, 4, 5, 6].map(() => createProfile(t)));
    const one = await countStatements(() => raise([notice([people[0]?.profileId ?? ''])]));
    const five = await countStatements(() =>
      raise(people.slice(1).map((p) => notice([p.profileId]))),
    );
    expect(five).toBe(one);
    expect((await t.app.ctx.db.query.notifications.findMany()).length).toBe(6);
  });
});
