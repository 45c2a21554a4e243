import type { NoticeListQuery } from '@shala/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';
import { reaches } from './reach-queries.js';

// The lists: a page of notices for the inbox or the posted box, and the inbox's unread count.

export type ListedNotice = {
  id: string;
  title: string;
  body: string;
  audience: 'INSTITUTE' | 'CLASSES' | 'ROLES' | 'PEOPLE';
  publishAt: Date;
  expiresAt: Date | null;
  archivedAt: Date | null;
  pinned: boolean;
  postedBy: string | null;
  postedByName: string | null;
  /** The notice reaches the caller (reach-queries: its audience now while open). */
  recipient: boolean;
  readAt: Date | null;
  attachments: number;
};

/** Who asks: the profile, and whether it sees every notice of the institute in its posted box. */
export type Lister = { profileId: string; instituteId: string; managesAll: boolean };

const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function stateWhere(state: NoticeListQuery['state'], now: Date): SQL {
  if (state === 'scheduled') return sql`n.archived_at is null and n.publish_at > ${now}`;
  if (state === 'archived') {
    return sql`n.publish_at <= ${now} and (n.archived_at is not null or n.expires_at <= ${now})`;
  }
  return sql`n.publish_at <= ${now} and n.archived_at is null
             and (n.expires_at is null or n.expires_at > ${now})`;
}

/**
 * A page of notices, pinned first, then (in the inbox) the unread, then the newest. The inbox
 * holds what reaches the caller (never before its publish time); the posted box what the caller
 * posted, or every notice of the institute for one who manages them all.
 */
export async function listNotices(
  db: Queryable,
  who: Lister,
  query: NoticeListQuery,
  now: Date,
): Promise<{ rows: ListedNotice[]; total: number }> {
  const inbox = query.box === 'inbox';
  const reached = reaches(who.instituteId, who.profileId, now);
  const boxWhere = inbox
    ? sql`n.publish_at <= ${now} and ${reached}`
    : who.managesAll
      ? sql`true`
      : sql`n.posted_by = ${who.profileId}::uuid`;
  const search = query.q
    ? sql`and (n.title ilike ${likeOf(query.q)} or n.body ilike ${likeOf(query.q)})`
    : sql``;
  const from = sql`from notices n
    left join notice_recipients rc on rc.notice_id = n.id and rc.profile_id = ${who.profileId}::uuid
    where n.institute_id = ${who.instituteId}::uuid and ${boxWhere}
      and ${stateWhere(query.state, now)} ${search}`;
  const unreadFirst = inbox ? sql`(rc.read_at is null) desc,` : sql``;
  const rows = await selectRows<
    Omit<ListedNotice, 'publishAt' | 'expiresAt' | 'archivedAt' | 'readAt'> & {
      publishAt: string | Date;
      expiresAt: string | Date | null;
      archivedAt: string | Date | null;
      readAt: string | Date | null;
    }
  >(
    db,
    sql`select n.id, n.title, n.body, n.audience, n.publish_at as "publishAt",
               n.expires_at as "expiresAt", n.archived_at as "archivedAt", n.pinned,
               n.posted_by as "postedBy",
               (select p.first_name || ' ' || p.last_name from user_profiles p
                 where p.id = n.posted_by) as "postedByName",
               ${inbox ? sql`true` : reached} as recipient, rc.read_at as "readAt",
               (select count(*)::int from notice_attachments a where a.notice_id = n.id)
                 as attachments
        ${from}
        order by n.pinned desc, ${unreadFirst} n.publish_at desc, n.id
        limit ${query.size} offset ${query.page * query.size}`,
  );
  const [count] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total ${from}`,
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      publishAt: new Date(r.publishAt),
      expiresAt: r.expiresAt ? new Date(r.expiresAt) : null,
      archivedAt: r.archivedAt ? new Date(r.archivedAt) : null,
      readAt: r.readAt ? new Date(r.readAt) : null,
    })),
    total: count?.total ?? 0,
  };
}

/** The caller's unread live notices. */
export async function unreadCount(db: Queryable, who: Lister, now: Date): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from notices n
          left join notice_recipients rc
            on rc.notice_id = n.id and rc.profile_id = ${who.profileId}::uuid
         where n.institute_id = ${who.instituteId}::uuid and ${stateWhere('current', now)}
           and rc.read_at is null and ${reaches(who.instituteId, who.profileId, now)}`,
  );
  return row?.n ?? 0;
}
