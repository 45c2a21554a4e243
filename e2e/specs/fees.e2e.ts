import { formatRupees, indiaDay } from '@shala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import {
  type ApiSession,
  apiOk,
  apiSignIn,
  type ImportedStudent,
  importStudents,
} from '../fixtures/exam-seed.js';
import { addDays, duesOf } from '../fixtures/payment-seed.js';
import { usePortal } from '../fixtures/portal.js';
import { signIn, waitForPath } from '../fixtures/ui.js';

// Issue 22 item 1 (new students owe their fees), end to end on the demo school: the institute
// admin sees on a fee structure's screen the class's students it is not assigned to, with why,
// assigns them all with one click, and their fee details show the dues; then moves a student to
// another class from the class's members, and the student's fee details show the new class's
// dues while the old class's later unpaid ones are gone (what fell due while there stays).
// The tests run in order on one server.
const portal = usePortal({ seedDemo: true });
const ADMIN = DEMO.admin;

const student = (firstName: string, lastName: string, parentFirst: string): ImportedStudent => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  parent: {
    firstName: parentFirst,
    lastName,
    email: `${parentFirst}.${lastName}@example.com`.toLowerCase(),
  },
  relation: 'Father',
});
const STUDENTS = [
  student('Ishaan', 'Gupta', 'Rajesh'),
  student('Mira', 'Joshi', 'Anil'),
  student('Kabir', 'Sethi', 'Vinod'),
];
const fullName = (s: ImportedStudent) => `${s.firstName} ${s.lastName}`;

const today = () => indiaDay(new Date());
// The old class's fees: one instalment that fell due (it stays after a move), one to come.
const OLD_STRUCTURE = 'Class 9 J tuition';
const OLD_TERM_1 = 6_000_00;
const OLD_TERM_2 = 7_000_00;
// The new class's fees, both to come: a student moved in owes them from its next instalment.
const NEW_STRUCTURE = 'Class 9 K tuition';
const NEW_TERM_2 = 9_000_00;
const NEW_TERM_3 = 4_000_00;

type World = {
  admin: ApiSession;
  sessionId: string;
  oldClass: { id: string; name: string };
  newClass: { id: string; name: string };
  structureId: string;
  profileIds: Map<string, string>;
};
const state = { world: undefined as World | undefined, done: 0 };
const after = (n: number) => {
  if (state.done < n - 1 || !state.world)
    throw new Error('An earlier step of the fees test failed');
  return state.world;
};

async function addClass(admin: ApiSession, level: string, section: string) {
  const created = await apiOk<{ id: string; name: string }[]>(
    portal,
    admin,
    'POST',
    `/rest/groups/${admin.instituteId}/classes`,
    { level, sections: [section] },
  );
  const found = created.find((c) => c.name.includes(level) && c.name.endsWith(section));
  if (!found) throw new Error(`The class ${level} ${section} was not created`);
  return { id: found.id, name: found.name };
}

async function structure(
  w: Pick<World, 'admin' | 'sessionId'>,
  classId: string,
  name: string,
  particulars: { name: string; amountPaise: number; dueDate: string }[],
): Promise<string> {
  const made = await apiOk<{ data: { id: string } }>(
    portal,
    w.admin,
    'POST',
    '/rest/fee/structure',
    {
      groupId: classId,
      sessionId: w.sessionId,
      name,
      lateFeePaise: 0,
      lateFeeGraceDays: 0,
      particulars: particulars.map((p) => ({ ...p, kind: 'CHARGE' })),
    },
  );
  return made.data.id;
}

async function signedIn(): Promise<Page> {
  const page = await portal.newPage('desktop');
  await signIn(page, ADMIN.username, ADMIN.password);
  await waitForPath(page, '/');
  return page;
}

/** The Fees section of a student's fee details, once it has loaded. */
async function feesOf(page: Page, profileId: string, name: string) {
  await page.goto(`/erp/fee-details/${profileId}`);
  await page.getByRole('heading', { name: 'Fee details', level: 1 }).waitFor();
  await page.getByText(name, { exact: true }).first().waitFor();
  const fees = page.getByRole('region', { name: 'Fees', exact: true });
  await fees.waitFor();
  return fees;
}

