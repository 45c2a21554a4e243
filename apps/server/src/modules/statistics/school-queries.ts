import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { selectRows } from '../../db/rows.js';

/** The institute's sessions (newest first) and classes: what the figures are named by. */

export type SessionRow = {
  id: string;
  instituteId: string;
  name: string;
  startDate: string;
  endDate: string;
};

export function sessionsOf(db: Queryable, instituteId: string): Promise<SessionRow[]> {
  return selectRows<SessionRow>(
    db,
    sql`select id, institute_id as "instituteId", name,
        to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
      from academic_sessions where institute_id = ${instituteId}::uuid
      order by start_date desc, name desc`,
  );
}

export type ClassRow = { id: string; name: string; section: string | null };

export function classesOf(db: Queryable, instituteId: string): Promise<ClassRow[]> {
  return selectRows<ClassRow>(
    db,
    sql`select id, name, section from groups
      where type = 'CLASS' and super_group_id = ${instituteId}::uuid`,
  );
}
