import { z } from 'zod';

export const AUDIT_PAGE_SIZE_MAX = 100;

/** One recorded change: who, what, when, from which address. */
export const auditEventSchema = z.object({
  id: z.string(),
  instituteId: z.string().nullable(),
  actorAccountId: z.string().nullable(),
  actorProfileId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEventSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const badPage = { error: 'Please choose a valid page.' };
const badSize = { error: 'Please choose a valid page size.' };
const paging = {
  page: z.coerce.number(badPage).int(badPage).min(0, badPage).default(0),
  size: z.coerce
    .number(badSize)
    .int(badSize)
    .min(1, badSize)
    .max(AUDIT_PAGE_SIZE_MAX, badSize)
    .default(20),
};

/** GET /rest/audit?groupId=&page=&size= (page counts from 0). */
export const auditQuerySchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
  ...paging,
});
/** GET /rest/audit/mine?page=&size= */
export const ownAuditQuerySchema = z.object(paging);
