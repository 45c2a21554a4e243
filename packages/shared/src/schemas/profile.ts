import { z } from 'zod';

const profileId = z.uuid({ error: 'Please choose a valid profile.' });
const groupId = z.uuid({ error: 'Please choose a valid group.' });

/** One of the account's linked profiles (a parent's children, a teacher who also studies). */
export const profileSchema = z.object({
  userProfileId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  photoLocation: z.string().nullable(),
  verified: z.enum(['VERIFIED', 'UNVERIFIED']),
  isDefault: z.boolean(),
  defaultInstituteId: z.string().nullable(),
  defaultClassId: z.string().nullable(),
});
export type ProfileData = z.infer<typeof profileSchema>;
export const profileListSchema = z.array(profileSchema);

export const profileIdParamsSchema = z.object({ id: profileId });

/** PUT /rest/profile/default */
export const setDefaultProfileSchema = z.strictObject({ profileId });
export type SetDefaultProfileInput = z.infer<typeof setDefaultProfileSchema>;

/** PUT /rest/profile/default-group and /rest/profile/default-class */
export const setDefaultGroupSchema = z.strictObject({ groupId });
export type SetDefaultGroupInput = z.infer<typeof setDefaultGroupSchema>;
