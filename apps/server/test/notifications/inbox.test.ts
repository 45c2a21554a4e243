import { NOTIFICATION_TEXTS } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationSettings, notifications } from '../../src/db/schema/index.js';
import { notificationMailJob as MAIL } from '../../src/modules/notifications/mail-job.js';
import { sweepReminders } from '../../src/modules/notifications/reminders.js';
import { headers, useTestApp } from '../support/app.js';
import { publishedExam } from '../support/exam-flow.js';
import { examClass, HOUR } from '../support/exam-helpers.js';
import { createProfile, type TestProfile } from '../support/factories.js';
import { openLive } from '../support/live-client.js';
import { notificationOf } from '../support/notification-helpers.js';

const t = useTestApp();

const call = (p: TestProfile, method: 'GET' | 'PUT', url: string) =>
  t.app.inject({ method, url, headers: headers(p.cookie) });

const listOf = async (p: TestProfile) => {
  const res = await call(p, 'GET', '/rest/notification');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('notifications (spec §2.4 bell)', () => {
  it('tells the class and its parents of a published exam, with its deadline, not the teacher', async () => {
    const e = await examClass(t);
    await publishedExam(t, e, { title: 'Unit Test 3' });
    const [student, other] = e.students;
    for (const p of [student, other, e.parent]) {
      const list = await listOf(p);
      expect(list.unreadCount).toBe(1);
      expect(list.schoolErpNotifications[0]).toMatchObject({
        kind: 'exam.published',
        title: 'New exam: Unit Test 3',
        target: '/exam',
        visited: false,
        groupId: e.klass.id,
        featureAction: 'EXAM_PUBLISHED',
      });
    }
    expect((await listOf(e.teacher)).total).toBe(0);
    // The exam's end is an upcoming deadline of the student and of the parent (the child's).
    const deadlines = (await listOf(e.parent)).deadlineNotifications;
    expect(deadlines).toEqual([
      expect.objectContaining({ kind: 'EXAM', title: 'Unit Test 3', deadline: '1 day remaining' }),
    ]);
  });

  it('reaches an open socket at once, and a reconnect with since catches up', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [student] = e.students;
    const socket = await openLive(t.app, student.cookie);
    await socket.subscribe(student.profileId);
    // Everything after this instant is new to the browser.
    const before = new Date(t.clock.now().getTime() - 1);
    await publishedExam(t, e, { title: 'Live Test' });
    const frame = await socket.next(
      (f) => f.command === 'MESSAGE' && f.messageType === 'NOTIFICATION',
    );
    expect(frame).toMatchObject({ body: { title: 'New exam: Live Test', visited: false } });
    socket.close();
    // Away: another notification; back with `since`, it comes first.
    t.clock.advance(60_000);
    await notificationOf(t, student.profileId, e.institute.id, 'While away');
    const again = await openLive(t.app, student.cookie);
    await again.subscribe(student.profileId, before);
    const missed = again.frames.filter(
      (f) => f.command === 'MESSAGE' && f.messageType === 'NOTIFICATION',
    );
    expect(missed.map((f) => (f as { body: { title: string } }).body.title)).toEqual([
      'New exam: Live Test',
      'While away',
    ]);
    again.close();
  });

  it('marks one read, then all, and keeps each profile to its own', async () => {
    const me = await createProfile(t);
    const stranger = await createProfile(t);
    const first = await notificationOf(t, me.profileId, null, 'First');
    await notificationOf(t, me.profileId, null, 'Second');
    const theirs = await notificationOf(t, stranger.profileId, null, 'Theirs');

    const one = await call(me, 'GET', `/rest/notification/${first}`);
    expect(one.json()).toMatchObject({ title: 'First', visited: false });
    const read = await call(me, 'PUT', `/rest/notification/${first}/read`);
    expect(read.json()).toMatchObject({ id: first, visited: true });
    expect((await listOf(me)).unreadCount).toBe(1);
    expect((await call(me, 'PUT', '/rest/notification/read-all')).json()).toEqual({ updated: 1 });
    expect((await listOf(me)).unreadCount).toBe(0);

    for (const res of [
      await call(me, 'GET', `/rest/notification/${theirs}`),
      await call(me, 'PUT', `/rest/notification/${theirs}/read`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(NOTIFICATION_TEXTS.notFound);
    }
    expect((await listOf(stranger)).unreadCount).toBe(1);
  });

  it('answers bad input with 400 and no session with 401', async () => {
    const me = await createProfile(t);
    expect((await call(me, 'GET', '/rest/notification/not-an-id')).statusCode).toBe(400);
    expect((await call(me, 'GET', '/rest/notification?page=abc')).statusCode).toBe(400);
    expect((await call(me, 'GET', '/rest/notification?size=1000')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/rest/notification' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('honours the settings: app off raises no row; e-mail off sends no copy', async () => {
    const quiet = await createProfile(t);
    const mailOnly = await createProfile(t);
    const now = t.clock.now();
    await t.app.ctx.db.insert(notificationSettings).values([
      {
        profileId: quiet.profileId,
        appNotifications: false,
        emailNotifications: false,
        updatedAt: now,
      },
      {
        profileId: mailOnly.profileId,
        appNotifications: false,
        emailNotifications: true,
        updatedAt: now,
      },
    ]);
    await expect(notificationOf(t, quiet.profileId, null)).rejects.toThrow('not raised');
    const rows = await t.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.profileId, quiet.profileId));
    expect(rows).toEqual([]);
    // The e-mail copy goes only to the one who wants mail, once per account.
    await MAIL.run(t.app.ctx, {
      profileIds: [quiet.profileId, mailOnly.profileId],
      title: 'Fees due soon',
      message: 'Term 2 fee: due on 2026-12-01.',
      target: '/erp/fee-details/x',
    });
    // The copies are mail jobs of their own (mail/outbox.ts): sent once they are tried.
    await t.app.mail.deliverDue();
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]?.subject).toBe('Fees due soon');
    expect(t.mailer.sent[0]?.text).toContain('http://shala.test/erp/fee-details/x');
  });

  it('sweeps reminders once however often it runs: exam starting soon, fees due and overdue', async () => {
    const e = await examClass(t);
    const now = t.clock.now().getTime();
    await publishedExam(t, e, {
      title: 'Soon',
      startAt: new Date(now + 30 * 60_000),
      endAt: new Date(now + 2 * HOUR),
    });
    await sweepReminders(t.app.ctx);
    await sweepReminders(t.app.ctx);
    const [student] = e.students;
    const soon = (await listOf(student)).schoolErpNotifications.filter(
      (n: { kind: string }) => n.kind === 'exam.startingSoon',
    );
    expect(soon).toHaveLength(1);
    expect(soon[0].title).toBe('Exam starting soon: Soon');
    expect(
      (await listOf(e.parent)).schoolErpNotifications.filter(
        (n: { kind: string }) => n.kind === 'exam.startingSoon',
      ),
    ).toHaveLength(1);
  });
});
