import { describe, expect, it } from 'vitest';
import { demoCalendarOf } from '../calendar/calendar-school.js';
import { useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The exams on a teacher's calendar (modules/exams/calendar.ts): the exam windows of the classes
// she teaches, named after the class, beside her own; nobody else's classes, and none for staff
// who teach no class.

const t = useTestApp();
const examsOn = async (username: string) =>
  (await demoCalendarOf(t, username)).filter((e) => e.kind === 'EXAM').map((e) => e.title);

describe('exams on the calendar of a teacher', { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('shows the exam windows of the classes she teaches, and not of others', async () => {
    await demoSchool(t);
    // Asha is class teacher of Class 5 A (its exams: README "Its exams").
    const asha = await examsOn('asha_verma');
    expect(asha).toEqual(
      expect.arrayContaining(['Class 5 A: Exam: Unit Test 2: EVS and General Knowledge']),
    );
    expect(
      asha.every((title) => /^Class 5 [AB]: Exam: /.test(title)),
      asha.join('\n'),
    ).toBe(true);
    // The accountant teaches nothing and sits nothing.
    expect(await examsOn('kavita_rao')).toEqual([]);
    // Rohan sits Class 5 A's exams: his own entries, not the class's.
    const rohan = await examsOn('rohan_mehta');
    expect(rohan).toContain('Exam: Unit Test 2: EVS and General Knowledge');
    expect(rohan.some((title) => title.startsWith('Class 5 A:'))).toBe(false);
  });
});
