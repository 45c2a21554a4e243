import { CALENDAR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { blankForm, formOf, personalBody, schoolBody, withAllDay } from './event-form';

describe('the event form', () => {
  it('sends times typed in Indian time as instants', () => {
    const body = personalBody({ ...blankForm('2026-06-10'), title: 'Dentist' });
    expect(body.success && body.data).toMatchObject({
      startAt: '2026-06-10T04:30:00.000Z',
      endAt: '2026-06-10T05:30:00.000Z',
    });
  });

  it('sends an all-day event as noon of its days, and refuses an end before its start in the server’s words', () => {
    const form = withAllDay({ ...blankForm('2026-06-12'), title: 'Sports Day' }, true);
    expect(form.start).toBe('2026-06-12');
    const ok = schoolBody({ ...form, end: '2026-06-13' }, '7f1c3a2e-9b0d-4c55-8e21-1a2b3c4d5e6f');
    expect(ok.success && ok.data.startAt).toBe('2026-06-12T06:30:00.000Z');
    const wrong = personalBody({ ...blankForm('2026-06-10'), title: 'x', end: '2026-06-10T09:00' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe(CALENDAR_TEXTS.endBeforeStart);
  });

  it('reads an all-day entry back as its first and last days', () => {
    const form = formOf({
      id: 'event:1',
      kind: 'EVENT',
      title: 'Sports Day',
      description: null,
      location: null,
      startAt: '2026-06-11T18:30:00.000Z',
      endAt: '2026-06-13T18:30:00.000Z',
      allDay: true,
      target: null,
      editableId: '1',
    });
    expect([form.start, form.end]).toEqual(['2026-06-12', '2026-06-13']);
  });
});
