import type { CalendarEntry } from '@shala/shared';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsOf } from './ics.js';

const entry = (over: Partial<CalendarEntry>): CalendarEntry => ({
  id: 'event:1',
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

describe('the .ics text (RFC 5545)', () => {
  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(escapeText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds lines at 75 octets without splitting a Devanagari character', () => {
    const line = `SUMMARY:${'वार्षिकोत्सव '.repeat(12)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  });

  it('reads back with a parser: timed events in UTC, all-day ones as dates, text intact', () => {
    const text = icsOf({
      name: 'Shala: Priya',
      now: new Date('2026-06-01T04:30:00Z'),
      baseUrl: 'https://school.example',
      entries: [
        entry({ description: 'Songs, plays; and a\nprize-giving', location: 'Main hall, Block A' }),
        entry({
          id: 'fee:p:2026-06-12',
          kind: 'FEE',
          title: 'Aarav: Fees due: Term 1 (₹12,000.00)',
          allDay: true,
          startAt: '2026-06-11T18:30:00.000Z',
          endAt: '2026-06-12T18:30:00.000Z',
          target: '/erp/fee-details/p',
        }),
      ],
    });
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const [timed, allDay] = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(timed?.summary).toBe('Annual Day');
    expect(timed?.description).toBe('Songs, plays; and a\nprize-giving');
    expect(timed?.location).toBe('Main hall, Block A');
    expect(timed?.startDate.toJSDate().toISOString()).toBe('2026-06-10T04:30:00.000Z');
    expect(timed?.uid).toBe('event:1@shala');
    expect(allDay?.startDate.isDate).toBe(true);
    expect(allDay?.startDate.toString()).toBe('2026-06-12');
    expect(allDay?.endDate.toString()).toBe('2026-06-13');
    expect(allDay?.summary).toBe('Aarav: Fees due: Term 1 (₹12,000.00)');
    expect(allDay?.component.getFirstPropertyValue('url')).toBe(
      'https://school.example/erp/fee-details/p',
    );
  });
});
