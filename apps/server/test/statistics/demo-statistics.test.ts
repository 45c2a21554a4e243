import { STATISTICS_API } from '@shala/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../src/db/rows.js';
import { groups } from '../../src/db/schema/index.js';
import { useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's statistics as README says to try them: Anita (the admin) and Kavita (the
// accountant) see every section filled, and the figures agree with each other and with the rows.

const t = useTestApp();

type Sum = Record<string, number>;
const sum = (rows: readonly Sum[], key: string) => rows.reduce((s, r) => s + (r[key] ?? 0), 0);

describe("the demo school's statistics", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('show every section with figures that agree with each other', async () => {
    await demoSchool(t);
    const db = t.app.deps.database.db;
    const [school] = await db
      .select()
      .from(groups)
      .where(and(eq(groups.type, 'INSTITUTE'), eq(groups.name, 'Demo Public School')));
    if (!school) throw new Error('no demo school');
    const groupId = school.id;
    const anita = await signedInAsDemo(t, 'anita_desai');
    const kavita = await signedInAsDemo(t, 'kavita_rao');

    const setup = await getOk(t, anita, STATISTICS_API.setup, { groupId });
    expect(setup.sessions.map((s: { name: string }) => s.name)).toEqual(['2026-27', '2025-26']);
    const range = { groupId, from: setup.from, to: setup.to };

    // Enrolment: every student of the session once, boys and girls both.
    const enrolment = await getOk(t, anita, STATISTICS_API.enrolment, { groupId });
    const [students] = await selectRows<{ n: number }>(
      db,
      sql`select count(distinct m.profile_id)::int as n from memberships m
        join groups g on g.id = m.group_id join roles r on r.id = m.role_id
        where g.type = 'CLASS' and g.super_group_id = ${groupId}::uuid
          and m.session_id = ${school.activeSessionId}::uuid and r.builtin_key = 'STUDENT'`,
    );
    expect(enrolment.total).toBe(students?.n);
    expect(enrolment.total).toBeGreaterThan(250);
    expect(enrolment.boys).toBeGreaterThan(0);
    expect(enrolment.girls).toBeGreaterThan(0);
    expect(enrolment.boys + enrolment.girls + enrolment.other).toBe(enrolment.total);
    expect(enrolment.classes).toHaveLength(23);
    expect(sum(enrolment.classes, 'total')).toBe(enrolment.total);
    expect(enrolment.classes[0].className).toBe('Nursery A');

    // Attendance: the month of marks, its classes and months adding up.
    const attendance = await getOk(t, anita, STATISTICS_API.attendance, range);
    expect(attendance.marked).toBeGreaterThan(1000);
    expect(attendance.percent).toBeGreaterThan(75);
    expect(attendance.percent).toBeLessThan(100);
    expect(sum(attendance.classes, 'marked')).toBe(attendance.marked);
    expect(sum(attendance.months, 'marked')).toBe(attendance.marked);

    // Fees: dues against payments; what was paid into them never above what they ask.
    const fees = await getOk(t, kavita, STATISTICS_API.fees, range);
    expect(fees.duePaise).toBeGreaterThan(0);
    expect(fees.collectedPaise).toBeGreaterThan(0);
    expect(fees.paidPaise).toBeLessThanOrEqual(fees.duePaise);
    expect(fees.outstandingPaise).toBe(fees.duePaise - fees.paidPaise - fees.discountPaise);
    expect(sum(fees.classes, 'duePaise')).toBe(fees.duePaise);
    expect(sum(fees.months, 'duePaise')).toBe(fees.duePaise);
    expect(sum(fees.months, 'collectedPaise')).toBe(fees.collectedPaise);
    expect(fees.defaulters.count).toBeGreaterThan(0);
    expect(fees.defaulters.overduePaise).toBe(fees.overduePaise);
    const owed = fees.defaulters.top.map((d: { overduePaise: number }) => d.overduePaise);
    expect(owed).toEqual([...owed].sort((a, b) => b - a));

    // Income and expenses: the fees are the same collections the fee section counts.
    const finance = await getOk(t, kavita, STATISTICS_API.finance, range);
    expect(finance.feesPaise).toBe(fees.collectedPaise);
    expect(finance.incomePaise).toBeGreaterThan(0);
    expect(finance.expensePaise).toBeGreaterThan(0);
    expect(finance.netPaise).toBe(finance.feesPaise + finance.incomePaise - finance.expensePaise);

    // Results: the finished exams' attempts, by class and subject.
    const results = await getOk(t, anita, STATISTICS_API.results, range);
    expect(results.exams).toBeGreaterThan(0);
    expect(results.attempts).toBeGreaterThan(0);
    expect(sum(results.classes, 'attempts')).toBe(results.attempts);
    expect(results.subjects.length).toBeGreaterThan(1);
    expect(results.averagePercent).toBeGreaterThan(0);
    expect(results.averagePercent).toBeLessThanOrEqual(100);
  });
});
