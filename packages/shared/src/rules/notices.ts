import type { NoticeState } from '../schemas/notices/notices.js';

/**
 * Where a notice stands at `now`: before its publish time it is SCHEDULED (readers do not see
 * it); archived by hand or past its expiry it is ARCHIVED; otherwise LIVE.
 */
export function noticeState(
  n: { publishAt: Date; expiresAt: Date | null; archivedAt: Date | null },
  now: Date,
): NoticeState {
  if (n.archivedAt) return 'ARCHIVED';
  if (n.publishAt.getTime() > now.getTime()) return 'SCHEDULED';
  if (n.expiresAt && n.expiresAt.getTime() <= now.getTime()) return 'ARCHIVED';
  return 'LIVE';
}

/** "Seen by 212 of 240"; "Seen by nobody yet of 40"; "Seen by all 40". */
export function seenSentence(seen: number, total: number): string {
  if (total === 0) return 'Nobody to see it';
  if (seen >= total) return `Seen by all ${total.toLocaleString('en-IN')}`;
  if (seen === 0) return `Seen by nobody yet of ${total.toLocaleString('en-IN')}`;
  return `Seen by ${seen.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`;
}
