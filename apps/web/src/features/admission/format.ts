import type { AdmissionStatus } from '@shala/shared';
import { shownDateTime } from '../../core/format';

/** An ISO instant as staff in India read it, as everywhere in the app: "5 Jun 2026, 10:00". */
export const formatWhen = shownDateTime;

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
