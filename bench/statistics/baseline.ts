// The baseline of bench/statistics: a bare Fastify 5 app answering each chart's data with the
// same aggregate statements the statistics module runs (statistics/*-queries.ts, and fees',
// payments' and expenses' sums), on the same PostgreSQL database (a pg.Pool of 10, the server's
// size), in parallel as the services run them, the rows sent as they come. No plugins, hooks,
// logger, validation, session, access check or shaping by the shared rules: what is left when
// the product's own layers are taken away.
//   BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx statistics/baseline.ts

import {
  addDays,
  indiaDayEnd,
  indiaDayStart,
  nextMonthStart,
  partMonthReading,
  wholeMonthsOf,
} from '@shala/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { runBaseline } from '../common/baseline.js';
import { BASELINE_PATH, type Section } from './config.js';

const CLASSES = `SELECT id, name, section FROM groups WHERE type = 'CLASS' AND super_group_id = $1`;
const STUDENTS = `FROM memberships m JOIN groups g ON g.id = m.group_id
  JOIN roles r ON r.id = m.role_id JOIN user_profiles p ON p.id = m.profile_id
  WHERE g.type = 'CLASS' AND g.super_group_id = $1 AND r.builtin_key = 'STUDENT'`;
const CHARGES = `d.institute_id = $1 AND d.kind = 'CHARGE' AND d.cancelled_at IS NULL
  AND d.due_date BETWEEN $2::date AND $3::date`;
const COLLECTIONS = `SELECT to_char(month, 'YYYY-MM') AS month, amount FROM (
    SELECT date_trunc('month', day) AS month, sum(amount_paise)::bigint AS amount
      FROM payment_day_figures
     WHERE institute_id = $1 AND records > 0 AND day BETWEEN $2::date AND $3::date
     GROUP BY 1) m`;
const TASKS = `SELECT t.id, t.group_id FROM academic_tasks t
  WHERE t.institute_id = $1 AND NOT t.disabled
    AND t.start_at >= $2::timestamptz AND t.start_at < $3::timestamptz`;

/** The marks of some days by class, month and status, from the rows themselves. */
const MARKED = `SELECT a.class_id, to_char(date_trunc('month', a.day), 'YYYY-MM') AS month, a.status,
    count(*)::int AS n
  FROM attendance_records a
  WHERE a.institute_id = $1 AND a.class_id IS NOT NULL AND a.day BETWEEN $2::date AND $3::date
  GROUP BY a.class_id, date_trunc('month', a.day), a.status`;

const COUNTED = `SELECT class_id, to_char(month, 'YYYY-MM') AS month, status, marks AS n
  FROM attendance_month_counts WHERE institute_id = $1 AND month BETWEEN $2::date AND $3::date`;
const TAKEN_AWAY = `SELECT class_id, month, status, -n AS n FROM (${MARKED}) m`;

/** As the server reads a part-month: its days, or its month less the days outside, fewer first. */
function partMonth(groupId: string, from: string, to: string): [string, unknown[]][] {
  const reading = partMonthReading(from, to);
  if ('days' in reading) return [[MARKED, [groupId, from, to]]];
  return [
    [COUNTED, [groupId, reading.month, reading.month]],
    ...reading.less.map((d): [string, unknown[]] => [TAKEN_AWAY, [groupId, d.from, d.to]]),
  ];
}

/** As the server reads a range: whole months from the monthly counts, part-months by partMonth. */
function attendanceParts(a: Ask): [string, unknown[]][] {
  const whole = wholeMonthsOf(a.from, a.to);
  if (!whole) return [[MARKED, [a.groupId, a.from, a.to]]];
  return [
    [COUNTED, [a.groupId, whole.first, whole.last]],
    ...(a.from < whole.first ? partMonth(a.groupId, a.from, addDays(whole.first, -1)) : []),
    ...(nextMonthStart(whole.last) <= a.to
      ? partMonth(a.groupId, nextMonthStart(whole.last), a.to)
      : []),
  ];
}

type Ask = { groupId: string; from: string; to: string; today: string };
type Run = (text: string, params: unknown[]) => Promise<unknown[]>;

