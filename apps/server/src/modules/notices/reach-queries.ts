import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { audienceNow, detailOf, uuidList } from './audience-queries.js';

// Whom a notice reaches, as the lists, the opening and "seen by 212 of 240" all read it.
//
// An open notice (not archived, not expired) reaches its audience as it is now: resolved at read
// time from its targets, memberships and guardian links, not from rows written when it was
// posted. A student who joins Class 5 A, a parent linked later, a teacher given the role later
// see the class's current notices, and one who left no longer does; "seen by N of M" counts the
// audience of now (M) and those of them who opened it (N). Resolving at read time rather than
// adding rows from membership hooks because memberships change in many places (admission, a
// class move, promotion, a role given, a guardian linked, the active session turned over) and a
// hook missed in any one of them would leave the counts wrong for good; the inbox's check is an
// `exists` restricted to the one profile (its own few memberships and guardian links, through
// their indexes), so the list stays as quick as the join on rows was.
//
// notice_recipients keeps who was told when it published (the notification) and when each
// opened it (a row is added on a first opening by one who joined later). A closed notice
// (archived or expired) is history: it stays with those it reached, counted from these rows.

type NoticeRef = { id: string; instituteId: string };

/** The notice aliased `n` is open now: not archived, not expired. */
export const openNow = (now: Date) =>
  sql`(n.archived_at is null and (n.expires_at is null or n.expires_at > ${now}))`;

/**
 * The notice aliased `n` reaches the profile (with its own notice_recipients row left-joined as
 * `rc`): its audience now while open, else its recipient rows; never its poster while open.
 */
export function reaches(instituteId: string, profileId: string, now: Date): SQL {
  const audience = audienceNow(
    instituteId,
    { id: sql`n.id`, audience: sql`n.audience` },
    profileId,
  );
  return sql`(case when ${openNow(now)}
    then n.posted_by is distinct from ${profileId}::uuid and exists (${audience})
    else rc.profile_id is not null end)`;
}

/**
 * Everyone the notice aliased `n` reaches, with when each opened it (`profile_id`, `read_at`):
 * its audience now while open (its poster left out), else its recipient rows.
 */
function reachOf(instituteId: string, now: Date): SQL {
  const audience = audienceNow(instituteId, { id: sql`n.id`, audience: sql`n.audience` });
  return sql`(
    select a.id as profile_id, rc.read_at
      from (${audience}) a
      left join notice_recipients rc on rc.notice_id = n.id and rc.profile_id = a.id
     where ${openNow(now)} and a.id is distinct from n.posted_by
    union all
    select rc.profile_id, rc.read_at
      from notice_recipients rc
     where rc.notice_id = n.id and not ${openNow(now)})`;
}

/** Seen and total per notice of the institute ("seen by 212 of 240"). */
export async function countsOf(
  db: Queryable,
  instituteId: string,
  noticeIds: readonly string[],
  now: Date,
) {
  const counts = new Map<string, { seen: number; total: number }>();
  if (noticeIds.length === 0) return counts;
  const rows = await selectRows<{ noticeId: string; seen: number; total: number }>(
    db,
    sql`select n.id as "noticeId", c.seen, c.total
          from notices n
          cross join lateral (
            select count(pp.read_at)::int as seen, count(*)::int as total
              from ${reachOf(instituteId, now)} pp) c
         where n.institute_id = ${instituteId}::uuid and n.id in (${uuidList(noticeIds)})`,
  );
  for (const r of rows) counts.set(r.noticeId, { seen: r.seen, total: r.total });
  return counts;
}

/** A page of those the notice reaches who have (or have not) seen it. */
export async function readersOf(
  db: Queryable,
  notice: NoticeRef,
  p: { seen: boolean; page: number; size: number },
  now: Date,
) {
  const seenWhere = p.seen ? sql`pp.read_at is not null` : sql`pp.read_at is null`;
  const order = p.seen ? sql`pp.read_at desc, p.id` : sql`p.first_name, p.last_name, p.id`;
  const rows = await selectRows<{
    profileId: string;
    name: string;
    detail: string | null;
    readAt: string | Date | null;
  }>(
    db,
    sql`select p.id as "profileId", p.first_name || ' ' || p.last_name as name,
               ${detailOf(notice.instituteId)} as detail, pp.read_at as "readAt"
          from notices n
          cross join lateral ${reachOf(notice.instituteId, now)} pp
          join user_profiles p on p.id = pp.profile_id
         where n.id = ${notice.id}::uuid and n.institute_id = ${notice.instituteId}::uuid
           and ${seenWhere}
         order by ${order}
         limit ${p.size} offset ${p.page * p.size}`,
  );
  return rows.map((r) => ({ ...r, readAt: r.readAt ? new Date(r.readAt) : null }));
}

/** Whether the notice reaches the profile now, and when it opened it (null: not yet). */
export async function reachOfProfile(
  db: Queryable,
  notice: NoticeRef,
  profileId: string,
  now: Date,
): Promise<{ reached: boolean; readAt: Date | null }> {
  const [row] = await selectRows<{ reached: boolean; readAt: string | Date | null }>(
    db,
    sql`select ${reaches(notice.instituteId, profileId, now)} as reached, rc.read_at as "readAt"
          from notices n
          left join notice_recipients rc on rc.notice_id = n.id and rc.profile_id = ${profileId}::uuid
         where n.id = ${notice.id}::uuid and n.institute_id = ${notice.instituteId}::uuid`,
  );
  return {
    reached: row?.reached === true,
    readAt: row?.readAt ? new Date(row.readAt) : null,
  };
}

/**
 * Marks the notice read by the profile, once: the first opening's time stays. One who joined its
 * audience after it was posted gets their row now.
 */
export async function markRead(db: Queryable, notice: NoticeRef, profileId: string, at: Date) {
  await db.execute(
    sql`insert into notice_recipients (notice_id, profile_id, institute_id, read_at)
        values (${notice.id}::uuid, ${profileId}::uuid, ${notice.instituteId}::uuid, ${at})
        on conflict (notice_id, profile_id) do update set read_at = excluded.read_at
         where notice_recipients.read_at is null`,
  );
}
