import { z } from 'zod';
import { MESSAGES } from './auth.js';
import { email, NAME_PATTERN, requiredString } from './fields.js';

/** Wire schemas, messages and API paths of group management (institutes, classes, members). */

export const CLASS_LEVEL_MAX = 40;
export const CLASS_SECTION_MAX = 10;
export const CLASS_SECTIONS_MAX = 26;
export const MEMBER_PAGE_SIZE_MAX = 100;
export const MEMBER_SEARCH_MAX = 100;

export const GROUP_MESSAGES = {
  level: 'Please enter the class, for example Class 5.',
  levelTooLong: `The class can be at most ${CLASS_LEVEL_MAX} characters.`,
  section: 'Please enter the section, for example A.',
  sectionTooLong: `A section can be at most ${CLASS_SECTION_MAX} characters.`,
  sectionChars: 'A section may contain only letters, digits and hyphens.',
  sectionRepeated: 'Each section may be listed only once.',
  tooManySections: `At most ${CLASS_SECTIONS_MAX} sections can be added at a time.`,
  duplicateClass: (name: string) => `This institute already has a class named ${name}.`,
  classNotFound: 'This class does not exist.',
  classHasMembers: (name: string, count: number) =>
    `${name} still has ${count} ${count === 1 ? 'member' : 'members'}. Remove them before deleting the class.`,
  classHasApplications: (name: string, count: number) =>
    `${name} has ${count} pending admission ${count === 1 ? 'application' : 'applications'}. Accept or reject them before deleting the class.`,
  instituteNotFound: 'This institute does not exist.',
  role: 'Please choose a role.',
  roleNotFound: 'This role does not exist.',
  session: 'Please choose a valid session.',
  sessionNotFound: 'This session does not exist.',
  memberNotFound: 'This member does not exist.',
  alreadyMember: 'This person is already a member of this group for this session.',
  lastAdmin:
    'An institute needs at least one Institute Admin. Make another member Institute Admin first.',
  badPage: 'Please choose a valid page.',
  badPageSize: 'Please choose a valid page size.',
  searchTooLong: `Search text can be at most ${MEMBER_SEARCH_MAX} characters.`,
  status: 'Please choose active, invited or unverified.',
} as const;

const G = GROUP_MESSAGES;

const personName = (required: string, letters: string) =>
  requiredString(required).max(100, required).regex(NAME_PATTERN, letters);

/** "Class 5" + "A" → "Class 5 A"; without a section just the level. */
export function className(level: string, section: string | null | undefined): string {
  const l = level.trim().replace(/\s+/g, ' ');
  const s = section?.trim();
  return s ? `${l} ${s}` : l;
}

const levelSchema = requiredString(G.level).max(CLASS_LEVEL_MAX, G.levelTooLong);
const sectionSchema = requiredString(G.section)
  .max(CLASS_SECTION_MAX, G.sectionTooLong)
  .regex(/^[\p{L}\d-]+$/u, G.sectionChars)
  .transform((s) => s.toUpperCase());

/** POST /rest/groups/:groupId/classes: one class per section, or one without when none. */
export const classCreateSchema = z.strictObject({
  level: levelSchema,
  sections: z
    .array(sectionSchema, { error: G.section })
    .max(CLASS_SECTIONS_MAX, G.tooManySections)
    .default([])
    .refine((list) => new Set(list).size === list.length, G.sectionRepeated),
});
export type ClassCreateInput = z.input<typeof classCreateSchema>;

/** PUT /rest/groups/:groupId/classes/:classId: the class's level and section (null: none). */
export const classUpdateSchema = z.strictObject({
  level: levelSchema,
  section: z.union([sectionSchema, z.null()], { error: G.section }).optional(),
});
export type ClassUpdateInput = z.input<typeof classUpdateSchema>;

export const groupParamsSchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
});
export const classParamsSchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
  classId: z.uuid({ error: G.classNotFound }),
});
export const membershipParamsSchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
  membershipId: z.uuid({ error: G.memberNotFound }),
});

