import {
  DAY_BOOK_MAX_DAYS,
  DAY_PATTERN,
  daysSpanned,
  EXPENSE_API,
  EXPENSE_TEXTS,
  isRealDay,
} from '@shala/shared';
import { shownDay } from '../../../core/format';

/** What the day book's fields hold: one day, or a range of at most 92 days. */
export type DayBookChoice = { mode: 'day' | 'range'; day: string; from: string; to: string };

/** Today's book; a range starts at the month's first day. */
export function firstChoice(today: string): DayBookChoice {
  return { mode: 'day', day: today, from: `${today.slice(0, 8)}01`, to: today };
}

/** The days the book covers: the day alone, or the range's first and last. */
export function rangeOf(choice: DayBookChoice): { from: string; to: string } {
  return choice.mode === 'day'
    ? { from: choice.day, to: choice.day }
    : { from: choice.from, to: choice.to };
}

const realDay = (day: string) => DAY_PATTERN.test(day) && isRealDay(day);

/** The server's own checks, said before it is asked: real days, the first first, ≤ 92 days. */
export function rangeError(from: string, to: string): string | undefined {
  if (!realDay(from) || !realDay(to)) return EXPENSE_TEXTS.date;
  if (from > to || daysSpanned(from, to) > DAY_BOOK_MAX_DAYS) return EXPENSE_TEXTS.range;
  return undefined;
}

/** The day book as CSV or PDF (A4, under the school's letterhead): a plain link. */
export function dayBookFileUrl(
  kind: 'csv' | 'pdf',
  groupId: string,
  from: string,
  to: string,
): string {
  const path = kind === 'csv' ? EXPENSE_API.dayBookCsv : EXPENSE_API.dayBookPdf;
  return `${path}?${new URLSearchParams({ groupId, from, to })}`;
}

/** "Mon, 30 Nov 2026", or "Sun, 1 Nov 2026 to Mon, 30 Nov 2026". */
export function rangeTitle(from: string, to: string): string {
  return from === to ? shownDay(from) : `${shownDay(from)} to ${shownDay(to)}`;
}

/** "2 entries of these days await approval: they count in no balance until approved." */
export function pendingNote(pending: number, oneDay: boolean): string {
  const entries = pending === 1 ? '1 entry' : `${pending} entries`;
  const days = oneDay ? 'this day' : 'these days';
  return `${entries} of ${days} ${pending === 1 ? 'awaits' : 'await'} approval: ${
    pending === 1 ? 'it counts' : 'they count'
  } in no balance until approved.`;
}
