import { CALENDAR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { todoReminders } from '../../src/modules/calendar/todo-reminders.js';
import { sweepReminders } from '../../src/modules/notifications/reminders.js';
import { useTestApp } from '../support/app.js';
import { bellOf } from '../support/notification-helpers.js';
import { calendarSchool, ccall, titlesOn } from './calendar-school.js';

const t = useTestApp();
const TODOS = '/rest/todos';
const HOUR = 3_600_000;
// The test clock stands at 1 June 2026, 10:00 in India.
const todoBody = (over: Record<string, unknown> = {}) => ({
  title: 'Sign the report card',
  notes: 'Bring it back on Monday.',
  dueAt: '2026-06-03T11:30:00.000Z',
  remindAt: '2026-06-01T08:30:00.000Z',
  ...over,
});

describe('to-dos', () => {
  it('are added, listed, read, changed, done and undone, and deleted by their owner', async () => {
    const s = await calendarSchool(t);
    const made = await ccall(t, s.parent, 'POST', TODOS, todoBody());
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual({
      message: CALENDAR_TEXTS.todoSaved,
      data: expect.objectContaining({
        title: 'Sign the report card',
        doneAt: null,
        remindedAt: null,
      }),
    });
    const id = made.json().data.id;
    await ccall(
      t,
      s.parent,
      'POST',
      TODOS,
      todoBody({ title: 'Pay the bus fee', dueAt: null, remindAt: '' }),
    );
    const open = await ccall(t, s.parent, 'GET', TODOS);
    expect(open.json().map((x: { title: string }) => x.title)).toEqual([
      'Sign the report card',
      'Pay the bus fee',
    ]);
    expect(await titlesOn(t, s.parent)).toEqual(['To-do: Sign the report card']);
    expect((await ccall(t, s.parent, 'GET', `${TODOS}/one`, { id })).json()).toMatchObject({
      id,
      notes: 'Bring it back on Monday.',
    });

    const changed = await ccall(t, s.parent, 'PUT', TODOS, {
      id,
      ...todoBody({ title: 'Sign it', notes: '' }),
    });
    expect(changed.json().data).toMatchObject({ title: 'Sign it', notes: null });
    const done = await ccall(t, s.parent, 'PUT', `${TODOS}/done`, { id, done: true });
    expect(done.json()).toMatchObject({
      message: CALENDAR_TEXTS.todoDone,
      data: { doneAt: t.clock.now().toISOString() },
    });
    expect(
      (await ccall(t, s.parent, 'GET', TODOS, { show: 'done' }))
        .json()
        .map((x: { id: string }) => x.id),
    ).toEqual([id]);
    expect(await titlesOn(t, s.parent)).toEqual([]);
    const undone = await ccall(t, s.parent, 'PUT', `${TODOS}/done`, { id, done: false });
    expect(undone.json()).toMatchObject({
      message: CALENDAR_TEXTS.todoUndone,
      data: { doneAt: null },
    });
    expect((await ccall(t, s.parent, 'DELETE', TODOS, { id })).json()).toEqual({
      message: CALENDAR_TEXTS.todoDeleted,
    });
    const gone = await ccall(t, s.parent, 'GET', `${TODOS}/one`, { id });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(CALENDAR_TEXTS.todoNotFound);
  });

  it("are no one else's: another profile finds none of them", async () => {
    const s = await calendarSchool(t);
    const id = (await ccall(t, s.parent, 'POST', TODOS, todoBody())).json().data.id;
    for (const [method, url, params] of [
      ['GET', `${TODOS}/one`, { id }],
      ['PUT', TODOS, { id, ...todoBody() }],
      ['PUT', `${TODOS}/done`, { id, done: true }],
      ['DELETE', TODOS, { id }],
    ] as const) {
      const res = await ccall(t, s.other.admin, method, url, params);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await ccall(t, s.other.admin, 'GET', TODOS)).json()).toEqual([]);
    expect((await ccall(t, null, 'GET', TODOS)).statusCode).toBe(401);
  });

  it('refuse bad input with a message', async () => {
    const s = await calendarSchool(t);
    const cases: [Record<string, unknown>, string][] = [
      [todoBody({ title: ' ' }), CALENDAR_TEXTS.todoTitle],
      [todoBody({ dueAt: 'Friday' }), CALENDAR_TEXTS.dueAt],
      [todoBody({ remindAt: '2026-06-04T04:30:00.000Z' }), CALENDAR_TEXTS.remindAfterDue],
      [todoBody({ notes: 'x'.repeat(4001) }), CALENDAR_TEXTS.todoNotes],
    ];
    for (const [body, message] of cases) {
      const res = await ccall(t, s.parent, 'POST', TODOS, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const show = await ccall(t, s.parent, 'GET', TODOS, { show: 'later' });
    expect(show.statusCode).toBe(400);
    expect(show.json().message).toContain(CALENDAR_TEXTS.show);
    expect((await ccall(t, s.parent, 'GET', TODOS)).json()).toEqual([]);
  });

  it('remind their owner in the bell at the reminder time, once, with /todo/{id} as the target', async () => {
    const s = await calendarSchool(t);
    const id = (await ccall(t, s.parent, 'POST', TODOS, todoBody())).json().data.id;
    await todoReminders(t.app.ctx);
    expect((await bellOf(t, s.parent.cookie)).schoolErpNotifications).toEqual([]);
    t.clock.advance(4 * HOUR);
    await sweepReminders(t.app.ctx);
    await todoReminders(t.app.ctx);
    const bell = (await bellOf(t, s.parent.cookie)).schoolErpNotifications;
    expect(bell).toEqual([
      expect.objectContaining({
        kind: 'todo.reminder',
        title: 'Reminder: Sign the report card',
        message: 'Due 3 Jun 2026, 17:00.',
        target: `/todo/${id}`,
      }),
    ]);
    expect((await ccall(t, s.parent, 'GET', `${TODOS}/one`, { id })).json().remindedAt).toBe(
      t.clock.now().toISOString(),
    );
    // A new time reminds again; a done to-do is not reminded.
    await ccall(t, s.parent, 'PUT', TODOS, {
      id,
      ...todoBody({ remindAt: '2026-06-01T10:30:00.000Z' }),
    });
    t.clock.advance(2 * HOUR);
    await todoReminders(t.app.ctx);
    expect((await bellOf(t, s.parent.cookie)).schoolErpNotifications).toHaveLength(2);
    const other = (
      await ccall(
        t,
        s.parent,
        'POST',
        TODOS,
        todoBody({ title: 'Done already', remindAt: '2026-06-01T11:00:00.000Z' }),
      )
    ).json().data.id;
    await ccall(t, s.parent, 'PUT', `${TODOS}/done`, { id: other, done: true });
    t.clock.advance(HOUR);
    await todoReminders(t.app.ctx);
    expect((await bellOf(t, s.parent.cookie)).schoolErpNotifications).toHaveLength(2);
    expect((await bellOf(t, s.student.cookie)).schoolErpNotifications).toEqual([]);
  });
});
