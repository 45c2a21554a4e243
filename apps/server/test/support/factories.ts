import type { BuiltinRoleKey } from '@shala/shared';
import { SESSION_ABSOLUTE_DAYS } from '@shala/shared';
import { accounts, userProfiles } from '../../src/db/schema/index.js';
import { randomToken, sha256Hex } from '../../src/lib/tokens.js';
import { replaceSession } from '../../src/modules/auth/session-queries.js';
import {
  addMember,
  type GroupRow,
  createClass as newClass,
} from '../../src/modules/groups/index.js';
import { createInstitute as newInstitute } from '../../src/modules/institutes/index.js';
import { insertRole, type RoleRow } from '../../src/modules/roles/index.js';
import type { TestContext } from './app.js';
import { headers } from './app.js';

// One call each: an institute (active session, built-in roles), a class, a signed-in profile,
// a member of a group. Rows are written directly; only sign-in tests need the real login.

export type TestInstitute = GroupRow & {
  session: { id: string; name: string };
  roles: Record<BuiltinRoleKey, RoleRow>;
};

let counter = 0;
const next = () => {
  counter += 1;
  return counter;
};

export async function createInstitute(
  t: TestContext,
  opts: { name?: string; session?: { name: string; startDate: string; endDate: string } } = {},
): Promise<TestInstitute> {
  const { institute, session, roles } = await newInstitute(deps(t), null, {
    name: opts.name ?? `Institute ${next()}`,
    session: opts.session ?? { name: '2026-27', startDate: '2026-04-01', endDate: '2027-03-31' },
  });
  const byKey = Object.fromEntries(roles.map((r) => [r.builtinKey, r])) as Record<
    BuiltinRoleKey,
    RoleRow
  >;
  return { ...institute, session, roles: byKey };
}

export async function createClass(
  t: TestContext,
  institute: { id: string },
  name = `Class ${next()}`,
  opts: { admissionConfigSet?: boolean } = {},
): Promise<GroupRow> {
  return newClass(db(t), deps(t), null, { instituteId: institute.id, name, ...opts });
}

/** A custom role of the institute with exactly these actions (none by default). */
export async function createRole(
  t: TestContext,
  institute: { id: string },
  actions: string[] = [],
): Promise<RoleRow> {
  return insertRole(db(t), {
    instituteId: institute.id,
    name: `Role ${next()}`,
    permissions: actions,
  });
}

export type TestProfile = { accountId: string; profileId: string; cookie: string };

/** An account with one profile (verified unless told), signed in: `cookie` is ready to send. */
export async function createProfile(
  t: TestContext,
  opts: { verified?: boolean; firstName?: string; accountId?: string } = {},
): Promise<TestProfile> {
  const n = next();
  const now = t.clock.now();
  let accountId = opts.accountId;
  if (!accountId) {
    const [account] = await db(t)
      .insert(accounts)
      .values({
        username: `member_${n}`,
        email: `member${n}@example.com`,
        passwordHash: 'not-a-usable-hash',
        emailVerifiedAt: now,
        createdAt: now,
      })
      .returning();
    if (!account) throw new Error('account not created');
    accountId = account.id;
  }
  const [profile] = await db(t)
    .insert(userProfiles)
    .values({
      accountId,
      firstName: opts.firstName ?? `Member${n}`,
      lastName: 'Test',
      verified: opts.verified ?? true,
      isDefault: !opts.accountId,
      createdAt: now,
    })
    .returning();
  if (!profile) throw new Error('profile not created');
  return { accountId, profileId: profile.id, cookie: await signIn(t, accountId, profile.id) };
}

/** A new browser session for the account, acting as `profileId`. */
export async function signIn(t: TestContext, accountId: string, profileId: string) {
  const id = randomToken(32);
  const now = t.clock.now();
  await replaceSession(db(t), {
    idHash: sha256Hex(id),
    previousIdHash: undefined,
    accountId,
    profileId,
    now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_DAYS * 86_400_000),
    idleCutoff: new Date(0),
    ip: '127.0.0.1',
    userAgent: 'factories',
  });
  return `shala_session=${id}`;
}

/**
 * A signed-in profile that is a member of `group` with a built-in role (or a role row) of the
 * group's institute. Class memberships are in the institute's active session.
 */
export async function createMember(
  t: TestContext,
  group: GroupRow | TestInstitute,
  role: BuiltinRoleKey | RoleRow,
  opts: {
    verified?: boolean;
    firstName?: string;
    institute?: TestInstitute;
    profile?: TestProfile;
  } = {},
): Promise<TestProfile> {
  const instituteId = group.superGroupId ?? group.id;
  const roleId =
    typeof role === 'string' ? await builtinRoleId(t, instituteId, role, opts.institute) : role.id;
  const profile = opts.profile ?? (await createProfile(t, opts));
  const sessionId = group.type === 'CLASS' ? await activeSessionOf(t, instituteId) : null;
  await addMember(deps(t), null, {
    profileId: profile.profileId,
    groupId: group.id,
    roleId,
    sessionId,
  });
  return profile;
}

/** Headers for a request as `profile`, with §7 selected headers when given. */
export function as(
  profile: TestProfile,
  selected: { institute?: string; classGroup?: string; session?: string; profile?: string } = {},
): Record<string, string> {
  return {
    ...headers(profile.cookie),
    ...(selected.profile ? { selecteduserprofileid: selected.profile } : {}),
    ...(selected.institute ? { selectedinstitutegroupid: selected.institute } : {}),
    ...(selected.classGroup ? { selectedclassgroupid: selected.classGroup } : {}),
    ...(selected.session ? { selectedsessionid: selected.session } : {}),
  };
}

const db = (t: TestContext) => t.app.deps.database.db;
const deps = (t: TestContext) => t.app.ctx;

async function builtinRoleId(
  t: TestContext,
  instituteId: string,
  key: BuiltinRoleKey,
  known?: TestInstitute,
): Promise<string> {
  if (known?.id === instituteId) return known.roles[key].id;
  const role = await db(t).query.roles.findFirst({
    where: (r, { and, eq }) => and(eq(r.instituteId, instituteId), eq(r.builtinKey, key)),
  });
  if (!role) throw new Error(`no ${key} role in institute ${instituteId}`);
  return role.id;
}

async function activeSessionOf(t: TestContext, instituteId: string): Promise<string | null> {
  const institute = await db(t).query.groups.findFirst({
    where: (g, { eq }) => eq(g.id, instituteId),
  });
  return institute?.activeSessionId ?? null;
}
