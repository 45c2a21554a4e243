import { VISITOR_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { JPEG } from '../support/admission-helpers.js';
import { useTestApp } from '../support/app.js';
import { PNG } from '../support/exam-questions.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { frontOfficeSchool, postVisitor, vcall } from './front-office-school.js';

const t = useTestApp();
guardTenantWrites(t);

const visit = (groupId: string, over: Record<string, string | number> = {}) => ({
  groupId,
  name: 'Ramesh Gupta',
  phone: '+91 98200 12345',
  purpose: 'MEET_STAFF',
  details: 'About the science fair',
  people: 2,
  vehicle: 'mh 02 ab 1234',
  ...over,
});

describe('the visitor log (issue 25 §4)', () => {
  it('checks a visitor in with a photo, tells the host, and checks them out', async () => {
    const s = await frontOfficeSchool(t);
    const res = await postVisitor(
      t,
      s.desk,
      visit(s.institute.id, { hostProfileId: s.teacher.profileId }),
      { name: 'face.jpg', bytes: JPEG },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toMatch(/^Visitor checked in\. Asha .* has been told\.$/);
    const id = res.json().id;
    expect(await notifiedTitles(t, s.teacher.profileId, 'visitor.arrived')).toEqual([
      'Visitor for you: Ramesh Gupta (2 people)',
    ]);
    const [told] = await t.app.ctx.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.profileId, s.teacher.profileId),
    });
    expect(told).toMatchObject({
      target: `/visitor-management?visitor=${id}`,
      message: 'Meeting a staff member: About the science fair. At the front office since 10:00.',
    });
    const log = await vcall(t, s.desk, 'GET', '', { groupId: s.institute.id });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({
      day: '2026-06-01',
      total: 1,
      inside: 1,
      visitors: [
        {
          number: 'V-1',
          name: 'Ramesh Gupta',
          phone: '9820012345',
          vehicle: 'MH 02 AB 1234',
          host: { profileId: s.teacher.profileId },
          hasPhoto: true,
          outAt: null,
        },
      ],
    });
    // The photo to the desk and to the host, to nobody else.
    const photo = await vcall(t, s.teacher, 'GET', 'photo', { groupId: s.institute.id, id });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    // A parent asks through their class (the member calls take any group of the institute).
    expect((await vcall(t, s.priya, 'GET', 'photo', { groupId: s.klass.id, id })).statusCode).toBe(
      404,
    );
    // The host's own list; a parent has none.
    const mine = await vcall(t, s.teacher, 'GET', 'mine', { groupId: s.institute.id });
    expect(mine.json().visitors.map((v: { id: string }) => v.id)).toEqual([id]);
    const hers = await vcall(t, s.priya, 'GET', 'mine', { groupId: s.klass.id });
    expect(hers.json()).toEqual({ visitors: [], passes: [] });

    t.clock.advance(45 * 60_000);
    const out = await vcall(t, s.desk, 'PUT', 'check-out', { groupId: s.institute.id, id });
    expect(out.json().message).toBe(M.checkedOut);
    const again = await vcall(t, s.desk, 'PUT', 'check-out', { groupId: s.institute.id, id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyOut);
    const after = await vcall(t, s.desk, 'GET', '', { groupId: s.institute.id, inside: true });
    expect(after.json()).toMatchObject({ total: 1, inside: 0, visitors: [] });
    // Numbered on: V-2, no host, no photo.
    const second = await postVisitor(
      t,
      s.desk,
      visit(s.institute.id, { purpose: 'DELIVERY', people: 1 }),
    );
    expect(second.json().message).toBe(M.checkedIn);
    const day = await vcall(t, s.desk, 'GET', '', { groupId: s.institute.id, q: 'ramesh' });
    expect(day.json().visitors.map((v: { number: string }) => v.number)).toEqual(['V-2', 'V-1']);
  });

  it('refuses bad input and photos that are not what they say, writing nothing', async () => {
    const s = await frontOfficeSchool(t);
    const cases: [Record<string, string | number>, string][] = [
      [{ name: ' ' }, M.name],
      [{ phone: '12345' }, M.phone],
      [{ phone: '5820012345' }, M.phone],
      [{ purpose: 'SPYING' }, M.purpose],
      [{ people: 0 }, M.people],
      [{ people: 21 }, M.people],
      [{ vehicle: 'MH<script>' }, M.vehicle],
      [{ hostProfileId: 'nobody' }, M.host],
    ];
    for (const [over, message] of cases) {
      const res = await postVisitor(t, s.desk, visit(s.institute.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    const fake = await postVisitor(t, s.desk, visit(s.institute.id), {
      name: 'face.jpg',
      bytes: Buffer.from('<svg onload=alert(1)>'),
    });
    expect(fake.statusCode).toBe(400);
    // A host of another school, and a parent as host: not staff of this one.
    const other = await frontOfficeSchool(t, 'Other School');
    for (const host of [other.teacher, s.priya]) {
      const res = await postVisitor(
        t,
        s.desk,
        visit(s.institute.id, { hostProfileId: host.profileId }),
        {
          name: 'face.png',
          bytes: PNG,
        },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.hostNotFound);
    }
    const log = await vcall(t, s.desk, 'GET', '', { groupId: s.institute.id });
    expect(log.json().total).toBe(0);
    // Another school's visitor is not this school's to check out.
    const theirs = await postVisitor(t, other.desk, visit(other.institute.id));
    const out = await vcall(t, s.desk, 'PUT', 'check-out', {
      groupId: s.institute.id,
      id: theirs.json().id,
    });
    expect(out.statusCode).toBe(404);
  });

  it('keeps the log to the desk: a teacher or parent may not read or write it', async () => {
    const s = await frontOfficeSchool(t);
    expect((await vcall(t, s.teacher, 'GET', '', { groupId: s.institute.id })).statusCode).toBe(
      403,
    );
    expect((await postVisitor(t, s.priya, visit(s.institute.id))).statusCode).toBe(403);
    const setup = await vcall(t, s.teacher, 'GET', 'setup', { groupId: s.institute.id });
    expect(setup.json()).toMatchObject({ desk: false, today: '2026-06-01' });
    expect((await vcall(t, s.desk, 'GET', 'setup', { groupId: s.institute.id })).json().desk).toBe(
      true,
    );
    expect((await vcall(t, null, 'GET', 'setup', { groupId: s.institute.id })).statusCode).toBe(
      401,
    );
  });
});
