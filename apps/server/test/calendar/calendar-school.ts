import { API, CALENDAR_API, indiaDay } from '@shala/shared';
import { expect } from 'vitest';
import { DEMO_ACCOUNTS } from '../../src/demo/accounts.js';
import type { GroupRow } from '../../src/modules/groups/index.js';
import { linkGuardian } from '../../src/modules/people/index.js';
import type { TestContext } from '../support/app.js';
import { headers, sessionCookie } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  type TestInstitute,
  type TestProfile,
} from '../support/factories.js';
import { moduleCall } from '../support/module-call.js';

const DAY_MS = 86_400_000;

// The calendar tests' school: an institute with an admin, Class 5 A's class teacher (who holds
// createEvent), a student of 5 A and one of 6 B, 5 A's student's parent (a PARENT member of
// the class with a guardian link), an accountant, and another institute with its own admin and
// class for the cross-tenant checks. Calls go through the API.

export type CalendarSchool = {
  institute: TestInstitute;
  admin: TestProfile;
  teacher: TestProfile;
  student: TestProfile;
  studentB: TestProfile;
  parent: TestProfile;
  accountant: TestProfile;
  classA: GroupRow;
  classB: GroupRow;
  other: { institute: TestInstitute; admin: TestProfile; klass: GroupRow };
};

export async function calendarSchool(t: TestContext): Promise<CalendarSchool> {
  const institute = await createInstitute(t, { name: 'Calendar School' });
  const admin = await createMember(t, institute, 'INSTITUTE_ADMIN', { institute });
  const classA = await createClass(t, institute, 'Class 5 A');
  const classB = await createClass(t, institute, 'Class 6 B');
  const teacher = await createMember(t, classA, 'TEACHER', { institute, firstName: 'Asha' });
  const student = await createMember(t, classA, 'STUDENT', { institute, firstName: 'Aarav' });
  const studentB = await createMember(t, classB, 'STUDENT', { institute, firstName: 'Diya' });
  const parent = await createMember(t, classA, 'PARENT', { institute, firstName: 'Priya' });
  await linkGuardian(
    t.app.deps.database.db,
    { parentProfileId: parent.profileId, studentProfileId: student.profileId, relation: 'Mother' },
    t.clock.now(),
  );
  const accountant = await createMember(t, institute, 'ACCOUNTANT', { institute });
  const otherInstitute = await createInstitute(t, { name: 'Faraway School' });
  const otherAdmin = await createMember(t, otherInstitute, 'INSTITUTE_ADMIN', {
    institute: otherInstitute,
  });
  const otherClass = await createClass(t, otherInstitute, 'Class 5 Z');
  return {
    institute,
    admin,
    teacher,
    student,
    studentB,
    parent,
    accountant,
    classA,
    classB,
    other: { institute: otherInstitute, admin: otherAdmin, klass: otherClass },
  };
}

/** Calls under /rest/calendar (support/module-call.ts). */
export const ccall = moduleCall('calendar');

/** An event's fields: 1 June 2026, 10:00–12:00 in India, unless told. */
export const eventFields = (over: Record<string, unknown> = {}) => ({
  title: 'Annual Day',
  description: 'Songs and plays in the main hall.',
  location: 'Main hall',
  allDay: false,
  startAt: '2026-06-10T04:30:00.000Z',
  endAt: '2026-06-10T06:30:00.000Z',
  ...over,
});

/** The titles on `profile`'s calendar for India's days from … to. */
export async function titlesOn(
  t: TestContext,
  profile: TestProfile,
  from = '2026-06-01',
  to = '2026-06-30',
): Promise<string[]> {
  const res = await ccall(t, profile, 'GET', '/rest/calendar', { from, to });
  if (res.statusCode !== 200) throw new Error(`calendar: ${res.statusCode} ${res.body}`);
  return (res.json() as { entries: { title: string }[] }).entries.map((e) => e.title);
}

/**
 * A demo account's calendar (README's accounts): signed in with its password, the entries from
 * 30 days before the test clock's day to 69 after.
 */
export async function demoCalendarOf(t: TestContext, username: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username);
  const login = await t.app.inject({
    method: 'POST',
    url: API.login,
    headers: headers(),
    payload: { username, password: account?.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const now = t.clock.now().getTime();
  const from = indiaDay(new Date(now - 30 * DAY_MS));
  const to = indiaDay(new Date(now + 69 * DAY_MS));
  const res = await t.app.inject({
    method: 'GET',
    url: `${CALENDAR_API.calendar}?from=${from}&to=${to}`,
    headers: headers(sessionCookie(login)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().entries as { kind: string; title: string }[];
}
