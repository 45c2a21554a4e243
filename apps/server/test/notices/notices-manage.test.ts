import { NOTICE_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { inboxOf, ncall, noticeSchool, post } from './notice-school.js';

const t = useTestApp();
const MINUTE = 60_000;

const everyone = (groupId: string, title: string) => ({
  groupId,
  title,
  body: `${title}: details inside.`,
  audience: 'INSTITUTE',
});

describe('the list of notices', () => {
  it('puts pinned ones on top, then the unread, then the newest; searches; pages', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const ids: string[] = [];
    for (const title of ['Uniform check', 'Library week', 'Bus timings', 'Science fair']) {
      ids.push(await post(t, s.admin, everyone(groupId, title)));
      t.clock.advance(MINUTE);
    }
    const [uniform, library, bus, science] = ids as [string, string, string, string];
    await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classA.id, id: science });
    expect(await inboxOf(t, s, s.rohan)).toEqual([bus, library, uniform, science]);

    const pinned = await ncall(t, s.admin, 'PUT', 'pin', { groupId, id: uniform, pinned: true });
    expect(pinned.statusCode, pinned.body).toBe(200);
    expect(pinned.json()).toMatchObject({ message: NOTICE_TEXTS.pinned, data: { pinned: true } });
    expect(await inboxOf(t, s, s.rohan)).toEqual([uniform, bus, library, science]);

    expect(await inboxOf(t, s, s.rohan, { q: 'BUS' })).toEqual([bus]);
    expect(await inboxOf(t, s, s.rohan, { q: 'details inside' })).toHaveLength(4);
    expect(await inboxOf(t, s, s.rohan, { q: '100%' })).toEqual([]);
    const page = await ncall(t, s.rohan, 'GET', '', {
      groupId: s.classA.id,
      size: 2,
      page: 1,
    });
    expect(page.json()).toMatchObject({ total: 4, unread: 3, page: 1, size: 2 });
    expect(page.json().notices.map((n: { id: string }) => n.id)).toEqual([library, science]);

    const unpinned = await ncall(t, s.admin, 'PUT', 'pin', { groupId, id: uniform, pinned: false });
    expect(unpinned.json().message).toBe(NOTICE_TEXTS.unpinned);
  });

  it('moves archived notices to the archive, for readers too, and restores them', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const id = await post(t, s.admin, everyone(groupId, 'Old circular'));
    const archived = await ncall(t, s.admin, 'PUT', 'archive', { groupId, id, archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json()).toMatchObject({
      message: NOTICE_TEXTS.archived,
      data: { state: 'ARCHIVED' },
    });
    expect(await inboxOf(t, s, s.priya)).toEqual([]);
    expect(await inboxOf(t, s, s.priya, { state: 'archived' })).toEqual([id]);
    expect(await inboxOf(t, s, s.admin, { box: 'posted', state: 'archived' })).toEqual([id]);
    const restored = await ncall(t, s.admin, 'PUT', 'archive', { groupId, id, archived: false });
    expect(restored.json()).toMatchObject({
      message: NOTICE_TEXTS.restored,
      data: { state: 'LIVE' },
    });
    expect(await inboxOf(t, s, s.priya)).toEqual([id]);
    const bad = await ncall(t, s.admin, 'PUT', 'archive', { groupId, id, archived: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(NOTICE_TEXTS.flag);
  });

  it("shows a teacher's posted box only their notices, a manager's every notice", async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const hers = await post(t, s.asha, {
      groupId,
      title: 'Homework',
      body: 'Page 12.',
      audience: 'CLASSES',
      targetIds: [s.classA.id],
    });
    const office = await post(t, s.office, everyone(groupId, 'Fee camp'));
    expect(await inboxOf(t, s, s.asha, { box: 'posted' })).toEqual([hers]);
    expect((await inboxOf(t, s, s.admin, { box: 'posted' })).sort()).toEqual([hers, office].sort());
  });
});

