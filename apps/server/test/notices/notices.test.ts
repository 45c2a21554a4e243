import { NOTICE_TEXTS } from '@shala/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { notificationSettings } from '../../src/db/schema/index.js';
import { publishDueNotices } from '../../src/modules/notices/index.js';
import { noticePublishJob } from '../../src/modules/notices/publish-job.js';
import { notificationMailJob as MAIL } from '../../src/modules/notifications/mail-job.js';
import { useTestApp } from '../support/app.js';
import { createMember } from '../support/factories.js';
import { bellOf } from '../support/notification-helpers.js';
import { inboxOf, ncall, noticeSchool, post } from './notice-school.js';

const t = useTestApp();
const HOUR = 3_600_000;

describe('a notice to a class', () => {
  it("reaches the class's students, its teacher and the students' guardians, and nobody else", async () => {
    const s = await noticeSchool(t);
    const res = await ncall(t, s.admin, 'POST', '', {
      groupId: s.institute.id,
      title: '  Sports   day ',
      body: 'Sports day is on Friday. Please send your child in house colours.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(NOTICE_TEXTS.posted);
    const notice = res.json().data;
    expect(notice).toMatchObject({
      title: 'Sports day',
      audience: 'CLASSES',
      audienceLabel: 'Class 5 A',
      state: 'LIVE',
      counts: { seen: 0, total: 3 },
      canManage: true,
      read: null,
    });
    for (const reader of [s.rohan, s.priya, s.asha]) {
      expect(await inboxOf(t, s, reader)).toEqual([notice.id]);
      const bell = await bellOf(t, reader.cookie);
      expect(bell.schoolErpNotifications).toContainEqual(
        expect.objectContaining({
          kind: 'notice.published',
          title: 'New notice: Sports day',
          target: `/notice?id=${notice.id}`,
        }),
      );
    }
    for (const outsider of [s.meera, s.ravi, s.accountant]) {
      expect(await inboxOf(t, s, outsider)).toEqual([]);
      const opened = await ncall(t, outsider, 'GET', 'id', {
        groupId: s.groupOf(outsider),
        id: notice.id,
      });
      expect(opened.statusCode).toBe(404);
      expect(opened.json().message).toBe(NOTICE_TEXTS.notFound);
    }
  });

  it('is marked read when opened, and its poster sees the count rise and who has not seen it', async () => {
    const s = await noticeSchool(t);
    const id = await post(t, s.admin, {
      groupId: s.institute.id,
      title: 'PTM on Saturday',
      body: 'Parent-teacher meeting at 9 am.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
    });
    const before = await ncall(t, s.rohan, 'GET', '', { groupId: s.classA.id });
    expect(before.json()).toMatchObject({ unread: 1, total: 1 });
    expect(before.json().notices[0]).toMatchObject({ read: false, counts: null });
    const opened = await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classA.id, id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      body: 'Parent-teacher meeting at 9 am.',
      read: true,
      canManage: false,
      counts: null,
    });
    const after = await ncall(t, s.rohan, 'GET', '', { groupId: s.classA.id });
    expect(after.json()).toMatchObject({ unread: 0 });
    // Opening again keeps the first time.
    t.clock.advance(60_000);
    await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classA.id, id });

    const counted = await ncall(t, s.admin, 'GET', '', { groupId: s.institute.id, box: 'posted' });
    expect(counted.json().notices[0].counts).toEqual({ seen: 1, total: 3 });
    const unseen = await ncall(t, s.admin, 'GET', 'readers', { groupId: s.institute.id, id });
    expect(unseen.statusCode, unseen.body).toBe(200);
    expect(unseen.json()).toMatchObject({ seen: 1, total: 3, count: 2 });
    expect(
      unseen
        .json()
        .people.map((p: { name: string }) => p.name.split(' ')[0])
        .sort(),
    ).toEqual(['Asha', 'Priya']);
    const seen = await ncall(t, s.admin, 'GET', 'readers', {
      groupId: s.institute.id,
      id,
      seen: true,
    });
    expect(seen.json().people).toEqual([
      expect.objectContaining({
        profileId: s.rohan.profileId,
        detail: 'Class 5 A',
        readAt: expect.any(String),
      }),
    ]);
  });
});

describe("a notice's e-mail copies", () => {
  it('go to the recipients whose e-mail notifications are on, with the link to the notice', async () => {
    const s = await noticeSchool(t);
    await t.app.ctx.db.insert(notificationSettings).values({
      profileId: s.asha.profileId,
      appNotifications: true,
      emailNotifications: false,
      updatedAt: t.clock.now(),
    });
    const id = await post(t, s.admin, {
      groupId: s.institute.id,
      title: 'Picnic money',
      body: 'Please send 200 rupees by Friday.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
    });
    const jobs = await selectRows<{ data: Record<string, unknown> & { profileIds: string[] } }>(
      t.app.ctx.db,
      sql`select data from pgboss.job where name = ${MAIL.name}`,
    );
    expect(jobs).toHaveLength(1);
    const data = jobs[0]?.data;
    expect(data?.profileIds.sort()).toEqual([s.rohan.profileId, s.priya.profileId].sort());
    await MAIL.run(t.app.ctx, data);
    await t.app.mail.deliverDue();
    expect(t.mailer.sent.map((m) => m.subject)).toEqual([
      'New notice: Picnic money',
      'New notice: Picnic money',
    ]);
    expect(t.mailer.sent[0]?.text).toContain(`http://shala.test/notice?id=${id}`);
  });
});

