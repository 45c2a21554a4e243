import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import {
  academicSessions,
  accounts,
  groups,
  memberships,
  roles,
  userProfiles,
} from '../../db/schema/index.js';

// The super admin console's lists: views over the institutes, accounts and profiles that the
// groups and people modules own (they are changed there).

export type Paging = { page: number; pageSize: number; search?: string | undefined };

/** Institutes newest first, with counts of classes and distinct members and the active session. */
export async function listInstitutes(db: Db, q: Paging & { verified?: boolean | undefined }) {
  const parts: (SQL | undefined)[] = [eq(groups.type, 'INSTITUTE')];
  if (q.search) parts.push(ilike(groups.name, likePattern(q.search)));
  if (q.verified !== undefined) parts.push(eq(groups.verified, q.verified));
  const where = and(...parts);
  const [items, totals] = await Promise.all([
    db
      .select({
        id: groups.id,
        name: groups.name,
        verified: groups.verified,
        createdAt: groups.createdAt,
        setupCompletedAt: groups.setupCompletedAt,
        activeSessionName: academicSessions.name,
        classCount: sql<number>`(select count(*) from groups c
          where c.super_group_id = ${groups.id} and c.type = 'CLASS')::int`,
        memberCount: sql<number>`(select count(distinct m.profile_id) from memberships m
          join groups mg on mg.id = m.group_id
          where mg.id = ${groups.id} or mg.super_group_id = ${groups.id})::int`,
      })
      .from(groups)
      .leftJoin(academicSessions, eq(academicSessions.id, groups.activeSessionId))
      .where(where)
      .orderBy(desc(groups.createdAt), desc(groups.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(groups).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Holders of the Institute Admin role of these institutes. */
export async function instituteAdmins(db: Db, instituteIds: string[]) {
  if (instituteIds.length === 0) return [];
  return db
    .selectDistinct({
      instituteId: memberships.groupId,
      profileId: userProfiles.id,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      email: accounts.email,
    })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .innerJoin(accounts, eq(accounts.id, userProfiles.accountId))
    .where(and(inArray(memberships.groupId, instituteIds), eq(roles.builtinKey, 'INSTITUTE_ADMIN')))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.lastName));
}

/** Accounts newest first, found by username, e-mail or a profile's full name. */
export async function listAccounts(db: Db, q: Paging) {
  let where: SQL | undefined;
  if (q.search) {
    const like = likePattern(q.search);
    where = or(
      ilike(accounts.username, like),
      ilike(accounts.email, like),
      sql`exists (select 1 from user_profiles p where p.account_id = ${accounts.id}
        and (p.first_name || ' ' || p.last_name) ilike ${like})`,
    );
  }
  const [items, totals] = await Promise.all([
    db
      .select({
        id: accounts.id,
        username: accounts.username,
        email: accounts.email,
        accountRole: accounts.accountRole,
        emailVerifiedAt: accounts.emailVerifiedAt,
        passwordHash: accounts.passwordHash,
        createdAt: accounts.createdAt,
      })
      .from(accounts)
      .where(where)
      .orderBy(desc(accounts.createdAt), desc(accounts.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ total: count() }).from(accounts).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export async function profilesOfAccounts(db: Db, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      id: userProfiles.id,
      accountId: userProfiles.accountId,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
      verified: userProfiles.verified,
      isDefault: userProfiles.isDefault,
    })
    .from(userProfiles)
    .where(inArray(userProfiles.accountId, accountIds))
    .orderBy(desc(userProfiles.isDefault), asc(userProfiles.createdAt), asc(userProfiles.id));
}
