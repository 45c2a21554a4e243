import {
  NOTICE_EXCERPT_CHARS,
  type NoticeAttachment,
  type NoticeAudienceKind,
  type NoticeSummary,
  type NoticeView,
  noticeState,
} from '@shala/shared';

// Notices as the wire shows them: never a raw row.

type Named = { id: string; name: string };

/**
 * Whom a notice is to, read after "To": "Everyone", "Class 5 A, Class 5 B", "Class 1 A, Class 1 B,
 * Class 2 A and 4 more", "3 people", "the Teacher role", "the Teacher and Accountant roles" (a
 * role's name is singular and may be the institute's own, so it is named as a role, not made
 * plural).
 */
export function audienceLabel(audience: NoticeAudienceKind, targets: readonly Named[]): string {
  if (audience === 'INSTITUTE') return 'Everyone';
  const names = targets.map((t) => t.name);
  if (audience === 'PEOPLE' && names.length > 2) return `${names.length} people`;
  if (audience === 'ROLES' && names.length > 0) {
    const last = names.at(-1);
    return names.length === 1
      ? `the ${last} role`
      : `the ${names.slice(0, -1).join(', ')} and ${last} roles`;
  }
  if (names.length > 3) return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
  return names.join(', ');
}

const excerptOf = (body: string) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > NOTICE_EXCERPT_CHARS ? `${flat.slice(0, NOTICE_EXCERPT_CHARS - 1)}…` : flat;
};

export type SummaryInput = {
  id: string;
  title: string;
  body: string;
  audience: NoticeAudienceKind;
  publishAt: Date;
  expiresAt: Date | null;
  archivedAt: Date | null;
  pinned: boolean;
  postedByName: string | null;
  recipient: boolean;
  readAt: Date | null;
  attachments: number;
};

export function toSummary(
  n: SummaryInput,
  extra: { targets: readonly Named[]; counts: { seen: number; total: number } | null; now: Date },
): NoticeSummary {
  return {
    id: n.id,
    title: n.title,
    excerpt: excerptOf(n.body),
    audience: n.audience,
    audienceLabel: audienceLabel(n.audience, extra.targets),
    publishAt: n.publishAt.toISOString(),
    expiresAt: n.expiresAt?.toISOString() ?? null,
    pinned: n.pinned,
    state: noticeState(n, extra.now),
    read: n.recipient ? n.readAt !== null : null,
    postedBy: n.postedByName ?? 'The school',
    attachments: n.attachments,
    counts: extra.counts,
  };
}

export function toView(
  n: SummaryInput,
  extra: {
    targets: readonly Named[];
    counts: { seen: number; total: number } | null;
    now: Date;
    files: NoticeAttachment[];
    canManage: boolean;
  },
): NoticeView {
  return {
    ...toSummary(n, extra),
    body: n.body,
    files: extra.files,
    targets: n.audience === 'INSTITUTE' ? [] : [...extra.targets],
    canManage: extra.canManage,
  };
}
