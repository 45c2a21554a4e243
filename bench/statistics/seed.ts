// Five years of a 2,000-student school, written straight into the seeded demo database before the
// server starts: Demo Public School gets STUDENTS more students (its ~300 besides), spread over
// its 23 classes, each enrolled in every session since 2021-22 (four sessions added before the
// demo's two); for the last YEARS years up to yesterday, a mark every school day (Mondays to
// Saturdays but May), four quarterly tuition dues a session (most of those already due paid,
// each payment a transaction, its receipt and its allocation, as the cashier's are), the
// accountant's income and expenses (about 45 entries a month), and six exams a class a session
// of ten subjective questions in four subjects, every student's attempt evaluated with its marks.
// Plain SQL run by the database (generate_series), in a few statements: a seed is no load to
// measure.

import { addDays, indiaDay, STATISTICS_PASS_PERCENT } from '@shala/shared';
import { demoSchool, one } from '../common/seed-rows.js';
import { openSql } from '../common/sql.js';
import { USERNAME_PREFIX } from './config.js';

const EARLIER_SESSIONS = [2021, 2022, 2023, 2024].map((y) => ({
  name: `${y}-${String((y + 1) % 100).padStart(2, '0')}`,
  startDate: `${y}-04-01`,
  endDate: `${y + 1}-03-31`,
}));
const SUBJECTS = ['Mathematics', 'English', 'Science', 'Social Science'];
const EXAMS_A_SESSION = 6;
const QUESTIONS = 10;

export type Written = {
  instituteId: string;
  databaseVersion: string;
  students: number;
  from: string;
  today: string;
  rows: Record<string, number>;
};

