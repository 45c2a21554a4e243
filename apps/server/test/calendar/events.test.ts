import { CALENDAR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { createProfile } from '../support/factories.js';
import { auditRows } from '../support/groups-helpers.js';
import { bellOf } from '../support/notification-helpers.js';
import { calendarSchool, ccall, eventFields, titlesOn } from './calendar-school.js';

const t = useTestApp();
const EVENTS = '/rest/events';

describe('school events (spec §6: createEvent, getEvent, updateEvent, deleteEvent, disableEvent)', () => {
  it("an institute-wide event is on every member's calendar and in the school's list, not another school's", async () => {
    const s = await calendarSchool(t);
    const made = await ccall(t, s.admin, 'POST', EVENTS, {
      groupId: s.institute.id,
      ...eventFields(),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({
      message: CALENDAR_TEXTS.eventSaved,
      data: expect.objectContaining({ title: 'Annual Day', classes: [], disabled: false }),
    });
    for (const who of [s.admin, s.teacher, s.student, s.studentB, s.parent, s.accountant])
      expect(await titlesOn(t, who)).toContain('Annual Day');
    expect(await titlesOn(t, s.other.admin)).not.toContain('Annual Day');
    // A student reads from their class: its own events and the whole institute's.
    const listed = await ccall(t, s.student, 'GET', EVENTS, {
      groupId: s.classA.id,
      from: '2026-06-01T00:00:00Z',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((e: { title: string }) => e.title)).toEqual(['Annual Day']);
    const one = await ccall(t, s.parent, 'GET', `${EVENTS}/one`, {
      groupId: s.classA.id,
      id: made.json().data.id,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ location: 'Main hall', allDay: false });
  });

  it("a class's event reaches its students, their parents and the admin, not the other classes", async () => {
    const s = await calendarSchool(t);
    const made = await ccall(t, s.admin, 'POST', EVENTS, {
      groupId: s.institute.id,
      ...eventFields({ title: 'PTM for 5 A' }),
      classIds: [s.classA.id],
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json().data.classes).toEqual([{ id: s.classA.id, name: 'Class 5 A' }]);
    for (const who of [s.student, s.parent, s.teacher, s.admin])
      expect(await titlesOn(t, who)).toContain('PTM for 5 A');
    expect(await titlesOn(t, s.studentB)).not.toContain('PTM for 5 A');
    // Its class's students, their guardians and teachers hear of it at once; not its maker.
    const heard = async (cookie: string) =>
      (await bellOf(t, cookie)).schoolErpNotifications
        .filter((n) => n.kind === 'event.published')
        .map((n) => `${n.title} | ${n.message}`);
    for (const who of [s.student, s.parent, s.teacher])
      expect(await heard(who.cookie)).toEqual([
        'New school event: PTM for 5 A | Wed 10 Jun, 10:00–12:00 · Main hall',
      ]);
    for (const who of [s.studentB, s.admin, s.accountant])
      expect(await heard(who.cookie)).toEqual([]);
  });

  it('a class teacher adds an event for their class only, not for another or the institute', async () => {
    const s = await calendarSchool(t);
    const mine = await ccall(t, s.teacher, 'POST', EVENTS, {
      groupId: s.classA.id,
      ...eventFields({ title: 'Class picnic' }),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.classes).toEqual([{ id: s.classA.id, name: 'Class 5 A' }]);
    const otherClass = await ccall(t, s.teacher, 'POST', EVENTS, {
      groupId: s.classA.id,
      ...eventFields(),
      classIds: [s.classB.id],
    });
    expect(otherClass.statusCode).toBe(404);
    expect(otherClass.json().message).toBe(CALENDAR_TEXTS.classNotFound);
    const whole = await ccall(t, s.teacher, 'POST', EVENTS, {
      groupId: s.institute.id,
      ...eventFields(),
    });
    expect(whole.statusCode).toBe(403);
    expect(whole.json().message).toBeTruthy();
    const byStudent = await ccall(t, s.student, 'POST', EVENTS, {
      groupId: s.classA.id,
      ...eventFields(),
    });
    expect(byStudent.statusCode).toBe(403);
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const s = await calendarSchool(t);
    const groupId = s.institute.id;
    const cases: [Record<string, unknown>, string][] = [
      [eventFields({ title: '  ' }), CALENDAR_TEXTS.title],
      [eventFields({ endAt: '2026-06-10T04:00:00.000Z' }), CALENDAR_TEXTS.endBeforeStart],
      [eventFields({ endAt: '2026-12-31T04:00:00.000Z' }), CALENDAR_TEXTS.tooLong],
      [eventFields({ startAt: 'tomorrow' }), CALENDAR_TEXTS.startAt],
      [{ ...eventFields(), classIds: [s.classA.id, s.classA.id] }, CALENDAR_TEXTS.classTwice],
    ];
    for (const [body, message] of cases) {
      const res = await ccall(t, s.admin, 'POST', EVENTS, { groupId, ...body });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const foreign = await ccall(t, s.admin, 'POST', EVENTS, {
      groupId,
      ...eventFields(),
      classIds: [s.other.klass.id],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CALENDAR_TEXTS.classNotFound);
    expect(await titlesOn(t, s.admin)).toEqual([]);
  });

  it('keeps an all-day event from the start of its first day to the end of its last, in India', async () => {
    const s = await calendarSchool(t);
    const made = await ccall(t, s.admin, 'POST', EVENTS, {
      groupId: s.institute.id,
      ...eventFields({
        title: 'Sports Day',
        allDay: true,
        startAt: '2026-06-12T06:30:00.000Z',
        endAt: '2026-06-13T06:30:00.000Z',
      }),
    });
    expect(made.json().data).toMatchObject({
      startAt: '2026-06-11T18:30:00.000Z',
      endAt: '2026-06-13T18:30:00.000Z',
    });
    expect(await titlesOn(t, s.student, '2026-06-13', '2026-06-13')).toEqual(['Sports Day']);
    expect(await titlesOn(t, s.student, '2026-06-14', '2026-06-14')).toEqual([]);
  });

  it('is changed, hidden, shown again and deleted by the admin; another institute’s admin finds none of it', async () => {
    const s = await calendarSchool(t);
    const groupId = s.institute.id;
    const id = (await ccall(t, s.admin, 'POST', EVENTS, { groupId, ...eventFields() })).json().data
      .id;
    const changed = await ccall(t, s.admin, 'PUT', EVENTS, {
      groupId,
      id,
      ...eventFields({ title: 'Annual Day 2026' }),
      classIds: [s.classB.id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      title: 'Annual Day 2026',
      classes: [{ id: s.classB.id }],
    });
    expect(await titlesOn(t, s.studentB)).toContain('Annual Day 2026');
    const hidden = await ccall(t, s.admin, 'PUT', `${EVENTS}/disable`, {
      groupId,
      id,
      disabled: true,
    });
    expect(hidden.json()).toMatchObject({
      message: CALENDAR_TEXTS.eventDisabled,
      data: { disabled: true },
    });
    expect(await titlesOn(t, s.studentB)).toEqual([]);
    await ccall(t, s.admin, 'PUT', `${EVENTS}/disable`, { groupId, id, disabled: false });
    expect(await titlesOn(t, s.studentB)).toContain('Annual Day 2026');

    const theirs = { groupId: s.other.institute.id, id };
    expect((await ccall(t, s.other.admin, 'GET', `${EVENTS}/one`, theirs)).statusCode).toBe(404);
    expect(
      (await ccall(t, s.other.admin, 'PUT', EVENTS, { ...theirs, ...eventFields() })).statusCode,
    ).toBe(404);
    expect(
      (await ccall(t, s.other.admin, 'PUT', `${EVENTS}/disable`, { ...theirs, disabled: true }))
        .statusCode,
    ).toBe(404);
    expect((await ccall(t, s.other.admin, 'DELETE', EVENTS, theirs)).statusCode).toBe(404);
    expect((await ccall(t, s.teacher, 'DELETE', EVENTS, { groupId, id })).statusCode).toBe(403);

    const deleted = await ccall(t, s.admin, 'DELETE', EVENTS, { groupId, id });
    expect(deleted.json()).toEqual({ message: CALENDAR_TEXTS.eventDeleted });
    // Each change is in the institute's audit log, with the event's title.
    for (const [action, detail] of [
      ['event.created', { name: 'Annual Day', classes: [] }],
      ['event.updated', { name: 'Annual Day 2026', classes: ['Class 6 B'] }],
      ['event.deleted', { name: 'Annual Day 2026' }],
    ] as const) {
      const rows = await auditRows(t, s.institute, action);
      expect(rows.map((r) => [r.targetId, r.actorProfileId, r.detail])).toEqual([
        [id, s.admin.profileId, detail],
      ]);
    }
    const hides = (await auditRows(t, s.institute, 'event.disabled')).map((r) => r.detail);
    expect(hides).toHaveLength(2);
    expect(hides).toEqual(
      expect.arrayContaining([
        { name: 'Annual Day 2026', disabled: true },
        { name: 'Annual Day 2026', disabled: false },
      ]),
    );
    expect(await titlesOn(t, s.studentB)).toEqual([]);
    const again = await ccall(t, s.admin, 'GET', `${EVENTS}/one`, { groupId, id });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CALENDAR_TEXTS.eventNotFound);
  });

  it('refuses each call to those without its action, and bad ids and flags, with a message', async () => {
    const s = await calendarSchool(t);
    const groupId = s.institute.id;
    const id = (await ccall(t, s.admin, 'POST', EVENTS, { groupId, ...eventFields() })).json().data
      .id;
    const outsider = await createProfile(t);
    const refused = await ccall(t, outsider, 'GET', EVENTS, { groupId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBeTruthy();
    expect((await ccall(t, outsider, 'GET', `${EVENTS}/one`, { groupId, id })).statusCode).toBe(
      403,
    );
    for (const [method, url, params] of [
      ['POST', EVENTS, { groupId, ...eventFields() }],
      ['PUT', EVENTS, { groupId, id, ...eventFields() }],
      ['DELETE', EVENTS, { groupId, id }],
      ['PUT', `${EVENTS}/disable`, { groupId, id, disabled: true }],
    ] as const) {
      const res = await ccall(t, s.accountant, method, url, params);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    const badFlag = await ccall(t, s.admin, 'PUT', `${EVENTS}/disable`, {
      groupId,
      id,
      disabled: 'yes',
    });
    expect(badFlag.statusCode).toBe(400);
    expect(badFlag.json().message).toContain(CALENDAR_TEXTS.disabled);
    const badId = await ccall(t, s.admin, 'GET', `${EVENTS}/one`, { groupId, id: 'seven' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain(CALENDAR_TEXTS.id);
    const badFrom = await ccall(t, s.admin, 'GET', EVENTS, { groupId, from: 'soon' });
    expect(badFrom.statusCode).toBe(400);
    expect(badFrom.json().message).toContain(CALENDAR_TEXTS.startAt);
  });
});
