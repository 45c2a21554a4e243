/** Profile settings' calls; their bodies are schemas/profile-settings. */

/** Wire schemas and API paths of the profile screens (/userprofile, /profile-settings). */
export const PROFILE_API = {
  /** GET: what /userprofile/{id} shows. */
  card: (profileId: string) => `/rest/profiles/${profileId}/card`,
  /** PUT: the basic information of one of the account's own profiles. */
  basicInfo: (profileId: string) => `/rest/profiles/${profileId}/basic-info`,
  /** POST multipart (field `photo`): a new photo; GET: the photo itself. */
  photo: (profileId: string) => `/rest/profiles/${profileId}/photo`,
  dashboard: '/rest/dashboard',
} as const;
