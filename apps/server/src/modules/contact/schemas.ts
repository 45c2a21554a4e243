import { QUERY_TYPES } from '@shala/shared';
import { z } from 'zod';

// Wire shapes of the super admin's contact-request list. They live here until the admin
// console needs them in the browser; then they move to packages/shared.

export const contactRequestListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
  size: z.coerce.number({ error: 'size must be a number.' }).int().min(1).max(100).default(20),
});

export const contactRequestSchema = z.object({
  id: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phoneNo: z.string(),
  category: z.enum(QUERY_TYPES),
  subject: z.string(),
  content: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactRequestData = z.infer<typeof contactRequestSchema>;

export const contactRequestPageSchema = z.object({
  items: z.array(contactRequestSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
