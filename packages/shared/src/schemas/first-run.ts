import { z } from 'zod';
import { LOGIN_PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from '../constants/index.js';
import { adminCreateInstituteSchema } from './admin.js';
import { MESSAGES } from './auth.js';
import { email, NAME_PATTERN, requiredString, STRONG_PASSWORD_PATTERN } from './fields.js';
import { userDataSchema } from './user.js';

/**
 * First run: a portal with no super admin and no institute leads its first visitor through
 * creating the platform's super admin and the first institute, once. Not in the spec (whose
 * portal starts with a platform already set up); the paths are ours.
 */
export const FIRST_RUN_API = {
  /** GET: whether the first run is still open; POST: the super admin and the first institute. */
  firstRun: '/rest/setup/first-run',
} as const;

export const FIRST_RUN_MESSAGES = {
  closed: 'This portal is already set up. Sign in, or ask its administrator for an account.',
  usernameRule: 'A username has 3 to 64 characters: small letters, digits, dots and underscores.',
  done: (institute: string, email: string) =>
    `Shala is ready. ${institute} was created and its administrator was invited at ${email}.`,
} as const;

/** As INITIAL_ADMIN_USERNAME and the usernames the portal makes (`asha_verma`). */
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,64}$/;

const personName = (required: string, letters: string) =>
  requiredString(required).max(100, required).regex(NAME_PATTERN, letters);

export const firstRunStatusSchema = z.object({ open: z.boolean() });
export type FirstRunStatus = z.infer<typeof firstRunStatusSchema>;

/** POST /rest/setup/first-run: the platform's super admin, then the first institute. */
export const firstRunSchema = z.strictObject({
  superAdmin: z
    .strictObject({
      firstName: personName(MESSAGES.firstNameRequired, MESSAGES.firstNameNumbers),
      lastName: personName(MESSAGES.lastNameRequired, MESSAGES.lastNameNumbers),
      username: z
        .string({ error: FIRST_RUN_MESSAGES.usernameRule })
        .trim()
        .toLowerCase()
        .regex(USERNAME_PATTERN, FIRST_RUN_MESSAGES.usernameRule),
      email: email(MESSAGES.emailRequired, MESSAGES.enterValidEmail),
      password: z
        .string({ error: MESSAGES.passwordRequired })
        .min(1, MESSAGES.passwordRequired)
        .min(SIGNUP_PASSWORD_MIN, MESSAGES.passwordRule)
        .max(LOGIN_PASSWORD_MAX, MESSAGES.passwordTooLong)
        .regex(STRONG_PASSWORD_PATTERN, MESSAGES.passwordRule),
      cPassword: z.string({ error: MESSAGES.confirmPasswordRequired }),
    })
    .refine((v) => v.password === v.cPassword, {
      message: MESSAGES.passwordMismatch,
      path: ['cPassword'],
    }),
  institute: adminCreateInstituteSchema,
});
export type FirstRunInput = z.infer<typeof firstRunSchema>;

export const firstRunDoneSchema = z.object({
  instituteId: z.string(),
  username: z.string(),
  message: z.string(),
  /** The signed-in super admin, as sign-in answers. */
  user: userDataSchema,
});
export type FirstRunDone = z.infer<typeof firstRunDoneSchema>;
