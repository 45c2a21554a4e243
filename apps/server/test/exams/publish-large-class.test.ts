import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { useTestApp } from '../support/app.js';
import { publishedExam } from '../support/exam-flow.js';
import { examClass } from '../support/exam-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

/** `count` more students of the class, written in one statement each table. */
async function moreStudents(
  klass: { id: string },
  studentRoleId: string,
  sessionId: string,
  count: number,
) {
  const db = t.app.deps.database.db;
  const now = t.clock.now().toISOString();
  await db.execute(sql`insert into accounts (username, email, password_hash, created_at)
    select 'hall_' || n, 'hall' || n || '@example.com', 'not-a-usable-hash', ${now}::timestamptz
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`insert into user_profiles (account_id, first_name, last_name, verified, is_default, created_at)
    select id, 'Hall', username, true, true, ${now}::timestamptz from accounts where username like 'hall\\_%'`);
  await db.execute(sql`insert into memberships (profile_id, group_id, session_id, role_id, created_at)
    select p.id, ${klass.id}, ${sessionId}, ${studentRoleId}, ${now}::timestamptz
    from user_profiles p join accounts a on a.id = p.account_id where a.username like 'hall\\_%'`);
}

describe('publishing an exam for a large class', () => {
  // One INSERT of every attempt would pass PostgreSQL's 65,535 parameters at about 9,300
  // students (a bench's 10,000-student hall answered 500).
  it('makes an attempt for each of 10,000 students', async () => {
    const e = await examClass(t);
    await moreStudents(e.klass, e.institute.roles.STUDENT.id, e.institute.session.id, 10_000);
    const { taskId } = await publishedExam(t, e);
    const [row] = await selectRows<{ n: number }>(
      t.app.deps.database.db,
      sql`select count(*)::int as n from exam_attempts where academic_task_id = ${taskId}`,
    );
    expect(row?.n).toBe(10_002);
  }, 120_000);
});
