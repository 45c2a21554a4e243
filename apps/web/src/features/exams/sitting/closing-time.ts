import { DISPLAY_TIME_ZONE, LOCALE } from '@shala/shared';
import { shownDate, shownDateTime } from '../../../core/format';

const TIME = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DISPLAY_TIME_ZONE,
});

/** "20 minutes'" / "1 minute's", as in "with 20 minutes' extra time". */
const minutesOf = (n: number) => (n === 1 ? "1 minute's" : `${n} minutes'`);

/**
 * When the exam closes, as the rules page says it (spec §2.6). A student given extra time may
 * begin and write until the close moved by it, so that is said too: "closes 23 Nov 2026, 00:47
 * (01:07 for you, with 20 minutes' extra time)", the date repeated only when it differs.
 */
export function closingText(closesAt: string, extraMinutes: number): string {
  const closes = `closes ${shownDateTime(closesAt)}`;
  if (!(extraMinutes > 0)) return closes;
  const yours = new Date(Date.parse(closesAt) + extraMinutes * 60_000);
  if (Number.isNaN(yours.getTime())) return closes;
  const when =
    shownDate(yours.toISOString()) === shownDate(closesAt)
      ? TIME.format(yours)
      : shownDateTime(yours.toISOString());
  return `${closes} (${when} for you, with ${minutesOf(extraMinutes)} extra time)`;
}