describe('a notice to everyone, to roles and to named people', () => {
  it('reaches every reader of the institute, the chosen roles, or the named people', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const all = await post(t, s.office, {
      groupId,
      title: 'Diwali holidays',
      body: 'School is closed from 30 October to 3 November.',
      audience: 'INSTITUTE',
    });
    for (const p of [s.admin, s.asha, s.ravi, s.accountant, s.rohan, s.priya, s.meera]) {
      expect(await inboxOf(t, s, p)).toContain(all);
    }
    // Its poster has it in the posted box, and is not told of it.
    expect(await inboxOf(t, s, s.office)).not.toContain(all);
    expect(await inboxOf(t, s, s.office, { box: 'posted' })).toContain(all);
    expect(await inboxOf(t, s, s.other.admin)).toEqual([]);

    const toTeachers = await post(t, s.admin, {
      groupId,
      title: 'Staff meeting',
      body: 'In the library at 3 pm.',
      audience: 'ROLES',
      targetIds: [s.institute.roles.TEACHER.id],
    });
    expect(await inboxOf(t, s, s.ravi)).toContain(toTeachers);
    expect(await inboxOf(t, s, s.rohan)).not.toContain(toTeachers);

    const toKavita = await post(t, s.admin, {
      groupId,
      title: 'Audit papers',
      body: 'Please keep the ledgers ready.',
      audience: 'PEOPLE',
      targetIds: [s.accountant.profileId],
    });
    expect(await inboxOf(t, s, s.accountant)).toContain(toKavita);
    expect(await inboxOf(t, s, s.ravi)).not.toContain(toKavita);
  });
});

describe('a scheduled notice', () => {
  it('is invisible to its readers until its time, then published and notified once', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const publishAt = new Date(t.clock.now().getTime() + 2 * HOUR).toISOString();
    const res = await ncall(t, s.admin, 'POST', '', {
      groupId,
      title: 'Annual day rehearsal',
      body: 'Rehearsal after school.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
      publishAt,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: NOTICE_TEXTS.scheduled,
      data: { state: 'SCHEDULED' },
    });
    const id = res.json().data.id;
    expect(await inboxOf(t, s, s.rohan)).toEqual([]);
    expect((await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classA.id, id })).statusCode).toBe(
      404,
    );
    expect(await inboxOf(t, s, s.admin, { box: 'posted', state: 'scheduled' })).toEqual([id]);
    expect(await publishDueNotices(t.app.ctx)).toBe(0);
    const kinds = async () =>
      (await bellOf(t, s.rohan.cookie)).schoolErpNotifications.filter(
        (n) => n.kind === 'notice.published',
      );
    expect(await kinds()).toHaveLength(0);

    // The publish job waits for its time, sent with the notice.
    const jobs = await selectRows<{ data: { id: string }; wait: number }>(
      t.app.ctx.db,
      sql`select data, extract(epoch from start_after - created_on)::int as "wait"
            from pgboss.job where name = 'notices.publish'`,
    );
    expect(jobs).toEqual([{ data: { id }, wait: expect.any(Number) }]);
    expect(Math.abs(Number(jobs[0]?.wait) - 2 * 3600)).toBeLessThan(60);
    // Who joins the class before it publishes gets it too.
    const kabir = await createMember(t, s.classA, 'STUDENT', {
      institute: s.institute,
      firstName: 'Kabir',
    });

    t.clock.advance(2 * HOUR);
    expect(await inboxOf(t, s, s.rohan)).toEqual([id]);
    await noticePublishJob.run(t.app.ctx, { id });
    expect(await publishDueNotices(t.app.ctx)).toBe(0);
    expect(await kinds()).toHaveLength(1);
    const his = await bellOf(t, kabir.cookie);
    expect(his.schoolErpNotifications.map((n) => n.title)).toEqual([
      'New notice: Annual day rehearsal',
    ]);
  });

  it('leaves the current list for the archive when it expires', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const id = await post(t, s.admin, {
      groupId,
      title: 'Fee camp today',
      body: 'The accounts office is open till 6 pm.',
      audience: 'INSTITUTE',
      expiresAt: new Date(t.clock.now().getTime() + HOUR).toISOString(),
    });
    expect(await inboxOf(t, s, s.rohan)).toEqual([id]);
    t.clock.advance(HOUR);
    expect(await inboxOf(t, s, s.rohan)).toEqual([]);
    expect(await inboxOf(t, s, s.rohan, { state: 'archived' })).toEqual([id]);
    const opened = await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classA.id, id });
    expect(opened.json().state).toBe('ARCHIVED');
  });
});
