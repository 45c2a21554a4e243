import { CALENDAR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { calendarSchool, ccall, eventFields, titlesOn } from './calendar-school.js';

const t = useTestApp();
const PERSONAL = '/rest/calendar/personal';

describe('personal events', () => {
  it("are on their owner's calendar only, changed and deleted by them alone", async () => {
    const s = await calendarSchool(t);
    const made = await ccall(t, s.parent, 'POST', PERSONAL, eventFields({ title: 'Dentist' }));
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    expect(await titlesOn(t, s.parent)).toEqual(['Dentist']);
    expect(await titlesOn(t, s.student)).toEqual([]);
    const entry = (
      await ccall(t, s.parent, 'GET', '/rest/calendar', { from: '2026-06-10', to: '2026-06-10' })
    ).json().entries[0];
    expect(entry).toMatchObject({ kind: 'PERSONAL', editableId: id });

    const byOther = await ccall(t, s.other.admin, 'PUT', PERSONAL, { id, ...eventFields() });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe(CALENDAR_TEXTS.eventNotFound);
    expect((await ccall(t, s.student, 'DELETE', PERSONAL, { id })).statusCode).toBe(404);

    const changed = await ccall(t, s.parent, 'PUT', PERSONAL, {
      id,
      ...eventFields({ title: 'Dentist, Dr Rao' }),
    });
    expect(changed.json()).toMatchObject({ data: { title: 'Dentist, Dr Rao' } });
    const gone = await ccall(t, s.parent, 'DELETE', PERSONAL, { id });
    expect(gone.json()).toEqual({ message: CALENDAR_TEXTS.eventDeleted });
    expect(await titlesOn(t, s.parent)).toEqual([]);
  });

  it('refuse bad input with a message, and callers without a session', async () => {
    const s = await calendarSchool(t);
    const bad = await ccall(t, s.parent, 'POST', PERSONAL, eventFields({ endAt: 'soon' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(CALENDAR_TEXTS.endAt);
    const noId = await ccall(t, s.parent, 'DELETE', PERSONAL, { id: 'x' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toContain(CALENDAR_TEXTS.id);
    const span = await ccall(t, s.parent, 'GET', '/rest/calendar', {
      from: '2026-06-01',
      to: '2026-12-31',
    });
    expect(span.statusCode).toBe(400);
    expect(span.json().message).toContain(CALENDAR_TEXTS.span);
    expect(
      (await ccall(t, null, 'GET', '/rest/calendar', { from: '2026-06-01', to: '2026-06-02' }))
        .statusCode,
    ).toBe(401);
  });
});
