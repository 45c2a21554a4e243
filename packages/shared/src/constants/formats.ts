/**
 * Formats of ids and days, checked without zod: the signed-in shell reads ids at once (the
 * selected headers, the groups page), and zod would come in front of the dashboard with them
 * (apps/web/scripts/budget.mjs). The schemas' fields (schemas/fields.ts) build on these.
 */

/**
 * An id as a PostgreSQL uuid column takes it: 8-4-4-4-12 hex digits. `z.uuid()` also asks for an
 * RFC version and variant; this one reads ids before they reach a query (headers, addresses).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (text: string) => UUID_PATTERN.test(text);

/** yyyy-mm-dd, the shape of a calendar day (whether the day is real is `isCalendarDay`). */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `d` names a day that exists (no 30 February); the shape is checked apart. */
export const isRealDay = (d: string) => {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(d);
};

/** yyyy-mm-dd and a real calendar day. */
export const isCalendarDay = (d: string) => DAY_PATTERN.test(d) && isRealDay(d);
