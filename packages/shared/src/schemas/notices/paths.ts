/**
 * The notices calls (issue 24 §3), for the web's client. `byId` is the spec's §7 "notice by id"
 * (its method and path were not shown; it follows the project's `…/id?groupId&id` reads).
 */
export const NOTICES_API = {
  /** GET (groupId, box, state, q, page, size): a page of notices; POST (form), PUT, DELETE. */
  notices: '/rest/notice',
  /** GET (groupId, id): one notice, which opening marks read (spec §7 "notice by id"). */
  byId: '/rest/notice/id',
  /** GET (groupId, id, seen, page, size): who has seen a notice and who has not. */
  readers: '/rest/notice/readers',
  /** PUT (groupId, id, pinned). */
  pin: '/rest/notice/pin',
  /** PUT (groupId, id, archived). */
  archive: '/rest/notice/archive',
  /** GET (groupId, id, fileId): an attachment; POST (form: groupId, id, files) adds; DELETE removes. */
  file: '/rest/notice/file',
  /** GET (groupId): whom the caller may address (classes, roles, everyone, named people). */
  audience: '/rest/notice/audience',
  /** GET (groupId, q): the institute's people to name, by name. */
  people: '/rest/notice/people',
} as const;
