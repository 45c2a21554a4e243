import { z } from 'zod';

/** A group id on the wire: a UUID. */
export const groupIdSchema = z.uuid({ error: 'Please choose a valid group.' });

/** GET /rest/academic/session/all?groupId= (an institute, or a class for its institute). */
export const sessionListQuerySchema = z.object({ groupId: groupIdSchema });
export type SessionListQuery = z.infer<typeof sessionListQuerySchema>;

/** Spec §3 "Session (academic)": dates dd/mm/yyyy, activeStatus the string 'true' or 'false'. */
export const academicSessionSchema = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  activeStatus: z.enum(['true', 'false']),
});
export type AcademicSessionData = z.infer<typeof academicSessionSchema>;
export const academicSessionListSchema = z.array(academicSessionSchema);

/** GET /rest/permission/user: the acting profile's user-level actions. */
export const userPermissionsSchema = z.object({
  userProfileId: z.string(),
  actions: z.array(z.string()),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** GET /rest/permission/groups: group id -> actions, for every group the profile belongs to. */
export const groupPermissionsSchema = z.record(z.string(), z.array(z.string()));
export type GroupPermissions = z.infer<typeof groupPermissionsSchema>;
