import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import {
  academicSessions,
  academicTerms,
  accounts,
  admissionApplications,
  auditEvents,
  groups,
  roles,
  userProfiles,
} from '../../db/schema/index.js';

export type Paging = { page: number; size: number };

// The names an event shows, joined in the page's one query (each join finds at most one row by
// primary key, so paging counts events). Rows name ids as text: only well-formed ids are cast.
const actorAccount = alias(accounts, 'actor_account');
const actorProfile = alias(userProfiles, 'actor_profile');
const targetProfile = alias(userProfiles, 'target_profile');
const targetAccount = alias(accounts, 'target_account');
const targetGroup = alias(groups, 'target_group');
const placeGroup = alias(groups, 'place_group');
const relatedProfile = alias(userProfiles, 'related_profile');

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** The uuid in `text`, or null when it is none (so a cast never fails). */
const uuidIn = (text: SQL) => sql`(case when ${text} ~ ${UUID_PATTERN} then (${text})::uuid end)`;
/** The target's id when the event's target is of `type`. */
const targetIdOf = (type: string) =>
  uuidIn(sql`(case when ${auditEvents.targetType} = ${type} then ${auditEvents.targetId} end)`);
const detailId = (key: string) => uuidIn(sql`(${auditEvents.detail} ->> ${key})`);
/** Something of the event's own institute (names of other institutes never show). */
const ofInstitute = (instituteId: AnyPgColumn) =>
  sql`${instituteId} is not distinct from ${auditEvents.instituteId}`;
const groupOfInstitute = (g: { id: AnyPgColumn; superGroupId: AnyPgColumn }) =>
  sql`(${auditEvents.instituteId} is null or coalesce(${g.superGroupId}, ${g.id}) = ${auditEvents.instituteId})`;

function selectPage(db: Db) {
  return db
    .select({
      event: auditEvents,
      actorProfileName: personName(actorProfile),
      actorUsername: actorAccount.username,
      targetProfileName: personName(targetProfile),
      targetUsername: targetAccount.username,
      targetGroupName: targetGroup.name,
      roleName: roles.name,
      sessionName: academicSessions.name,
      termName: academicTerms.name,
      applicantName: personName(admissionApplications),
      groupName: placeGroup.name,
      relatedName: personName(relatedProfile),
    })
    .from(auditEvents)
    .leftJoin(actorAccount, eq(actorAccount.id, auditEvents.actorAccountId))
    .leftJoin(actorProfile, eq(actorProfile.id, auditEvents.actorProfileId))
    .leftJoin(targetProfile, eq(targetProfile.id, targetIdOf('profile')))
    .leftJoin(targetAccount, eq(targetAccount.id, targetIdOf('account')))
    .leftJoin(
      targetGroup,
      and(eq(targetGroup.id, targetIdOf('group')), groupOfInstitute(targetGroup)),
    )
    .leftJoin(roles, and(eq(roles.id, targetIdOf('role')), ofInstitute(roles.instituteId)))
    .leftJoin(
      academicSessions,
      and(
        eq(academicSessions.id, targetIdOf('session')),
        ofInstitute(academicSessions.instituteId),
      ),
    )
    .leftJoin(
      academicTerms,
      and(eq(academicTerms.id, targetIdOf('term')), ofInstitute(academicTerms.instituteId)),
    )
    .leftJoin(
      admissionApplications,
      and(
        eq(admissionApplications.id, targetIdOf('admissionApplication')),
        ofInstitute(admissionApplications.instituteId),
      ),
    )
    .leftJoin(
      placeGroup,
      and(
        eq(placeGroup.id, sql`coalesce(${detailId('groupId')}, ${detailId('classId')})`),
        groupOfInstitute(placeGroup),
      ),
    )
    .leftJoin(relatedProfile, eq(relatedProfile.id, detailId('parentProfileId')));
}

export type AuditRow = Awaited<ReturnType<ReturnType<typeof selectPage>['execute']>>[number];

async function pageWhere(db: Db, where: SQL, paging: Paging) {
  const [items, totals] = await Promise.all([
    selectPage(db)
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(paging.size)
      .offset(paging.page * paging.size),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

export const instituteAuditPage = (db: Db, instituteId: string, paging: Paging) =>
  pageWhere(db, eq(auditEvents.instituteId, instituteId), paging);

export const accountAuditPage = (db: Db, accountId: string, paging: Paging) =>
  pageWhere(db, eq(auditEvents.actorAccountId, accountId), paging);
