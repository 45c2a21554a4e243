import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings } from '../fixtures/axe.js';
import { usePortal } from '../fixtures/portal.js';
import { POLL } from '../fixtures/timeouts.js';
import { button, scrollsSideways, seeText, signIn, waitForPath } from '../fixtures/ui.js';

// On the demo school: its admin imports a teaching load from CSV, generates the week (the job,
// its progress), sees every lesson placed with no clash, and moves a lesson by hand onto another
// lesson of the class: the clash is refused with who is where; moved to a free period instead it
// is placed there, with a warning as its teacher is above the weekly maximum the admin set. The
// school week's and a teacher's dialogs on a phone. A student sees the class's week.
const portal = usePortal({ seedDemo: true });

const LOAD = [
  'class,subject,teacher,lessons_per_week,duration,room',
  'Class 5 A,English,Asha Verma,6,,',
  'Class 5 A,Mathematics,Leela Menon,6,,',
  'Class 5 A,EVS,Shalini Gupta,4,,',
  'Class 5 A,Computer Science,Karthik Reddy,1,2,Computer Lab',
  'Class 5 B,English,Asha Verma,6,,',
  'Class 5 B,Mathematics,Leela Menon,6,,',
].join('\r\n');
const AVAILABILITY = 'teacher,day,period\r\nAsha Verma,1,1\r\n';

type Lesson = {
  id: string;
  day: number;
  period: number;
  duration?: number;
  subject: { name: string };
};

describe('the timetable', () => {
  it('an admin imports a load, generates the week with no clash, and a clash by hand is refused', async () => {
    const login = await portal.api('POST', '/rest/auth/login', {
      username: 'anita_desai',
      password: 'Admin@1234',
    });
    const cookie = (login.setCookie ?? '').split(';')[0] ?? '';
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;

    const page = await portal.newPage('desktop');
    await signIn(page, 'anita_desai', 'Admin@1234');
    await waitForPath(page, '/');
    await page.goto('/timetable');
    await seeText(page, 'Keep the timetable');
    await page.getByLabel(/^Teaching load/).setInputFiles({
      name: 'load.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(LOAD),
    });
    await page.getByLabel(/^Unavailable periods/).setInputFiles({
      name: 'availability.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(AVAILABILITY),
    });
    await button(page, 'Import').click();
    await seeText(page, 'Teaching load imported: 6 rows, 29 lessons a week.');

    await button(page, 'Generate the week').click();
    await seeText(page, '29 of 29 lessons placed, 0 clashes.');
    await snap(page, 'timetable-generated');

    // Leela Menon teaches 12 periods a week; the admin sets her maximum to 10.
    await button(page, "Teachers' limits").click();
    const limits = page.getByRole('dialog');
    await limits.getByRole('combobox', { name: 'Teacher' }).click();
    await page.getByRole('option', { name: 'Leela Menon', exact: true }).click();
    await seeText(page, /Leela Menon teaches 12 periods a week now\./);
    await limits.getByLabel('Most periods a week').fill('10');
    await snap(page, 'timetable-teacher-limits');
    await limits.getByRole('button', { name: 'Save' }).click();
    await seeText(page, 'Teacher saved.');

    // Class 5 A's week: two of its lessons, and one moved onto the other.
    const week = await portal.api(
      'GET',
      `/rest/timetable/week?groupId=${instituteId}&classId=${await classId(cookie, instituteId, 'Class 5 A')}`,
      undefined,
      cookie,
    );
    const lessons = (week.body as { lessons: Lesson[] }).lessons;
    const maths = lessons.find((l) => l.subject.name === 'Mathematics');
    const english = lessons.find((l) => l.subject.name === 'English');
    if (!maths || !english) throw new Error('no lessons');
    await page.getByRole('combobox', { name: 'Whose week' }).click();
    await page.getByRole('option', { name: 'Class 5 A', exact: true }).click();
    const cards = page.getByRole('button', { name: /^Move Mathematics/ });
    await expect.poll(() => cards.count(), POLL).toBe(6);
    await snap(page, 'timetable-class');
    await cards.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Day' }).click();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    await page.getByRole('option', { name: days[english.day - 1] }).click();
    await dialog.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: `Period ${english.period}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await seeText(page, /Class 5 A already has English then\./);
    await snap(page, 'timetable-clash-refused');
    const inDialog = await axeFindings(page, 'timetable, move dialog');
    expect(inDialog, describeFindings(inDialog)).toEqual([]);

    // A period free for Class 5 A and for Leela: the move is made, the week shows it, and the
    // page warns that she is above her maximum.
    const free = await freePeriod(cookie, instituteId, lessons, 'Leela Menon');
    await dialog.getByRole('combobox', { name: 'Day' }).click();
    await page.getByRole('option', { name: days[free.day - 1] }).click();
    await dialog.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: `Period ${free.period}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Move' }).click();
    await seeText(page, 'Leela Menon now teaches 12 periods a week, above their maximum of 10.');
    const cell = page
      .locator('tbody tr', { has: page.locator('th', { hasText: `Period ${free.period}` }) })
      .locator('td')
      .nth(free.day - 1);
    await expect.poll(() => cell.textContent(), POLL).toMatch(/Mathematics.*Kept fixed/);
    await snap(page, 'timetable-moved-warning');

    // Asha is away on a day she teaches: her periods are listed with the teachers free then.
    const date = nextDateOn(english.day);
    await page.getByRole('combobox', { name: 'Teacher away' }).click();
    await page.getByRole('option', { name: 'Asha Verma', exact: true }).click();
    await page.getByLabel('Date').fill(date);
    const periods = page.getByRole('list', { name: 'Periods to cover' }).getByRole('listitem');
    await expect.poll(() => periods.count(), POLL).toBeGreaterThan(0);
    await seeText(page, /^Period \d: English \(Class 5 [AB]\)/);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Substitute' }).first().textContent(), POLL)
      .toMatch(/\(0 this week\)/);
    await snap(page, 'timetable-substitutes');
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await scrollsSideways(page)).toBe(false);
    const admin = await axeFindings(page, 'timetable, admin');
    expect(admin, describeFindings(admin)).toEqual([]);
    await button(page, 'School week').click();
    await seeText(page, 'Periods and breaks');
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'timetable-school-week');
    const weekDialog = await axeFindings(page, 'timetable, school week on a phone');
    expect(weekDialog, describeFindings(weekDialog)).toEqual([]);
    await page.getByRole('combobox', { name: 'Whose week' }).last().click();
    await page.getByRole('option', { name: 'Class 5 A (its own week)' }).click();
    await seeText(page, /^This class follows the school's week/);
    await snap(page, 'timetable-class-week');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await button(page, "Teachers' limits").click();
    await seeText(page, /teaches \d+ periods a week now/);
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'timetable-teacher-week');
    const teacherDialog = await axeFindings(page, "timetable, a teacher's week on a phone");
    expect(teacherDialog, describeFindings(teacherDialog)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A student of the class reads the week one day at a time on a phone.
    const phone = await portal.newPage('phone');
    await signIn(phone, 'rohan_mehta', 'Student@123');
    await waitForPath(phone, '/');
    await phone.goto('/timetable');
    await phone.getByRole('tab', { name: 'Monday' }).click();
    await expect
      .poll(() => phone.getByText(/^(English|Mathematics|EVS|Computer Science)/).count(), POLL)
      .toBeGreaterThan(0);
    expect(await scrollsSideways(phone)).toBe(false);
    await snap(phone, 'timetable-student-phone');
    const student = await axeFindings(phone, 'timetable, student phone');
    expect(student, describeFindings(student)).toEqual([]);
  });
});

