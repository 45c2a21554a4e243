import { z } from 'zod';
import { flag, instant } from '../exams/fields.js';
import {
  NOTICE_BODY_MAX,
  NOTICE_PAGE_MAX,
  NOTICE_PAGE_SIZE,
  NOTICE_SEARCH_MAX,
  NOTICE_TARGETS_MAX,
  NOTICE_TITLE_MAX,
} from './limits.js';
import { NOTICE_TEXTS as M } from './messages.js';

/** A notice of an institute, whom it is for, who has read it (issue 24 §3). */

export const NOTICE_AUDIENCE_KINDS = ['INSTITUTE', 'CLASSES', 'ROLES', 'PEOPLE'] as const;
export type NoticeAudienceKind = (typeof NOTICE_AUDIENCE_KINDS)[number];
/** SCHEDULED: before its publish time; LIVE; ARCHIVED: archived by hand or past its expiry. */
export const NOTICE_STATES = ['SCHEDULED', 'LIVE', 'ARCHIVED'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const noticeGroupIdField = z.uuid({ error: M.group });
export const noticeIdField = z.uuid({ error: M.id });

const titleField = z
  .string({ error: M.title })
  .trim()
  .transform((v) => v.replace(/\s+/g, ' '))
  .pipe(z.string().min(1, M.title).max(NOTICE_TITLE_MAX, M.title));
const bodyField = z
  .string({ error: M.body })
  .trim()
  .pipe(z.string().min(1, M.body).max(NOTICE_BODY_MAX, M.body));
/** Ids as a JSON list, or joined by commas (a form field); each a uuid, each once. */
const targetIdsField = z
  .union([z.array(z.string()), z.string()], { error: M.targets })
  .transform((v) => {
    if (Array.isArray(v)) return v;
    const text = v.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        return Array.isArray(parsed) ? parsed.map(String) : [text];
      } catch {
        return [text];
      }
    }
    return text === '' ? [] : text.split(',').map((s) => s.trim());
  })
  .pipe(z.array(z.uuid({ error: M.targets })).max(NOTICE_TARGETS_MAX, M.targets))
  .transform((ids) => [...new Set(ids)]);
/** Empty or absent: none (publish now; never expire). */
const optionalInstant = (message: string) =>
  z
    .union([z.literal(''), z.null(), instant(message)], { error: message })
    .optional()
    .transform((v) => (v ? v : null));

const audienceFields = {
  audience: z.enum(NOTICE_AUDIENCE_KINDS, { error: M.audience }),
  targetIds: targetIdsField.default([]),
};
const targetsRefined = <T extends { audience: NoticeAudienceKind; targetIds: string[] }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.audience === 'INSTITUTE' && v.targetIds.length > 0) {
    ctx.addIssue({ code: 'custom', message: M.everyoneHasNoTargets, path: ['targetIds'] });
  }
  if (v.audience !== 'INSTITUTE' && v.targetIds.length === 0) {
    ctx.addIssue({ code: 'custom', message: M.targets, path: ['targetIds'] });
  }
};
const timesRefined = <T extends { publishAt: string | null; expiresAt: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.publishAt && v.expiresAt && Date.parse(v.expiresAt) <= Date.parse(v.publishAt)) {
    ctx.addIssue({ code: 'custom', message: M.expiryBeforePublish, path: ['expiresAt'] });
  }
};

/** POST /rest/notice: a form (its `files` are the attachments) or the same fields as JSON. */
export const noticeFormSchema = z
  .object({
    groupId: noticeGroupIdField,
    title: titleField,
    body: bodyField,
    ...audienceFields,
    /** None: now. A later time schedules it. */
    publishAt: optionalInstant(M.publishAt),
    expiresAt: optionalInstant(M.expiresAt),
    pinned: flag(false),
  })
  .superRefine(targetsRefined)
  .superRefine(timesRefined);
export type NoticeForm = z.output<typeof noticeFormSchema>;

/** PUT /rest/notice: its words and expiry; its audience and publish time while scheduled. */
export const noticeUpdateSchema = z
  .object({
    groupId: noticeGroupIdField,
    id: noticeIdField,
    title: titleField,
    body: bodyField,
    ...audienceFields,
    publishAt: optionalInstant(M.publishAt),
    expiresAt: optionalInstant(M.expiresAt),
  })
  .superRefine(targetsRefined)
  .superRefine(timesRefined);
export type NoticeUpdate = z.output<typeof noticeUpdateSchema>;

export const noticePinSchema = z.object({
  groupId: noticeGroupIdField,
  id: noticeIdField,
  pinned: flag(true),
});
export const noticeArchiveSchema = z.object({
  groupId: noticeGroupIdField,
  id: noticeIdField,
  archived: flag(true),
});
export type NoticeFlagBody = { groupId: string; id: string } & (
  | { pinned: boolean }
  | { archived: boolean }
);

