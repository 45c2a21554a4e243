import type { AdmissionStatus } from '@shala/shared';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** An ISO instant as staff in India read it: "05 Jun 2026, 10:00". */
export const formatWhen = (iso: string) => DATE_TIME.format(new Date(iso));

export const STATUS_COLOURS: Record<AdmissionStatus, 'warning' | 'success' | 'error'> = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'error',
};

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}

/** The public address of a direct-admission path on this site. */
export const absoluteLink = (origin: string, path: string) => `${origin.replace(/\/$/, '')}${path}`;
