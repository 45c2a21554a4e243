/** India's offset from UTC: the schools' days (due dates, overdue, late fees) are India's days. */
const IST_OFFSET_MS = 330 * 60_000;

/** The clock's day in India, yyyy-mm-dd: a due is overdue from the day after its due date. */
export const todayOf = (now: Date): string =>
  new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
