import { CALENDAR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createMember, type TestProfile } from '../support/factories.js';
import { calendarSchool, ccall, eventFields } from './calendar-school.js';

const t = useTestApp();
const EVENTS = '/rest/events';

type Bell = { kind: string; title: string; message: string; target: string | null };

/** The event notifications in the profile's bell, as "title | message | target". */
async function heard(profile: TestProfile, kind: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/rest/notification',
    headers: { cookie: profile.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().schoolErpNotifications as Bell[])
    .filter((n) => n.kind === kind)
    .map((n) => `${n.title} | ${n.message} | ${n.target}`);
}

describe("a class teacher and her class's events (spec §6: createEvent, updateEvent, deleteEvent)", () => {
  it('makes, changes and deletes her own class’s events, and no other class’s or the institute’s', async () => {
    const s = await calendarSchool(t);
    // Asha also holds the Teacher role at the institute: her event actions reach every class's
    // group, so only the policy keeps her to Class 5 A.
    await createMember(t, s.institute, 'TEACHER', { institute: s.institute, profile: s.teacher });
    const made = await ccall(t, s.teacher, 'POST', EVENTS, {
      groupId: s.classA.id,
      ...eventFields({ title: 'Class picnic' }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    const changed = await ccall(t, s.teacher, 'PUT', EVENTS, {
      groupId: s.classA.id,
      id,
      ...eventFields({ title: 'Class picnic at the lake' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Class picnic at the lake',
      classes: [{ id: s.classA.id }],
    });
    // The admin's event for Class 5 A alone is her class's too.
    const adminsId = (
      await ccall(t, s.admin, 'POST', EVENTS, {
        groupId: s.institute.id,
        ...eventFields({ title: 'PTM' }),
        classIds: [s.classA.id],
      })
    ).json().data.id;
    expect(
      (
        await ccall(t, s.teacher, 'PUT', EVENTS, {
          groupId: s.classA.id,
          id: adminsId,
          ...eventFields({ title: 'PTM, room 12' }),
        })
      ).statusCode,
    ).toBe(200);

    // Class 6 B is not hers: refused with the module's words, making, changing or deleting.
    const bEvent = (
      await ccall(t, s.admin, 'POST', EVENTS, {
        groupId: s.institute.id,
        ...eventFields({ title: '6 B trip' }),
        classIds: [s.classB.id],
      })
    ).json().data.id;
    for (const [method, params] of [
      ['POST', { groupId: s.classB.id, ...eventFields() }],
      ['PUT', { groupId: s.classB.id, id: bEvent, ...eventFields() }],
      ['DELETE', { groupId: s.classB.id, id: bEvent }],
    ] as const) {
      const res = await ccall(t, s.teacher, method, EVENTS, params);
      expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      expect(res.json().message).toBe(CALENDAR_TEXTS.notClassTeacher);
    }
    // Nor the institute's: the whole of it, or any class from the institute.
    for (const [method, params] of [
      ['POST', { groupId: s.institute.id, ...eventFields() }],
      ['PUT', { groupId: s.institute.id, id: bEvent, ...eventFields() }],
      ['DELETE', { groupId: s.institute.id, id: bEvent }],
    ] as const) {
      const res = await ccall(t, s.teacher, method, EVENTS, params);
      expect(res.statusCode, `${method} ${res.body}`).toBe(403);
      expect(res.json().message).toBe(CALENDAR_TEXTS.onlyOwnClass);
    }
    // Another class's event is not found from her class.
    const fromA = await ccall(t, s.teacher, 'DELETE', EVENTS, { groupId: s.classA.id, id: bEvent });
    expect(fromA.statusCode).toBe(404);
    expect(fromA.json().message).toBe(CALENDAR_TEXTS.eventNotFound);

    // Her calendar offers her own class's events to change, in her class; not 6 B's.
    const calendar = await ccall(t, s.teacher, 'GET', '/rest/calendar', {
      from: '2026-06-01',
      to: '2026-06-30',
    });
    expect(calendar.statusCode, calendar.body).toBe(200);
    const entries = calendar.json().entries as { title: string; editIn?: string }[];
    expect(entries.find((e) => e.title === 'Class picnic at the lake')?.editIn).toBe(s.classA.id);

    const deleted = await ccall(t, s.teacher, 'DELETE', EVENTS, { groupId: s.classA.id, id });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it("is refused another institute's class teacher, who finds none of it", async () => {
    const s = await calendarSchool(t);
    const zoya = await createMember(t, s.other.klass, 'TEACHER', { institute: s.other.institute });
    const id = (
      await ccall(t, s.teacher, 'POST', EVENTS, { groupId: s.classA.id, ...eventFields() })
    ).json().data.id;
    const theirs = { groupId: s.other.klass.id, id };
    for (const [method, params] of [
      ['GET', theirs],
      ['PUT', { ...theirs, ...eventFields() }],
      ['DELETE', theirs],
    ] as const) {
      const url = method === 'GET' ? `${EVENTS}/one` : EVENTS;
      const res = await ccall(t, zoya, method, url, params);
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
      expect(res.json().message).toBe(CALENDAR_TEXTS.eventNotFound);
    }
    // Naming our class from her school is refused before anything is read.
    const ours = await ccall(t, zoya, 'PUT', EVENTS, {
      groupId: s.classA.id,
      id,
      ...eventFields(),
    });
    expect(ours.statusCode).toBe(403);
  });
});

describe("a school event's audience", () => {
  it('hears when it is changed and when it is cancelled, the event its click target', async () => {
    const s = await calendarSchool(t);
    const groupId = s.institute.id;
    const id = (
      await ccall(t, s.admin, 'POST', EVENTS, {
        groupId,
        ...eventFields({ title: 'PTM' }),
        classIds: [s.classA.id],
      })
    ).json().data.id;
    for (const who of [s.student, s.parent, s.teacher]) {
      expect(await heard(who, 'event.published')).toEqual([
        `New school event: PTM | Wed 10 Jun, 10:00–12:00 · Main hall | /event?day=2026-06-10&event=${id}`,
      ]);
    }
    const moved = await ccall(t, s.admin, 'PUT', EVENTS, {
      groupId,
      id,
      ...eventFields({
        title: 'PTM (moved)',
        startAt: '2026-06-11T04:30:00.000Z',
        endAt: '2026-06-11T06:30:00.000Z',
      }),
      classIds: [s.classA.id],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const who of [s.student, s.parent, s.teacher]) {
      expect(await heard(who, 'event.changed')).toEqual([
        `Event changed: PTM (moved) | Thu 11 Jun, 10:00–12:00 · Main hall | /event?day=2026-06-11&event=${id}`,
      ]);
    }
    for (const who of [s.studentB, s.admin, s.accountant]) {
      expect(await heard(who, 'event.changed')).toEqual([]);
    }

    // The class teacher cancels it: her class hears, not she.
    const cancelled = await ccall(t, s.teacher, 'DELETE', EVENTS, { groupId: s.classA.id, id });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const who of [s.student, s.parent]) {
      expect(await heard(who, 'event.cancelled')).toEqual([
        'Event cancelled: PTM (moved) | Thu 11 Jun, 10:00–12:00 · Main hall | /event?day=2026-06-11',
      ]);
    }
    for (const who of [s.teacher, s.studentB]) {
      expect(await heard(who, 'event.cancelled')).toEqual([]);
    }
  });

  it('moved from one class to another, tells both', async () => {
    const s = await calendarSchool(t);
    const groupId = s.institute.id;
    const id = (
      await ccall(t, s.admin, 'POST', EVENTS, {
        groupId,
        ...eventFields({ title: 'Quiz' }),
        classIds: [s.classA.id],
      })
    ).json().data.id;
    await ccall(t, s.admin, 'PUT', EVENTS, {
      groupId,
      id,
      ...eventFields({ title: 'Quiz' }),
      classIds: [s.classB.id],
    });
    for (const who of [s.student, s.studentB]) {
      expect(await heard(who, 'event.changed')).toHaveLength(1);
    }
  });
});