/** The next date (YYYY-MM-DD) falling on the school week's `day` (1 = Monday). */
function nextDateOn(day: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  while (((d.getUTCDay() + 6) % 7) + 1 !== day) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A period of the week where neither the class's lessons nor the teacher's fall. */
async function freePeriod(
  cookie: string,
  instituteId: string,
  classLessons: Lesson[],
  teacher: string,
): Promise<{ day: number; period: number }> {
  const all = await portal.api(
    'GET',
    `/rest/timetable/week?groupId=${instituteId}`,
    undefined,
    cookie,
  );
  const teacherId = (
    all.body as { choices: { teachers: { id: string; name: string }[] } }
  ).choices.teachers.find((t) => t.name === teacher)?.id;
  const theirs = await portal.api(
    'GET',
    `/rest/timetable/week?groupId=${instituteId}&teacherId=${teacherId}`,
    undefined,
    cookie,
  );
  const busy = new Set<string>();
  for (const l of [...classLessons, ...(theirs.body as { lessons: Lesson[] }).lessons]) {
    for (let k = 0; k < (l.duration ?? 1); k += 1) busy.add(`${l.day}:${l.period + k}`);
  }
  for (let day = 1; day <= 6; day += 1) {
    for (let period = 1; period <= 8; period += 1) {
      if (!busy.has(`${day}:${period}`)) return { day, period };
    }
  }
  throw new Error('no free period');
}

async function classId(cookie: string, instituteId: string, name: string): Promise<string> {
  const res = await portal.api(
    'GET',
    `/rest/timetable/week?groupId=${instituteId}`,
    undefined,
    cookie,
  );
  const found = (
    res.body as { choices: { classes: { id: string; name: string }[] } }
  ).choices.classes.find((c) => c.name === name);
  if (!found) throw new Error(`no class ${name}`);
  return found.id;
}
