import { CALENDAR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { blankTodo, todoBody } from './todo-form';

describe('the to-do form', () => {
  it('sends the due and reminder times typed in Indian time, none when empty', () => {
    const ok = todoBody({
      ...blankTodo,
      title: 'Sign it',
      due: '2026-06-03T17:00',
      remind: '2026-06-03T09:00',
    });
    expect(ok.success && ok.data).toEqual({
      title: 'Sign it',
      notes: null,
      dueAt: '2026-06-03T11:30:00.000Z',
      remindAt: '2026-06-03T03:30:00.000Z',
    });
    const bare = todoBody({ ...blankTodo, title: 'Call the school' });
    expect(bare.success && bare.data).toMatchObject({ dueAt: null, remindAt: null });
  });

  it('refuses a reminder after the due time in the server’s words', () => {
    const wrong = todoBody({
      ...blankTodo,
      title: 'x',
      due: '2026-06-03T09:00',
      remind: '2026-06-03T17:00',
    });
    expect(wrong.error?.issues[0]?.message).toBe(CALENDAR_TEXTS.remindAfterDue);
  });
});
