import { z } from 'zod';

/** GET /rest/account/info: the signed-in account, never its secrets. */
export const accountInfoSchema = z.object({
  username: z.string(),
  email: z.string(),
  accountRole: z.enum(['ROLE_USER', 'ROLE_SUPER_ADMIN']),
  emailVerified: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  linkedProfiles: z.number().int(),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;
