import { z } from 'zod';
import { ACCOUNT_ROLES } from '../constants/index.js';
import { chatStatusSchema } from './chat.js';

/** The signed-in user's data (spec §3 "User data"), returned by login and by /rest/auth/me. */
export const userDataSchema = z.object({
  userProfileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  profileImage: z.string().nullable(),
  photoLocation: z.string().nullable(),
  verified: z.enum(['VERIFIED', 'UNVERIFIED']),
  defaultInstituteId: z.string().nullable(),
  defaultClassId: z.string().nullable(),
  resetPasswordRequired: z.enum(['true', 'false']),
  unverifiedEmail: z.string().nullable(),
  userContract: z.string().nullable(),
  accountRole: z.enum(ACCOUNT_ROLES),
  chatStatus: chatStatusSchema,
});
export type UserData = z.infer<typeof userDataSchema>;
