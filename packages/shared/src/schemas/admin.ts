import { z } from 'zod';
import { QUERY_TYPES } from '../constants/index.js';
import { sessionInputSchema } from './academic.js';
import { MESSAGES, phoneSchema } from './auth.js';
import { email, NAME_PATTERN, requiredString } from './fields.js';

/** Wire schemas, messages and API paths of the super admin console (issue 3). */

export const ADMIN_API = {
  /** GET ?search&verified&page&pageSize: institutes; POST: a new institute with its first admin. */
  institutes: '/rest/admin/institutes',
  /** POST { verified } */
  verifyInstitute: (instituteId: string) => `/rest/admin/institutes/${instituteId}/verify`,
  /** GET ?search&page&pageSize: accounts with their profiles. */
  accounts: '/rest/admin/accounts',
  /** POST { verified } */
  verifyProfile: (profileId: string) => `/rest/admin/profiles/${profileId}/verify`,
  /** GET ?search&handled&page&pageSize: contact requests, newest first. */
  contactRequests: '/rest/admin/contact-requests',
  /** POST { handled } */
  contactHandled: (requestId: string) => `/rest/admin/contact-requests/${requestId}/handled`,
  /** GET: mails given up after their last retry, newest first. */
  mailFailures: '/rest/admin/mail-failures',
  /** POST: send a failed mail again (one without a code or link, once). */
  resendMail: (id: string) => `/rest/admin/mail-failures/${id}/resend`,
} as const;

export const INSTITUTE_NAME_MAX = 120;
export const ADMIN_PAGE_SIZE_MAX = 100;
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_MESSAGES = {
  instituteName: 'Please enter the institute name.',
  instituteNameTooLong: `The institute name can be at most ${INSTITUTE_NAME_MAX} characters.`,
  duplicateInstitute: (name: string) => `An institute named ${name} already exists.`,
  adminIsSuperAdmin:
    "This e-mail address belongs to a platform super admin. Enter the institute administrator's own address.",
  instituteNotFound: 'This institute does not exist.',
  profileNotFound: 'This profile does not exist.',
  contactRequestNotFound: 'This contact request does not exist.',
  mailFailureNotFound: 'This mail does not exist.',
  mailNotResendable:
    'This mail cannot be sent again: it carried a sign-in code or link (its holder can ask for a new one), or it was sent again already.',
  chooseVerified: 'Please choose verified or not verified.',
  chooseHandled: 'Please choose handled or not handled.',
  badPage: 'Please choose a valid page.',
  badPageSize: 'Please choose a valid page size.',
  searchTooLong: `Search text can be at most ${ADMIN_SEARCH_MAX} characters.`,
  /** The console's snackbar after creating an institute. */
  created: (institute: string, email: string) =>
    `${institute} was created. The invitation was sent to ${email}.`,
  createdExisting: (institute: string, email: string) =>
    `${institute} was created. ${email} already has an account and was told by e-mail.`,
} as const;

const A = ADMIN_MESSAGES;

const personName = (required: string, letters: string) =>
  requiredString(required).max(100, required).regex(NAME_PATTERN, letters);

/** POST /rest/admin/institutes: the institute, its first (active) session and its first admin. */
export const adminCreateInstituteSchema = z.strictObject({
  name: requiredString(A.instituteName).max(INSTITUTE_NAME_MAX, A.instituteNameTooLong),
  session: sessionInputSchema,
  admin: z.strictObject(
    {
      firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameNumbers),
      lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameNumbers),
      email: email(MESSAGES.emailRequired, MESSAGES.enterValidEmail),
      phone: phoneSchema,
    },
    { error: 'Please enter the administrator.' },
  ),
});
export type AdminCreateInstituteInput = z.infer<typeof adminCreateInstituteSchema>;

export const adminCreatedInstituteSchema = z.object({
  instituteId: z.string(),
  name: z.string(),
  sessionId: z.string(),
  admin: z.object({
    accountId: z.string(),
    profileId: z.string(),
    username: z.string(),
    email: z.string(),
    /** false: the e-mail already had an account, which was told instead of invited. */
    invited: z.boolean(),
  }),
  message: z.string(),
});
export type AdminCreatedInstitute = z.infer<typeof adminCreatedInstituteSchema>;

