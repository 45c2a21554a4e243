import { API, CALENDAR_API, indiaDay } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import { headers, sessionCookie, useTestApp } from '../support/app.js';
import { demoSchool } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The exams on a teacher's calendar (modules/exams/calendar.ts): the exam windows of the classes
// she teaches, named after the class, beside her own; nobody else's classes, and none for staff
// who teach no class.

const t = useTestApp();
const DAY_MS = 86_400_000;

async function examsOn(username: string): Promise<string[]> {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const login = await t.app.inject({
    method: 'POST',
    url: API.login,
    headers: headers(),
    payload: { username, password: account?.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const now = t.clock.now();
  const from = indiaDay(new Date(now.getTime() - 30 * DAY_MS));
  const to = indiaDay(new Date(now.getTime() + 60 * DAY_MS));
  const res = await t.app.inject({
    method: 'GET',
    url: `${CALENDAR_API.calendar}?from=${from}&to=${to}`,
    headers: headers(sessionCookie(login)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().entries as { kind: string; title: string }[])
    .filter((e) => e.kind === 'EXAM')
    .map((e) => e.title);
}

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
