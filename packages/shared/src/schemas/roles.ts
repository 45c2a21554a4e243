import { z } from 'zod';
import { GROUP_ACTIONS, type GroupAction, isGroupAction } from '../constants/permissions.js';
import { requiredString } from './fields.js';

/** Wire schemas, messages and API paths of roles (per institute sets of group actions). */

export const ROLE_NAME_MAX = 50;

export const ROLE_MESSAGES = {
  name: 'Please enter the role name.',
  nameTooLong: `The role name can be at most ${ROLE_NAME_MAX} characters.`,
  permissions: 'Please choose the permissions of this role.',
  unknownPermission: (name: string) => `${name} is not a known permission.`,
  repeatedPermission: 'Each permission may be listed only once.',
  duplicateName: (name: string) => `This institute already has a role named ${name}.`,
  notFound: 'This role does not exist.',
  builtinDelete: 'Built-in roles cannot be deleted.',
  inUse: (name: string, count: number) =>
    `${name} is held by ${count} ${count === 1 ? 'membership' : 'memberships'}. Give them another role first.`,
  adminKeepsRoles: 'The Institute Admin role must keep the permission to manage roles.',
} as const;

const R = ROLE_MESSAGES;

/** Each name a known group action, each once (the message names the first unknown one). */
const permissionsSchema = z
  .array(z.string({ error: R.permissions }), { error: R.permissions })
  .max(GROUP_ACTIONS.length, R.repeatedPermission)
  .superRefine((list, ctx) => {
    const unknown = list.find((a) => !isGroupAction(a));
    if (unknown !== undefined) {
      ctx.addIssue({ code: 'custom', message: R.unknownPermission(unknown.slice(0, 60)) });
    } else if (new Set(list).size !== list.length) {
      ctx.addIssue({ code: 'custom', message: R.repeatedPermission });
    }
  })
  .transform((list) => list as GroupAction[]);

const roleNameSchema = requiredString(R.name)
  .max(ROLE_NAME_MAX, R.nameTooLong)
  .transform((n) => n.replace(/\s+/g, ' '));

/** POST /rest/roles?groupId= and PUT /rest/roles/:roleId?groupId= */
export const roleInputSchema = z.strictObject({
  name: roleNameSchema,
  permissions: permissionsSchema,
});
export type RoleInput = z.input<typeof roleInputSchema>;

export const roleQuerySchema = z.object({
  groupId: z.uuid({ error: 'Please choose a valid group.' }),
});
export const roleParamsSchema = z.object({ roleId: z.uuid({ error: R.notFound }) });

export const roleSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** INSTITUTE_ADMIN, TEACHER ... for built-in roles; null for the institute's own. */
  builtinKey: z.string().nullable(),
  permissions: z.array(z.string()),
  /** People holding the role (each once, however many groups and sessions they hold it in). */
  memberCount: z.number(),
  /** The caller may give this role here (it holds everything the role allows). */
  grantable: z.boolean(),
  /** The caller may change or delete it (not its own role, nothing it does not hold). */
  editable: z.boolean(),
});
export type RoleData = z.infer<typeof roleSchema>;
export const roleListSchema = z.array(roleSchema);

export const ROLE_API = {
  /** GET, POST ?groupId= */
  list: '/rest/roles',
  /** PUT, DELETE ?groupId= */
  one: (roleId: string) => `/rest/roles/${roleId}`,
} as const;
