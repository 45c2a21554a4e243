import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { usePortal } from '../fixtures/portal.js';
import { signIn, waitForPath } from '../fixtures/ui.js';

// Demo school accounts (README "Demo accounts").
const ADMIN = { username: 'anita_desai', password: 'Admin@1234' };
const STUDENT = { username: 'rohan_mehta', password: 'Student@123' };

const portal = usePortal({ seedDemo: true });

async function openSchoolErp(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'School ERP' })
    .click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  // Notices needs getNotice, which both roles hold: once it shows, permissions have loaded.
  await menu.getByRole('menuitem', { name: 'Notices' }).waitFor();
  return menu;
}

describe('menus gated by permissions (spec §2.4)', () => {
  it('an institute admin sees Admission Management in School ERP and it opens', async () => {
    const page = await portal.newPage('desktop');
    await signIn(page, ADMIN.username, ADMIN.password);
    await waitForPath(page, '/');
    await page.getByRole('region', { name: 'Your institute today' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'dashboard-admin');
    const menu = await openSchoolErp(page);
    const entry = menu.getByRole('menuitem', { name: 'Admission Management' });
    await entry.waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'menu-school-erp-admin');
    await entry.click();
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
    await page.waitForLoadState('networkidle');
    await snap(page, 'menu-school-erp-student');
    await page.keyboard.press('Escape');

    // The user dropdown has every entry of §2.4.
    await page.getByRole('button', { name: 'User menu' }).click();
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
    await page.waitForLoadState('networkidle');
    await snap(page, 'user-profile-student');
    await page.goto('/profile-settings/basic-info');
    await page.getByRole('textbox', { name: 'First Name' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'profile-settings-basic-info');
    await page.getByRole('tab', { name: 'Security Settings' }).click();
    await page.getByRole('heading', { name: 'Change password' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'profile-settings-security');
    await page.getByRole('tab', { name: 'Account Settings' }).click();
    await page.getByRole('textbox', { name: 'New email' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'profile-settings-account');
    await page.goto('/verify-account');
    await page.getByRole('heading', { name: 'Verify Account' }).waitFor();
    await page.waitForLoadState('networkidle');
    await snap(page, 'verify-account');
  });
});