describe('changing a notice', () => {
  it('changes its words any time, its audience and time only while scheduled', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const id = await post(t, s.admin, everyone(groupId, 'Holiday'));
    const changed = await ncall(t, s.admin, 'PUT', '', {
      ...everyone(groupId, 'Holiday on Monday'),
      id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: NOTICE_TEXTS.saved,
      data: { title: 'Holiday on Monday' },
    });
    const moved = await ncall(t, s.admin, 'PUT', '', {
      ...everyone(groupId, 'Holiday'),
      id,
      audience: 'CLASSES',
      targetIds: [s.classB.id],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(NOTICE_TEXTS.alreadyPublished);

    const later = new Date(t.clock.now().getTime() + 60 * MINUTE).toISOString();
    const scheduled = await post(t, s.admin, {
      ...everyone(groupId, 'Exam timetable'),
      publishAt: later,
    });
    const retargeted = await ncall(t, s.admin, 'PUT', '', {
      ...everyone(groupId, 'Exam timetable'),
      id: scheduled,
      audience: 'CLASSES',
      targetIds: [s.classB.id],
      publishAt: later,
    });
    expect(retargeted.statusCode, retargeted.body).toBe(200);
    expect(retargeted.json().data).toMatchObject({
      audienceLabel: 'Class 6 B',
      state: 'SCHEDULED',
      counts: { seen: 0, total: 1 },
    });
    t.clock.advance(60 * MINUTE);
    expect(await inboxOf(t, s, s.meera)).toContain(scheduled);
    expect(await inboxOf(t, s, s.rohan)).not.toContain(scheduled);
  });

  it('deletes it with its read marks; it is gone for everyone', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const id = await post(t, s.admin, everyone(groupId, 'Wrong date'));
    await ncall(t, s.rohan, 'GET', 'id', { groupId: s.classA.id, id });
    const deleted = await ncall(t, s.admin, 'DELETE', '', { groupId, id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe(NOTICE_TEXTS.deleted);
    expect(await inboxOf(t, s, s.rohan)).toEqual([]);
    const again = await ncall(t, s.admin, 'DELETE', '', { groupId, id });
    expect(again.statusCode).toBe(404);
  });

  it('is audited: posted, changed, pinned, archived and deleted, with its title', async () => {
    const s = await noticeSchool(t);
    const groupId = s.institute.id;
    const id = await post(t, s.admin, everyone(groupId, 'Exam day'));
    await ncall(t, s.admin, 'PUT', '', { ...everyone(groupId, 'Exam day moved'), id });
    await ncall(t, s.admin, 'PUT', 'pin', { groupId, id, pinned: true });
    await ncall(t, s.admin, 'PUT', 'archive', { groupId, id, archived: true });
    await ncall(t, s.admin, 'DELETE', '', { groupId, id });
    const [posted] = await auditRows(t, s.institute, 'notice.posted');
    expect(posted?.detail).toEqual({
      name: 'Exam day',
      audience: 'INSTITUTE',
      recipients: 7,
      scheduled: false,
    });
    const updated = await auditRows(t, s.institute, 'notice.updated');
    expect(updated.map((r) => r.detail)).toEqual(
      expect.arrayContaining([
        { name: 'Exam day moved' },
        { name: 'Exam day moved', pinned: true },
        { name: 'Exam day moved', archived: true },
      ]),
    );
    const [deleted] = await auditRows(t, s.institute, 'notice.deleted');
    expect(deleted?.detail).toEqual({ name: 'Exam day moved' });
  });
});

describe('naming people', () => {
  it('finds the readers of the institute by name for a notice manager', async () => {
    const s = await noticeSchool(t);
    const found = await ncall(t, s.office, 'GET', 'people', { groupId: s.institute.id, q: 'ro' });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toContainEqual(
      expect.objectContaining({ id: s.rohan.profileId, detail: 'Class 5 A' }),
    );
    const options = await ncall(t, s.office, 'GET', 'audience', { groupId: s.institute.id });
    expect(options.json()).toMatchObject({ everyone: true, people: true });
    expect(options.json().classes.map((c: { name: string }) => c.name)).toEqual([
      'Class 5 A',
      'Class 6 B',
    ]);
    expect(options.json().roles.map((r: { name: string }) => r.name)).toContain('Teacher');
  });
});