describe('fees of students who join a class', () => {
  it('the admin sees who a structure leaves out and why, assigns all of them, and they owe its dues', async () => {
    const admin = await apiSignIn(portal, ADMIN.username, ADMIN.password);
    const sessions = await apiOk<{ id: string; activeStatus: string }[]>(
      portal,
      admin,
      'GET',
      `/rest/academic/session/all?groupId=${admin.instituteId}`,
    );
    const active = sessions.find((s) => s.activeStatus === 'true');
    if (!active) throw new Error('The demo school has no active session');
    const oldClass = await addClass(admin, 'Class 9', 'J');
    const newClass = await addClass(admin, 'Class 9', 'K');
    await importStudents(portal, admin, oldClass.name, STUDENTS);
    const members = await apiOk<{
      items: { profileId: string; name: string; builtinKey: string }[];
    }>(portal, admin, 'GET', `/rest/groups/${oldClass.id}/members?page=1&pageSize=100`);
    const profileIds = new Map(
      members.items.filter((m) => m.builtinKey === 'STUDENT').map((m) => [m.name, m.profileId]),
    );
    expect([...profileIds.keys()].sort()).toEqual(STUDENTS.map(fullName).sort());
    const w = { admin, sessionId: active.id };
    const structureId = await structure(w, oldClass.id, OLD_STRUCTURE, [
      { name: 'J Term 1', amountPaise: OLD_TERM_1, dueDate: addDays(today(), -10) },
      { name: 'J Term 2', amountPaise: OLD_TERM_2, dueDate: addDays(today(), 40) },
    ]);
    await structure(w, newClass.id, NEW_STRUCTURE, [
      { name: 'K Term 2', amountPaise: NEW_TERM_2, dueDate: addDays(today(), 40) },
      { name: 'K Term 3', amountPaise: NEW_TERM_3, dueDate: addDays(today(), 90) },
    ]);
    // Assigned to Ishaan only: Mira and Kabir are left out.
    const [ishaan, mira, kabir] = STUDENTS.map((s) => profileIds.get(fullName(s)) as string);
    await apiOk(portal, admin, 'POST', '/rest/fee/structure/assign', {
      groupId: oldClass.id,
      id: structureId,
      userProfileIds: [ishaan],
    });
    expect((await duesOf(portal, admin, oldClass.id, mira as string)).due).toBe(0);
    state.world = { ...w, oldClass, newClass, structureId, profileIds };

    const page = await signedIn();
    await page.goto(`/fees/fee-structure?session=${active.id}&class=${oldClass.id}`);
    const card = page.getByRole('region', { name: OLD_STRUCTURE });
    await card.getByText('Assigned to 1 student', { exact: true }).waitFor();
    const notice = card.getByRole('alert');
    await notice.getByText('2 students of the class are not assigned this structure').waitFor();
    for (const name of ['Mira Joshi', 'Kabir Sethi']) {
      await notice
        .getByRole('listitem')
        .filter({ hasText: name })
        .filter({ hasText: 'Left out when the structure was assigned to chosen students.' })
        .waitFor();
    }
    await snap(page, 'fees-unassigned');
    await card.getByRole('button', { name: 'Assign all 2' }).click();
    // The structure now counts the class's three students, and nobody is left out.
    await card.getByText('Assigned to 3 students', { exact: true }).waitFor();
    await notice.waitFor({ state: 'detached' });
    await snap(page, 'fees-assigned-all');

    const fees = await feesOf(page, mira as string, 'Mira Joshi');
    await fees.getByText('J Term 1', { exact: true }).first().waitFor();
    await fees.getByText('J Term 2', { exact: true }).first().waitFor();
    await fees
      .getByText(formatRupees(OLD_TERM_1 + OLD_TERM_2))
      .first()
      .waitFor();
    expect((await duesOf(portal, admin, oldClass.id, kabir as string)).due).toBe(
      OLD_TERM_1 + OLD_TERM_2,
    );
    state.done = 1;
  });

  it('moving a student to another class gives the new class’s dues and takes the old class’s later unpaid ones', async () => {
    const w = after(2);
    const kabir = w.profileIds.get('Kabir Sethi') as string;
    const page = await signedIn();
    await page.goto(`/group/${w.oldClass.id}/details`);
    await page.getByRole('button', { name: 'Move Kabir Sethi to another class' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Move Kabir Sethi to another class' });
    await dialog.getByLabel('Move to').selectOption({ label: w.newClass.name });
    await dialog
      .getByText(`Kabir Sethi will leave ${w.oldClass.name} and join ${w.newClass.name}`)
      .waitFor();
    await snap(page, 'fees-move-dialog');
    const [moved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/move')),
      dialog.getByRole('button', { name: 'Move', exact: true }).click(),
    ]);
    expect(moved.status()).toBe(200);
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('alert')
      .filter({ hasText: `Student moved to ${w.newClass.name}.` })
      .waitFor();
    await page
      .getByRole('button', { name: 'Move Kabir Sethi to another class' })
      .waitFor({ state: 'detached' });

    const fees = await feesOf(page, kabir, 'Kabir Sethi');
    await page.getByText(`· ${w.newClass.name}`).waitFor();
    await fees.getByText('K Term 2', { exact: true }).first().waitFor();
    await fees.getByText('K Term 3', { exact: true }).first().waitFor();
    // What fell due while in the old class stays; its later unpaid instalment is gone.
    await fees.getByText('J Term 1', { exact: true }).first().waitFor();
    expect(await fees.getByText('J Term 2', { exact: true }).count()).toBe(0);
    await fees
      .getByText(formatRupees(OLD_TERM_1 + NEW_TERM_2 + NEW_TERM_3))
      .first()
      .waitFor();
    await snap(page, 'fees-moved-student');
    expect((await duesOf(portal, w.admin, w.newClass.id, kabir)).due).toBe(
      OLD_TERM_1 + NEW_TERM_2 + NEW_TERM_3,
    );
    // The new class's structure counts him; the old one no longer lists him as left out.
    await page.goto(`/fees/fee-structure?session=${w.sessionId}&class=${w.newClass.id}`);
    await page
      .getByRole('region', { name: NEW_STRUCTURE })
      .getByText('Assigned to 1 student', { exact: true })
      .waitFor();
    state.done = 2;
  });
});
