import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { openBarMenu, openUserMenu, signIn, waitForPath } from '../fixtures/ui.js';

// Demo school accounts (README "Demo accounts").
const ADMIN = DEMO.admin;
const STUDENT = DEMO.student;
const SUPER_ADMIN = DEMO.superAdmin;

const portal = usePortal({ seedDemo: true });

async function openSchoolErp(page: Page) {
  const menu = await openBarMenu(page, 'School ERP');
  // Notices needs getNotice, which both roles hold: once it shows, permissions have loaded.
  await menu.getByRole('menuitem', { name: 'Notices' }).waitFor();
  return menu;
}

/** The kept user data: the profile's default institute and class. */
async function keptUser(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('userData') ?? '{}') as {
        defaultInstituteId: string | null;
        defaultClassId: string | null;
      },
  );
}

/** Opens a top-bar menu and returns its entries' names and links, in order. */
async function menuLinks(page: Page, section: string) {
  const menu = await openBarMenu(page, section);
  const items = await menu
    .getByRole('menuitem')
    .evaluateAll((els) =>
      els.map((el) => ({ name: el.textContent ?? '', href: el.getAttribute('href') })),
    );
  return { menu, items, close: () => page.keyboard.press('Escape') };
}

describe('menus gated by permissions (spec §2.4)', () => {
  it('an institute admin sees Admission Management in School ERP and it opens', async () => {
    const page = await portal.newPage('desktop');
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForPath(page, '/');
    await page.getByRole('region', { name: 'Your institute today' }).waitFor();
    await settled(page);
    await snap(page, 'dashboard-admin');
    const menu = await openSchoolErp(page);
    const entry = menu.getByRole('menuitem', { name: 'Admission Management' });
    await entry.waitFor();
    await settled(page);
    await snap(page, 'menu-school-erp-admin');
    // A built screen carries no note; one not built yet says Coming soon.
    expect(await entry.textContent()).toBe('Admission Management');
    // The student's record (issue 25 §5) is built now: My Documents carries no note either.
    expect(
      await menu.getByRole('menuitem', { name: 'My Documents', exact: true }).textContent(),
    ).toBe('My Documents');

    // Without a default class, no class-bound Education entry (no link with "default" for it).
    const me = await keptUser(page);
    expect(me.defaultClassId).toBeNull();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    const education = await menuLinks(page, 'Education');
    const names = education.items.map((item) => item.name);
    for (const classBound of ['Course', 'Video lecture', 'Classroom']) {
      expect(
        names.some((n) => n.startsWith(classBound)),
        classBound,
      ).toBe(false);
    }
    expect(education.items.find((i) => i.name.startsWith('Institute'))?.href).toBe(
      `/institute/${me.defaultInstituteId}`,
    );
    await education.close();
    await education.menu.waitFor({ state: 'hidden' });

    await openSchoolErp(page);
    await page.getByRole('menuitem', { name: 'Admission Management' }).click();
    await waitForPath(page, '/admission/admin');
  });

  it('a student does not see Admission Management', async () => {
    const page = await portal.newPage('desktop');
    await signIn(page, STUDENT.username, STUDENT.password);
    await waitForPath(page, '/');
    await page.getByTestId('student-class').getByText('Class 5 A').waitFor();
    const menu = await openSchoolErp(page);
    expect(await menu.getByRole('menuitem', { name: 'Admission Management' }).count()).toBe(0);
    expect(await menu.getByRole('menuitem', { name: 'Group Management' }).count()).toBe(0);
    await settled(page);
    await snap(page, 'menu-school-erp-student');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });

    // Education: the class-bound entries open the student's class; Video lecture has its own
    // place under the course route, apart from the virtual classroom.
    const me = await keptUser(page);
    expect(me.defaultClassId).toBeTruthy();
    const education = await menuLinks(page, 'Education');
    const href = (name: string) => education.items.find((i) => i.name.startsWith(name))?.href;
    expect(href('Institute')).toBe(`/institute/${me.defaultInstituteId}`);
    expect(href('Course')).toBe(`/course/classWork/${me.defaultClassId}/default`);
    expect(href('Video lecture')).toBe(`/course/videoLectures/${me.defaultClassId}/default`);
    expect(href('Classroom')).toBe(`/class/class-activities/${me.defaultClassId}`);
    expect(href('Virtual classroom')).toBe('/virtual-classroom');
    expect(education.items.find((i) => i.name.startsWith('Video lecture'))?.name).toBe(
      'Video lecture (Coming soon)',
    );
    await settled(page);
    await snap(page, 'menu-education-student');
    await education.close();
    await education.menu.waitFor({ state: 'hidden' });

    // The user dropdown has every entry of §2.4.
    await openUserMenu(page);
    for (const name of [
      'My Profile',
      'My Settings',
      'Upgrade Plan',
      'Transaction History',
      'Verify',
      'Sign Out',
    ]) {
      await page.getByRole('menuitem', { name }).waitFor();
    }
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await page.getByRole('heading', { name: 'Rohan Mehta' }).waitFor();
    await page.getByText('Class 5 A').first().waitFor();
    await settled(page);
    await snap(page, 'user-profile-student');
    await page.goto('/profile-settings/basic-info');
    await page.getByRole('textbox', { name: 'First Name' }).waitFor();
    await settled(page);
    await snap(page, 'profile-settings-basic-info');
    await page.getByRole('tab', { name: 'Security Settings' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await settled(page);
    await snap(page, 'profile-settings-security');
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await page.getByRole('textbox', { name: 'New email' }).waitFor();
    await settled(page);
    await snap(page, 'profile-settings-account');
    await page.goto('/verify-account');
    await page.getByRole('heading', { name: 'Verify Account' }).waitFor();
    await settled(page);
    await snap(page, 'verify-account');
  });

  it('a profile in no institute (the super admin) sees no School ERP, and Institute to join one', async () => {
    const page = await portal.newPage('desktop');
    await signIn(page, SUPER_ADMIN.username, SUPER_ADMIN.password);
    await waitForPath(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Admin Console' }).waitFor();
    // Permissions have loaded once the kept permissions are there.
    await page.waitForFunction(() => localStorage.getItem('groupMap') !== null);
    expect((await keptUser(page)).defaultInstituteId).toBeNull();
    expect(await nav.getByRole('button', { name: 'School ERP' }).count()).toBe(0);
    const education = await menuLinks(page, 'Education');
    expect(education.items).toEqual([{ name: 'Institute (Coming soon)', href: '/institute/join' }]);
    await settled(page);
    await snap(page, 'menu-education-super-admin');
  });
});