export async function writeSchool(
  databaseUrl: string,
  opts: { students: number; years: number; now: Date },
): Promise<Written> {
  const sql = await openSql('', databaseUrl);
  try {
    const { instituteId, roleId } = await demoSchool(sql);
    const student = await roleId('STUDENT');
    const today = indiaDay(opts.now);
    const from = addDays(`${Number(today.slice(0, 4)) - opts.years}${today.slice(4)}`, 1);
    const yesterday = addDays(today, -1);
    const q = (text: string, params: unknown[] = []) => sql.query(text, params);
    const account = await one(
      sql,
      'SELECT id FROM financial_accounts WHERE institute_id = $1 ORDER BY created_at LIMIT 1',
      [instituteId],
      'financial account',
    );

    for (const s of EARLIER_SESSIONS) {
      await q(
        `INSERT INTO academic_sessions (institute_id, name, start_date, end_date, active_status)
         SELECT $1, $2, $3, $4, false
          WHERE NOT EXISTS (SELECT 1 FROM academic_sessions WHERE institute_id = $1 AND name = $2)`,
        [instituteId, s.name, s.startDate, s.endDate],
      );
    }

    // The students: an account and a verified profile each, half of them boys.
    await q(`CREATE TEMP TABLE bench_people AS
      SELECT g AS i, gen_random_uuid() AS account_id, gen_random_uuid() AS profile_id
        FROM generate_series(1, ${opts.students}) g`);
    await q(
      `INSERT INTO accounts (id, username, email, password_hash, email_verified_at, created_at)
       SELECT account_id, $1 || i, $1 || i || '@bench.shala.test', 'invitation-pending', now(), now()
         FROM bench_people`,
      [USERNAME_PREFIX],
    );
    await q(
      `INSERT INTO user_profiles (id, account_id, first_name, last_name, gender, verified, is_default,
         default_institute_id, created_at)
       SELECT profile_id, account_id, 'Student', 'Bench ' || i,
         CASE WHEN i % 2 = 0 THEN 'male' ELSE 'female' END, true, true, $1, now()
         FROM bench_people`,
      [instituteId],
    );
    // Each in one class (by turn), in every session.
    await q(
      `CREATE TEMP TABLE bench_classes AS
       SELECT id, row_number() OVER (ORDER BY name) - 1 AS k FROM groups
        WHERE type = 'CLASS' AND super_group_id = $1`,
      [instituteId],
    );
    await q(
      `INSERT INTO memberships (profile_id, group_id, session_id, role_id, created_at)
       SELECT p.profile_id, c.id, s.id, $2, now()
         FROM bench_people p
         JOIN bench_classes c ON c.k = p.i % (SELECT count(*) FROM bench_classes)
         CROSS JOIN academic_sessions s
        WHERE s.institute_id = $1`,
      [instituteId, student],
    );
    const enrolled = `SELECT m.profile_id, m.group_id, m.session_id, s.start_date, s.end_date
        FROM memberships m JOIN academic_sessions s ON s.id = m.session_id
       WHERE m.profile_id IN (SELECT profile_id FROM bench_people)`;

    // A mark every school day of the last years: present mostly, some absent, late or half.
    await q(
      `INSERT INTO attendance_records (institute_id, class_id, profile_id, day, status, marked_at)
       SELECT $1, e.group_id, e.profile_id, d::date,
         CASE WHEN random() < 0.06 THEN 'A' WHEN random() < 0.03 THEN 'L'
              WHEN random() < 0.01 THEN 'H' ELSE 'P' END, now()
         FROM (${enrolled}) e
         CROSS JOIN LATERAL generate_series(greatest(e.start_date, $2::date),
           least(e.end_date, $3::date), interval '1 day') d
        WHERE extract(isodow FROM d) <> 7 AND extract(month FROM d) <> 5`,
      [instituteId, from, yesterday],
    );
    // Written in bulk, as the demo's: the attendance module's monthly counts are made once after
    // (what its writer of marks keeps up to date one class-month at a time).
    await q('DELETE FROM attendance_month_counts WHERE institute_id = $1', [instituteId]);
    await q(
      `INSERT INTO attendance_month_counts (institute_id, class_id, month, status, marks)
       SELECT institute_id, class_id, date_trunc('month', day)::date, status, count(*)::int
         FROM attendance_records WHERE institute_id = $1 AND class_id IS NOT NULL
        GROUP BY institute_id, class_id, date_trunc('month', day), status`,
      [instituteId],
    );

    // Four quarterly tuition dues a session; of those due before today, 92 % paid.
    await q(
      `INSERT INTO student_dues (institute_id, class_id, session_id, profile_id, record_type, source,
         source_id, particular, kind, due_date, position, amount_paise, paid_paise, created_at,
         updated_at)
       SELECT $1, e.group_id, e.session_id, e.profile_id, 'FEES', 'STRUCTURE', gen_random_uuid(),
         'Tuition (quarter ' || qn || ')', 'CHARGE', x.due, qn, 600000,
         CASE WHEN x.due < $2::date AND random() < 0.92 THEN 600000 ELSE 0 END, now(), now()
         FROM (${enrolled}) e CROSS JOIN generate_series(1, 4) qn
         CROSS JOIN LATERAL (SELECT (e.start_date + ((qn - 1) * 3) * interval '1 month'
           + interval '9 days')::date AS due) x`,
      [instituteId, today],
    );
    // Each paid due: a cash transaction a few days before it fell due, its receipt, its allocation.
    await q(
      `CREATE TEMP TABLE bench_paid AS
       SELECT d.id AS due_id, d.profile_id, d.class_id, d.session_id, d.paid_paise,
         least(d.due_date, $1::date) - (random() * 20)::int AS paid_on,
         row_number() OVER () AS n, gen_random_uuid() AS tx_id, gen_random_uuid() AS record_id
         FROM student_dues d
        WHERE d.profile_id IN (SELECT profile_id FROM bench_people) AND d.paid_paise > 0`,
      [yesterday],
    );
    await q(
      `INSERT INTO payment_transactions (id, institute_id, transaction_id, transaction_key,
         record_type, transaction_date, payment_method, payment_medium, financial_account_id,
         amount_paise, created_at)
       SELECT tx_id, $1, 'BENCHSTAT' || n, 'BENCHSTAT' || n, 'FEES',
         (paid_on + time '10:30') AT TIME ZONE 'Asia/Kolkata', 'CASH', 'CASH', $2, paid_paise, now()
         FROM bench_paid`,
      [instituteId, account],
    );
    await q(
      `INSERT INTO payment_records (id, transaction_pk, institute_id, class_id, session_id,
         profile_id, record_type, amount_paise, receipt_number, created_at)
       SELECT record_id, tx_id, $1, class_id, session_id, profile_id, 'FEES', paid_paise,
         (SELECT coalesce(max(receipt_number), 0) FROM payment_records WHERE institute_id = $1)
           + 1000 + n, now()
         FROM bench_paid`,
      [instituteId],
    );
    await q(
      `INSERT INTO payment_allocations (record_id, due_id, paid_paise)
       SELECT record_id, due_id, paid_paise FROM bench_paid`,
    );

    // The accountant's entries: about 40 expenses and 5 incomes a month, across the categories.
    const days = Math.round((Date.parse(yesterday) - Date.parse(from)) / 86_400_000);
    const months = Math.max(1, Math.round(days / 30.4));
    for (const [kind, perMonth, low, spread] of [
      ['EXPENSE', 40, 50_000, 900_000],
      ['INCOME', 5, 100_000, 2_000_000],
    ] as const) {
      await q(
        `INSERT INTO expense_entries (institute_id, kind, voucher_number, category_id,
           financial_account_id, payment_medium, amount_paise, entry_date, description, status,
           created_at)
         SELECT $1, $2, base.v + g,
           (SELECT array_agg(id ORDER BY name) FROM expense_categories
             WHERE institute_id = $1 AND kind = $2)[1 + g % (SELECT count(*)::int
               FROM expense_categories WHERE institute_id = $1 AND kind = $2)],
           $3, 'CASH', ($4::int + random() * $5::int)::int, $6::date + (g % $7::int), 'Bench entry ' || g,
           'APPROVED', now()
           FROM generate_series(1, $8::int) g,
             (SELECT coalesce(max(voucher_number), 0) + 1000 AS v FROM expense_entries
               WHERE institute_id = $1 AND kind = $2) base`,
        [instituteId, kind, account, low, spread, from, days, perMonth * months],
      );
    }

    // Exams: ten subjective questions a class in four subjects; six exams a class a session
    // held in the range, each with every question; every bench student's attempt evaluated.
    await q(
      `CREATE TEMP TABLE bench_questions AS
       SELECT gen_random_uuid() AS id, c.id AS class_id, g AS position FROM bench_classes c
        CROSS JOIN generate_series(0, ${QUESTIONS - 1}) g`,
    );
    await q(
      `INSERT INTO exam_questions (id, institute_id, group_id, question_type, question, difficulty,
         marks, category, created_at, updated_at)
       SELECT id, $1, class_id, 'SUBJECTIVE', 'Bench question ' || position, 'EASY', 10,
         ($2::text[])[1 + position % ${SUBJECTS.length}], now(), now()
         FROM bench_questions`,
      [instituteId, SUBJECTS],
    );
    await q(
      `CREATE TEMP TABLE bench_tasks AS
       SELECT gen_random_uuid() AS id, c.id AS class_id, s.id AS session_id, x.at
         FROM bench_classes c CROSS JOIN academic_sessions s
         CROSS JOIN generate_series(0, ${EXAMS_A_SESSION - 1}) nth
         CROSS JOIN LATERAL (SELECT ((s.start_date + nth * 55 + 20) + time '10:00')
           AT TIME ZONE 'Asia/Kolkata' AS at) x
        WHERE s.institute_id = $1 AND x.at >= $2::date AND x.at < $3::date`,
      [instituteId, from, today],
    );
    await q(
      `INSERT INTO academic_tasks (id, institute_id, group_id, session_id, title, start_at, end_at,
         status, published_at, results_published_at, created_at, updated_at)
       SELECT id, $1, class_id, session_id, 'Bench test', at, at + interval '1 hour',
         'RESULTS_PUBLISHED', at, at + interval '3 days', now(), now() FROM bench_tasks`,
      [instituteId],
    );
    await q(
      `CREATE TEMP TABLE bench_entries AS
       SELECT gen_random_uuid() AS id, t.id AS task_id, t.class_id, q.id AS question_id, q.position
         FROM bench_tasks t JOIN bench_questions q ON q.class_id = t.class_id`,
    );
    await q(
      `INSERT INTO exam_question_entries (id, institute_id, group_id, academic_task_id, question_id,
         maximum_marks, position)
       SELECT id, $1, class_id, task_id, question_id, 10, position FROM bench_entries`,
      [instituteId],
    );
    await q(
      `CREATE TEMP TABLE bench_attempts AS
       SELECT gen_random_uuid() AS id, t.id AS task_id, t.class_id, m.profile_id, t.at
         FROM bench_tasks t JOIN memberships m ON m.group_id = t.class_id
           AND m.session_id = t.session_id
        WHERE m.profile_id IN (SELECT profile_id FROM bench_people)`,
    );
    await q(
      `INSERT INTO exam_attempts (id, institute_id, group_id, academic_task_id, profile_id, status,
         started_at, ends_at, submitted_at, submitted_by, evaluated_at, created_at)
       SELECT id, $1, class_id, task_id, profile_id, 'EVALUATED', at, at + interval '1 hour',
         at + interval '50 minutes', 'STUDENT', at + interval '2 days', at FROM bench_attempts`,
      [instituteId],
    );
    await q(
      `INSERT INTO exam_answers (institute_id, group_id, attempt_id, academic_task_id,
         exam_question_id, profile_id, answer, version, saved_at, marks)
       SELECT $1, a.class_id, a.id, a.task_id, e.id, a.profile_id, 'Bench answer', 1,
         a.at + interval '30 minutes', floor(random() * 11)
         FROM bench_attempts a JOIN bench_entries e ON e.task_id = a.task_id`,
      [instituteId],
    );
    await q(
      `UPDATE exam_attempts a SET total = s.total
         FROM (SELECT attempt_id, sum(marks) AS total FROM exam_answers
                WHERE attempt_id IN (SELECT id FROM bench_attempts) GROUP BY 1) s
        WHERE a.id = s.attempt_id`,
    );
    // Each attempt's marks by subject and for the whole exam (''), and each exam's results
    // summed from them, as the exams module keeps them at evaluation (migration 0042 fills
    // them so from the answers).
    await q(
      `INSERT INTO exam_subject_marks (institute_id, academic_task_id, attempt_id, subject, scored,
         maximum)
       WITH parts AS (
         SELECT a.institute_id, a.academic_task_id, a.id AS attempt_id,
           coalesce(nullif(trim(q.category), ''), 'Other') AS subject,
           coalesce(sum(s.marks), 0) AS raw, sum(e.maximum_marks) AS maximum
           FROM exam_attempts a
           JOIN exam_question_entries e ON e.academic_task_id = a.academic_task_id
             AND NOT e.disabled
           JOIN exam_questions q ON q.id = e.question_id
           LEFT JOIN exam_answers s ON s.attempt_id = a.id AND s.exam_question_id = e.id
          WHERE a.id IN (SELECT id FROM bench_attempts)
          GROUP BY 1, 2, 3, 4)
       SELECT institute_id, academic_task_id, attempt_id, subject, greatest(0, raw), maximum
         FROM parts
       UNION ALL
       SELECT institute_id, academic_task_id, attempt_id, '', greatest(0, sum(raw)), sum(maximum)
         FROM parts GROUP BY 1, 2, 3`,
    );
    await q(
      `INSERT INTO exam_result_figures (institute_id, academic_task_id, subject, attempts,
         percent_sum, passed)
       SELECT institute_id, academic_task_id, subject, count(*), sum(scored * 100 / maximum),
         count(*) FILTER (WHERE scored * 100 >= $1 * maximum)
         FROM exam_subject_marks
        WHERE attempt_id IN (SELECT id FROM bench_attempts) AND maximum > 0
        GROUP BY 1, 2, 3`,
      [STATISTICS_PASS_PERCENT],
    );
    await q('ANALYZE');

    const count = async (table: string) =>
      Number(
        (
          await q(`SELECT count(*)::int AS n FROM ${table} WHERE institute_id = $1`, [instituteId])
        )[0]?.n ?? 0,
      );
    const rows: Record<string, number> = {};
    for (const table of [
      'attendance_records',
      'student_dues',
      'student_due_figures',
      'payment_records',
      'payment_day_figures',
      'expense_entries',
      'academic_tasks',
      'exam_attempts',
      'exam_answers',
      'exam_subject_marks',
      'exam_result_figures',
    ]) {
      rows[table] = await count(table);
    }
    const [version] = await q('SELECT version() AS v');
    return {
      instituteId,
      databaseVersion: String(version?.v ?? ''),
      students: opts.students,
      from,
      today,
      rows,
    };
  } finally {
    await sql.close();
  }
}
