import type { CalendarEntry } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  agendaOf,
  daysOfEntry,
  daysOfView,
  entriesOn,
  eventDates,
  fromIndiaInput,
  stepDay,
  toIndiaInput,
  viewHeading,
  whenOf,
} from './calendar-dates';

const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
  id: 'e',
  kind: 'EVENT',
  title: 'Annual Day',
  description: null,
  location: null,
  startAt: '2026-06-10T04:30:00.000Z',
  endAt: '2026-06-10T06:30:00.000Z',
  allDay: false,
  target: null,
  editableId: null,
  ...over,
});

describe('the calendar’s days', () => {
  it('shows a month as six weeks from the Monday on or before the 1st', () => {
    const days = daysOfView('month', '2026-06-17');
    expect(days).toHaveLength(42);
    expect(days[0]).toBe('2026-06-01'); // 1 June 2026 is a Monday
    expect(daysOfView('month', '2026-07-09')[0]).toBe('2026-06-29');
  });

  it('shows a week from Monday and an agenda of 30 days from the day', () => {
    expect(daysOfView('week', '2026-06-14')).toEqual([
      '2026-06-08',
      '2026-06-09',
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
      '2026-06-13',
      '2026-06-14',
    ]);
    const agenda = daysOfView('agenda', '2026-06-10');
    expect([agenda[0], agenda.at(-1)]).toEqual(['2026-06-10', '2026-07-09']);
  });

  it('steps a month from the 1st (31 January to February), a week, an agenda', () => {
    expect(stepDay('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepDay('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepDay('week', '2026-06-10', 1)).toBe('2026-06-17');
    expect(stepDay('agenda', '2026-06-10', -1)).toBe('2026-05-11');
  });

  it('puts an entry on the Indian days it covers, an all-day end being exclusive', () => {
    const sports = entry({
      allDay: true,
      startAt: '2026-06-11T18:30:00.000Z',
      endAt: '2026-06-13T18:30:00.000Z',
    });
    expect(daysOfEntry(sports)).toEqual(['2026-06-12', '2026-06-13']);
    expect(entriesOn([sports], '2026-06-14')).toEqual([]);
    // 23:00 in India on the 10th is still the 10th, though it is the 10th's 17:30 in UTC.
    const late = entry({ startAt: '2026-06-10T17:30:00.000Z', endAt: '2026-06-10T18:00:00.000Z' });
    expect(daysOfEntry(late)).toEqual(['2026-06-10', '2026-06-10']);
  });

  it('reads and writes the forms’ times in Indian time', () => {
    expect(toIndiaInput('2026-06-10T04:30:00.000Z')).toBe('2026-06-10T10:00');
    expect(fromIndiaInput('2026-06-10T10:00')).toBe('2026-06-10T04:30:00.000Z');
    expect(fromIndiaInput('')).toBe('');
  });

  it('says when in words', () => {
    expect(whenOf(entry({}))).toBe('10:00 – 12:00');
    expect(
      whenOf(
        entry({
          allDay: true,
          startAt: '2026-06-11T18:30:00.000Z',
          endAt: '2026-06-13T18:30:00.000Z',
        }),
      ),
    ).toBe('All day, 12 Jun – 13 Jun');
    expect(viewHeading('month', '2026-06-10')).toBe('June 2026');
    expect(viewHeading('week', '2026-06-10')).toBe('8 Jun – 14 Jun 2026');
  });

  it('lists a long entry once in the agenda: on its first day, or the agenda’s first', () => {
    const week = entry({
      id: 'exam',
      startAt: '2026-06-08T04:30:00.000Z',
      endAt: '2026-06-14T04:30:00.000Z',
    });
    const sports = entry({
      id: 'sports',
      allDay: true,
      startAt: '2026-06-11T18:30:00.000Z',
      endAt: '2026-06-13T18:30:00.000Z',
    });
    const shown = agendaOf([week, sports], daysOfView('agenda', '2026-06-10'));
    expect(shown.map((d) => [d.day, d.on.map((e) => e.id)])).toEqual([
      ['2026-06-10', ['exam']],
      ['2026-06-12', ['sports']],
    ]);
  });
});

describe('eventDates', () => {
  it('names a school event by its date and time, and an all-day one by its days, never its midnight', () => {
    expect(eventDates(entry({}))).toBe('10 Jun 2026, 10:00');
    // 18 and 19 December in India: from 18 Dec 00:00 to 20 Dec 00:00 India time.
    const twoDays = { startAt: '2026-12-17T18:30:00.000Z', endAt: '2026-12-19T18:30:00.000Z' };
    expect(eventDates(entry({ allDay: true, ...twoDays }))).toBe('18 Dec – 19 Dec 2026, all day');
    expect(
      eventDates(
        entry({ allDay: true, startAt: twoDays.startAt, endAt: '2026-12-18T18:30:00.000Z' }),
      ),
    ).toBe('18 Dec 2026, all day');
  });
});