const paging = {
  page: z.coerce
    .number({ error: A.badPage })
    .int(A.badPage)
    .min(1, A.badPage)
    .max(100_000, A.badPage)
    .default(1),
  pageSize: z.coerce
    .number({ error: A.badPageSize })
    .int(A.badPageSize)
    .min(1, A.badPageSize)
    .max(ADMIN_PAGE_SIZE_MAX, A.badPageSize)
    .default(20),
  search: z
    .string({ error: A.searchTooLong })
    .trim()
    .max(ADMIN_SEARCH_MAX, A.searchTooLong)
    .optional(),
};

const yesNo = (message: string) =>
  z.enum(['true', 'false'], { error: message }).transform((v) => v === 'true');

export const adminInstituteListQuerySchema = z.object({
  ...paging,
  /** Only verified ('true') or unverified ('false') institutes; all when absent. */
  verified: yesNo(A.chooseVerified).optional(),
});
export type AdminInstituteListQuery = z.input<typeof adminInstituteListQuerySchema>;

export const adminAccountListQuerySchema = z.object(paging);

export const contactRequestListQuerySchema = z.object({
  ...paging,
  /** The older name of pageSize, still accepted. */
  size: z.coerce
    .number({ error: A.badPageSize })
    .int(A.badPageSize)
    .min(1, A.badPageSize)
    .max(ADMIN_PAGE_SIZE_MAX, A.badPageSize)
    .optional(),
  handled: yesNo(A.chooseHandled).optional(),
});

export const adminVerifyBodySchema = z.strictObject({
  verified: z.boolean({ error: A.chooseVerified }),
});
export const adminHandledBodySchema = z.strictObject({
  handled: z.boolean({ error: A.chooseHandled }),
});

export const adminInstituteParamsSchema = z.object({
  instituteId: z.uuid({ error: A.instituteNotFound }),
});
export const adminProfileParamsSchema = z.object({
  profileId: z.uuid({ error: A.profileNotFound }),
});
export const adminContactRequestParamsSchema = z.object({
  id: z.uuid({ error: A.contactRequestNotFound }),
});

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const adminInstituteSchema = z.object({
  id: z.string(),
  name: z.string(),
  verified: z.boolean(),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  setupCompleted: z.boolean(),
  activeSessionName: z.string().nullable(),
  classCount: z.number().int(),
  memberCount: z.number().int(),
  /** Holders of the Institute Admin role. */
  admins: z.array(z.object({ profileId: z.string(), fullName: z.string(), email: z.string() })),
});
export type AdminInstitute = z.infer<typeof adminInstituteSchema>;
export const adminInstitutePageSchema = pageOf(adminInstituteSchema);
export type AdminInstitutePage = z.infer<typeof adminInstitutePageSchema>;

export const adminProfileSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  verified: z.boolean(),
  isDefault: z.boolean(),
  institutes: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AdminProfile = z.infer<typeof adminProfileSchema>;

export const adminAccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  accountRole: z.enum(['ROLE_USER', 'ROLE_SUPER_ADMIN']),
  emailVerified: z.boolean(),
  /** false while an invitation's link has not set the first password. */
  passwordSet: z.boolean(),
  createdAt: z.string(),
  profiles: z.array(adminProfileSchema),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountPageSchema = pageOf(adminAccountSchema);
export type AdminAccountPage = z.infer<typeof adminAccountPageSchema>;

export const adminVerifiedStateSchema = z.object({ id: z.string(), verified: z.boolean() });

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
  pageSize: z.number().int(),
  /** The older name of pageSize. */
  size: z.number().int(),
  total: z.number().int(),
});
export type ContactRequestPage = z.infer<typeof contactRequestPageSchema>;

/** How many failed mails the console lists (the newest). */
export const ADMIN_MAIL_FAILURES_MAX = 200;

export const adminMailFailureParamsSchema = z.object({
  id: z.uuid({ error: A.mailFailureNotFound }),
});

/** A mail the outbox gave up on after its last retry. */
export const adminMailFailureSchema = z.object({
  id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  attempts: z.number().int(),
  lastError: z.string(),
  queuedAt: z.string(),
  failedAt: z.string(),
  resentAt: z.string().nullable(),
  /** False for a mail with a code or link (its body was not kept) and once sent again. */
  canResend: z.boolean(),
});
export type AdminMailFailure = z.infer<typeof adminMailFailureSchema>;

export const adminMailFailureListSchema = z.object({ items: z.array(adminMailFailureSchema) });
export type AdminMailFailureList = z.infer<typeof adminMailFailureListSchema>;
