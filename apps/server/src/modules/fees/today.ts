import { indiaDay } from '@shala/shared';

/** The clock's day in India, yyyy-mm-dd: a due is overdue from the day after its due date. */
export const todayOf = (now: Date): string => indiaDay(now);