const SECTION_SQL: Record<Section, (run: Run, a: Ask) => Promise<unknown[]>[]> = {
  enrolment: (run, a) => [
    run(
      'SELECT id, name, start_date FROM academic_sessions WHERE institute_id = $1 ORDER BY start_date DESC',
      [a.groupId],
    ),
    run(CLASSES, [a.groupId]),
    run(
      `SELECT m.group_id, p.gender, count(*)::int AS n ${STUDENTS}
         AND m.session_id = (SELECT active_session_id FROM groups WHERE id = $1) GROUP BY 1, 2`,
      [a.groupId],
    ),
    run(
      `SELECT m.session_id, p.gender, count(DISTINCT m.profile_id)::int AS n ${STUDENTS}
         AND m.session_id IN (SELECT id FROM academic_sessions WHERE institute_id = $1
           ORDER BY start_date DESC LIMIT 6) GROUP BY 1, 2`,
      [a.groupId],
    ),
  ],
  attendance: (run, a) => [
    ...attendanceParts(a).map(([text, params]) => run(text, params)),
    run('SELECT code, counts_as FROM attendance_statuses WHERE institute_id = $1', [a.groupId]),
    run(CLASSES, [a.groupId]),
  ],
  fees: (run, a) => [
    run(
      `SELECT class_id, to_char(due_date, 'YYYY-MM-DD') AS day, sum(due_paise) AS due,
         sum(paid_paise) AS paid, sum(discount_paise) AS discount, sum(left_paise) AS left
         FROM student_due_figures
        WHERE institute_id = $1 AND due_date BETWEEN $2::date AND $3::date
        GROUP BY class_id, due_date HAVING sum(charges) > 0`,
      [a.groupId, a.from, a.to],
    ),
    run(COLLECTIONS, [a.groupId, a.from, a.to]),
    run(
      `WITH owing AS (
         SELECT d.profile_id, min(d.due_date) AS since,
           sum(d.amount_paise - d.paid_paise - d.discount_paise)::bigint AS owed,
           (array_agg(d.class_id ORDER BY d.due_date DESC))[1] AS class_id
           FROM student_dues d
          WHERE ${CHARGES} AND d.carried_over_at IS NULL AND d.due_date < $4::date
            AND d.amount_paise > d.paid_paise + d.discount_paise
          GROUP BY d.profile_id)
       SELECT o.profile_id, trim(p.first_name || ' ' || p.last_name) AS name, g.name AS class_name,
         o.owed, o.since, count(*) OVER () AS count, sum(o.owed) OVER () AS total
         FROM owing o JOIN user_profiles p ON p.id = o.profile_id JOIN groups g ON g.id = o.class_id
        ORDER BY o.owed DESC, name, o.profile_id LIMIT 10`,
      [a.groupId, a.from, a.to, a.today],
    ),
    run(CLASSES, [a.groupId]),
  ],
  finance: (run, a) => [
    run(COLLECTIONS, [a.groupId, a.from, a.to]),
    run(
      `SELECT to_char(e.entry_date, 'YYYY-MM') AS month, e.kind, c.name,
         sum(e.amount_paise)::bigint AS amount
         FROM expense_entries e JOIN expense_categories c ON c.id = e.category_id
        WHERE e.institute_id = $1 AND e.status = 'APPROVED'
          AND e.entry_date BETWEEN $2::date AND $3::date GROUP BY 1, 2, 3`,
      [a.groupId, a.from, a.to],
    ),
  ],
  results: (run, a) => {
    const p = [a.groupId, indiaDayStart(a.from), indiaDayEnd(a.to)];
    const summed = `sum(f.attempts)::int AS attempts,
      (sum(f.percent_sum) / sum(f.attempts))::float8 AS average, sum(f.passed)::int AS passed`;
    return [
      run(
        `WITH tasks AS (${TASKS})
         SELECT t.group_id, count(*)::int AS exams, ${summed}
           FROM exam_result_figures f JOIN tasks t ON t.id = f.academic_task_id
          WHERE f.institute_id = $1 AND f.subject = '' AND f.attempts > 0 GROUP BY 1`,
        p,
      ),
      run(
        `WITH tasks AS (${TASKS})
         SELECT f.subject, ${summed}
           FROM exam_result_figures f
          WHERE f.institute_id = $1 AND f.academic_task_id IN (SELECT id FROM tasks)
            AND f.subject <> '' AND f.attempts > 0 GROUP BY 1`,
        p,
      ),
      run(CLASSES, [a.groupId]),
    ];
  },
};

async function main(): Promise<void> {
  const url = process.env.BASELINE_DATABASE_URL;
  if (!url) throw new Error('BASELINE_DATABASE_URL is required');
  const today = process.env.BASELINE_TODAY;
  if (!today) throw new Error('BASELINE_TODAY is required');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const run: Run = async (text, params) => (await pool.query(text, params)).rows;
  const app = Fastify({ logger: false });
  app.get(`${BASELINE_PATH}/:section`, async (request, reply) => {
    const { section } = request.params as { section: Section };
    const q = (request.query ?? {}) as Record<string, string | undefined>;
    const sqlOf = SECTION_SQL[section];
    if (!sqlOf || !q.groupId) return reply.status(400).send({ message: 'bad call' });
    const ask = { groupId: q.groupId, from: q.from ?? today, to: q.to ?? today, today };
    return { parts: await Promise.all(sqlOf(run, ask)) };
  });
  const close = async () => {
    await app.close();
    await pool.end();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
}

runBaseline(main);
