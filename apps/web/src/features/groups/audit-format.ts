import { DISPLAY_TIME_ZONE, LOCALE } from '@shala/shared';

const LABELS: Record<string, string> = {
  name: 'Name',
  from: 'From',
  to: 'To',
  roleName: 'Role',
  email: 'E-mail',
  added: 'Added',
  removed: 'Removed',
};

/** The readable parts of an audit event's detail: "Role: Teacher · E-mail: a@b.in". */
export function auditSummary(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, label] of Object.entries(LABELS)) {
    const value = detail[key];
    if (typeof value === 'string' && value) parts.push(`${label}: ${value}`);
    else if (Array.isArray(value) && value.length > 0) {
      const shown = value.slice(0, 5).join(', ');
      parts.push(`${label}: ${shown}${value.length > 5 ? ` and ${value.length - 5} more` : ''}`);
    }
  }
  return parts.join(' · ');
}

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: DISPLAY_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO time as India reads it: "05/06/2026, 14:30". */
export function auditTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
