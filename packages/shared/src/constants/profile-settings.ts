/** Profile settings' calls; their bodies are schemas/profile-settings. */

/** Wire schemas and API paths of the profile screens (/userprofile, /profile-settings). */
export const PROFILE_API = {
  /** GET: what /userprofile/{id} shows. */
  card: (profileId: string) => `/rest/profiles/${profileId}/card`,
  /** PUT: the basic information of one of the account's own profiles. */
  basicInfo: (profileId: string) => `/rest/profiles/${profileId}/basic-info`,
  /** PUT: date of birth, address, previous school, blood group and category (issue 22 item 8). */
  details: (profileId: string) => `/rest/profiles/${profileId}/details`,
  /** POST multipart (field `photo`): a new photo; GET: the photo itself. */
  photo: (profileId: string) => `/rest/profiles/${profileId}/photo`,
  dashboard: '/rest/dashboard',
} as const;