export const noticeGroupQuerySchema = z.object({ groupId: noticeGroupIdField });
export const noticeIdQuerySchema = z.object({ groupId: noticeGroupIdField, id: noticeIdField });
/** POST /rest/notice/file: the notice's new attachments are the form's files. */
export const noticeFilesFormSchema = z.object({ groupId: noticeGroupIdField, id: noticeIdField });
export const noticeFileQuerySchema = noticeIdQuerySchema.extend({
  fileId: z.uuid({ error: M.id }),
});
const pageField = z.coerce.number({ error: M.page }).int(M.page).min(0, M.page).default(0);
const sizeField = z.coerce
  .number({ error: M.size })
  .int(M.size)
  .min(1, M.size)
  .max(NOTICE_PAGE_MAX, M.size)
  .default(NOTICE_PAGE_SIZE);
const searchField = z
  .string({ error: M.search })
  .trim()
  .max(NOTICE_SEARCH_MAX, M.search)
  .optional()
  .transform((v) => v || null);

/**
 * GET /rest/notice: `inbox` is what the caller was sent; `posted` what the caller posted (every
 * notice of the institute for a notice manager). `state`: current (live), scheduled, archived.
 */
export const noticeListQuerySchema = z.object({
  groupId: noticeGroupIdField,
  box: z.enum(['inbox', 'posted'], { error: M.box }).default('inbox'),
  state: z.enum(['current', 'scheduled', 'archived'], { error: M.state }).default('current'),
  q: searchField,
  page: pageField,
  size: sizeField,
});
export type NoticeListQuery = z.output<typeof noticeListQuerySchema>;

export const noticeReadersQuerySchema = noticeIdQuerySchema.extend({
  seen: flag(false),
  page: pageField,
  size: sizeField,
});
export const noticePeopleQuerySchema = z.object({ groupId: noticeGroupIdField, q: searchField });

const seenCountSchema = z.object({ seen: z.number().int(), total: z.number().int() });

export const noticeSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  audience: z.enum(NOTICE_AUDIENCE_KINDS),
  /** Read after "To": "Everyone", "Class 5 A, Class 5 B", "the Teacher role", "3 people". */
  audienceLabel: z.string(),
  publishAt: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  pinned: z.boolean(),
  state: z.enum(NOTICE_STATES),
  /** Whether the caller opened it; null when the caller is not one of its recipients. */
  read: z.boolean().nullable(),
  postedBy: z.string(),
  attachments: z.number().int(),
  /** "Seen by 212 of 240": for its poster and the notice managers only. */
  counts: seenCountSchema.nullable(),
});
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeListSchema = z.object({
  notices: z.array(noticeSummarySchema),
  total: z.number().int(),
  /** The caller's unread live notices (the menu's badge). */
  unread: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type NoticeList = z.infer<typeof noticeListSchema>;

export const noticeAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
});
export type NoticeAttachment = z.infer<typeof noticeAttachmentSchema>;

export const noticeTargetSchema = z.object({ id: z.string(), name: z.string() });

export const noticeViewSchema = noticeSummarySchema.extend({
  body: z.string(),
  files: z.array(noticeAttachmentSchema),
  targets: z.array(noticeTargetSchema),
  /** The caller may edit, pin, archive and delete it, and see who has read it. */
  canManage: z.boolean(),
});
export type NoticeView = z.infer<typeof noticeViewSchema>;

export const noticeSavedSchema = z.object({ message: z.string(), data: noticeViewSchema });
export const noticeDoneSchema = z.object({ message: z.string() });

export const noticeReaderSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  /** Their class or role ("Class 5 A", "Parent of Rohan Mehta"). */
  detail: z.string(),
  readAt: z.iso.datetime({ offset: true }).nullable(),
});
export type NoticeReader = z.infer<typeof noticeReaderSchema>;
export const noticeReadersSchema = seenCountSchema.extend({
  people: z.array(noticeReaderSchema),
  /** How many are in the list asked for (seen or not seen). */
  count: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type NoticeReaders = z.infer<typeof noticeReadersSchema>;

/** Whom the caller may address; a teacher posting to their classes gets only `classes`. */
export const noticeAudienceOptionsSchema = z.object({
  everyone: z.boolean(),
  people: z.boolean(),
  classes: z.array(noticeTargetSchema),
  roles: z.array(noticeTargetSchema),
});
export type NoticeAudienceOptions = z.infer<typeof noticeAudienceOptionsSchema>;
export const noticePeopleSchema = z.array(
  z.object({ id: z.string(), name: z.string(), detail: z.string() }),
);
export type NoticePerson = z.infer<typeof noticePeopleSchema>[number];