/** GET /rest/groups/:groupId/members */
/** Members by how their account stands: signed in before, invited and not yet, unverified. */
export const MEMBER_STATUSES = ['ACTIVE', 'INVITED', 'UNVERIFIED'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const memberListQuerySchema = z.object({
  sessionId: z.uuid({ error: G.session }).optional(),
  /** Members of the institute who are in this class of it (issue 22 item 11). */
  classId: z.uuid({ error: G.classNotFound }).optional(),
  roleId: z.uuid({ error: G.role }).optional(),
  status: z.enum(MEMBER_STATUSES, { error: G.status }).optional(),
  search: z
    .string({ error: G.searchTooLong })
    .trim()
    .max(MEMBER_SEARCH_MAX, G.searchTooLong)
    .optional(),
  page: z.coerce
    .number({ error: G.badPage })
    .int(G.badPage)
    .min(1, G.badPage)
    .max(100_000, G.badPage)
    .default(1),
  pageSize: z.coerce
    .number({ error: G.badPageSize })
    .int(G.badPageSize)
    .min(1, G.badPageSize)
    .max(MEMBER_PAGE_SIZE_MAX, G.badPageSize)
    .default(20),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** POST /rest/groups/:groupId/members/invite */
export const memberInviteSchema = z.strictObject({
  email: email(MESSAGES.emailRequired, MESSAGES.enterValidEmail),
  firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameNumbers),
  lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameNumbers),
  roleId: z.uuid({ error: G.role }),
  /** A session of the institute; none means all sessions (staff). */
  sessionId: z.union([z.uuid({ error: G.session }), z.null()], { error: G.session }).optional(),
});
export type MemberInviteInput = z.input<typeof memberInviteSchema>;

/** PUT /rest/groups/:groupId/members/:membershipId */
export const memberUpdateSchema = z.strictObject({ roleId: z.uuid({ error: G.role }) });
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

const groupType = z.enum(['INSTITUTE', 'CLASS']);

/** GET /rest/groups/mine: one row per membership of the acting profile, institutes first. */
export const myGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: groupType,
  superGroupId: z.string().nullable(),
  imageLocation: z.string().nullable(),
  verifyToViewDetails: z.boolean(),
  activeSessionId: z.string().nullable(),
  admissionConfigSet: z.boolean(),
  level: z.string().nullable(),
  section: z.string().nullable(),
  roleName: z.string(),
  sessionId: z.string().nullable(),
});
export type MyGroup = z.infer<typeof myGroupSchema>;
export const myGroupListSchema = z.array(myGroupSchema);

/** A class of an institute. */
export const classSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.string().nullable(),
  section: z.string().nullable(),
  admissionConfigSet: z.boolean(),
  memberCount: z.number(),
});
export type ClassData = z.infer<typeof classSchema>;
export const classListSchema = z.array(classSchema);

/** GET /rest/groups/:groupId */
export const groupDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: groupType,
  superGroupId: z.string().nullable(),
  instituteId: z.string(),
  instituteName: z.string(),
  imageLocation: z.string().nullable(),
  verifyToViewDetails: z.boolean(),
  admissionConfigSet: z.boolean(),
  level: z.string().nullable(),
  section: z.string().nullable(),
  about: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  verified: z.boolean(),
  /** ISO timestamp; null until quick setup was completed. */
  setupCompletedAt: z.string().nullable(),
  activeSession: z.object({ id: z.string(), name: z.string() }).nullable(),
  counts: z.object({ classes: z.number(), members: z.number() }),
});
export type GroupDetails = z.infer<typeof groupDetailsSchema>;

/** A member row: e-mail only for holders of manageMembers (null otherwise). */
export const memberSchema = z.object({
  membershipId: z.string(),
  profileId: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  roleId: z.string(),
  roleName: z.string(),
  builtinKey: z.string().nullable(),
  sessionId: z.string().nullable(),
  sessionName: z.string().nullable(),
  /** The admission (or staff) number of the person. */
  admissionNo: z.string().nullable(),
  /** The classes of the institute the person is in (of the session asked for), school order. */
  classNames: z.array(z.string()),
  /**
   * The login is the person's own: false for a child's profile kept on a parent's account,
   * whose username and e-mail are the parent's and are not shown as the child's.
   */
  ownLogin: z.boolean(),
  verified: z.boolean(),
  /** False while an invited person has not set a password yet. */
  active: z.boolean(),
  /** The caller may change this member's role or remove them (not its own, none above it). */
  manageable: z.boolean(),
});
export type MemberData = z.infer<typeof memberSchema>;
export const memberPageSchema = z.object({
  items: z.array(memberSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type MemberPage = z.infer<typeof memberPageSchema>;

export const GROUP_API = {
  mine: '/rest/groups/mine',
  one: (groupId: string) => `/rest/groups/${groupId}`,
  classes: (groupId: string) => `/rest/groups/${groupId}/classes`,
  oneClass: (groupId: string, classId: string) => `/rest/groups/${groupId}/classes/${classId}`,
  members: (groupId: string) => `/rest/groups/${groupId}/members`,
  invite: (groupId: string) => `/rest/groups/${groupId}/members/invite`,
  oneMember: (groupId: string, membershipId: string) =>
    `/rest/groups/${groupId}/members/${membershipId}`,
} as const;
