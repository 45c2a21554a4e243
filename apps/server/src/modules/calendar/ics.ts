import { type CalendarEntry, indiaDay } from '@shala/shared';

/**
 * The few lines of RFC 5545 a subscribed calendar needs, written here rather than taken from a
 * library: one VCALENDAR of VEVENTs, times in UTC (DTSTART:…Z), all-day entries as DATE values
 * (the end exclusive, as the RFC says), text escaped (§3.3.11) and lines folded at 75 octets
 * without splitting a character (§3.1), CRLF throughout. Tests read the output with ical.js.
 */

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A content line folded into lines of at most 75 octets, each further one starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; the others 74 after their leading space.
    const room = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/** 20260610T043000Z. */
const utcStamp = (iso: string | Date) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 20260612: the India day an all-day entry's bound falls on. */
const dateValue = (iso: string) => indiaDay(new Date(iso)).replace(/-/g, '');

function eventLines(entry: CalendarEntry, stamp: string, baseUrl: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${entry.id.replace(/[^A-Za-z0-9:-]/g, '-')}@shala`,
    `DTSTAMP:${stamp}`,
    entry.allDay
      ? `DTSTART;VALUE=DATE:${dateValue(entry.startAt)}`
      : `DTSTART:${utcStamp(entry.startAt)}`,
    entry.allDay ? `DTEND;VALUE=DATE:${dateValue(entry.endAt)}` : `DTEND:${utcStamp(entry.endAt)}`,
    `SUMMARY:${escapeText(entry.title)}`,
  ];
  if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
  if (entry.location) lines.push(`LOCATION:${escapeText(entry.location)}`);
  if (entry.target) lines.push(`URL:${baseUrl}${entry.target}`);
  lines.push(`CATEGORIES:${entry.kind}`, 'TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** The whole .ics text of a calendar named `name`, made at `now`. */
export function icsOf(p: {
  name: string;
  entries: readonly CalendarEntry[];
  now: Date;
  baseUrl: string;
}): string {
  const stamp = utcStamp(p.now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Shala//School calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(p.name)}`,
    `X-WR-CALNAME:${escapeText(p.name)}`,
    'X-WR-TIMEZONE:Asia/Kolkata',
    // Calendar apps that honour it read the feed again every six hours (RFC 7986).
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...p.entries.flatMap((e) => eventLines(e, stamp, p.baseUrl)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
