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

const namedGroup = z.object({ id: z.string(), name: z.string() });

/** GET /rest/dashboard: what the acting profile's roles need today, in the selected institute. */
export const dashboardSchema = z.object({
  fullName: z.string(),
  verified: z.boolean(),
  institute: namedGroup.extend({ verified: z.boolean() }).nullable(),
  session: namedGroup.nullable(),
  /** Role names the profile holds in the institute (staff see theirs on the dashboard). */
  roles: z.array(z.string()),
  admin: z
    .object({
      classes: z.number().int(),
      students: z.number().int(),
      staff: z.number().int(),
      setupCompleted: z.boolean(),
      quickSetupLink: z.string(),
    })
    .nullable(),
  /** For those who review admissions (getAdmissionRequests) in the institute in view. */
  admissions: z.object({ pending: z.number().int() }).nullable(),
  teaching: z.array(namedGroup.extend({ students: z.number().int() })),
  /** The class the profile studies in for the session. */
  studentClass: namedGroup.nullable(),
  children: z.array(
    z.object({
      userProfileId: z.string(),
      fullName: z.string(),
      relation: z.string(),
      className: z.string().nullable(),
      instituteName: z.string().nullable(),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
