import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { axeFindings, axeRuns, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { apiSignIn, classIdOf } from '../fixtures/exam-seed.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { openBarMenu, openQuickPanel, openUserMenu, signIn, waitForPath } from '../fixtures/ui.js';

// Issue 13: what opens over a screen is held to the same bar as the screens
// (the menu walk, menu-walk.e2e.ts): the top bar's menus, the notification dropdown, the quick panel and
// each of its tabs, a chat bubble, the mobile menu on a phone, the Students Cart and the payment
// dialog. axe looks at the whole page with the panel open.
const portal = usePortal({ seedDemo: true });

async function signedIn(who: { username: string; password: string }, size: 'desktop' | 'phone') {
  const page = await portal.newPage(size);
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Quick panel' }).waitFor();
  return page;
}

/** Waits until nothing moves: the panel's data arrived and its transition has ended. */
async function still(page: Page) {
  await settled(page);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

async function check(page: Page, where: string, findings: Finding[]) {
  await still(page);
  findings.push(...(await axeFindings(page, where)));
}

describe('accessibility of what opens over a screen', () => {
  afterAll(() => {
    console.log(
      `[a11y] panels: ${axeRuns.checked} checked by axe, ${axeRuns.sameShape} same shape`,
    );
  });

  it('the student’s menus, notifications, quick panel and chat bubble', async () => {
    const page = await signedIn(DEMO.student, 'desktop');
    const findings: Finding[] = [];

    await openBarMenu(page, 'School ERP');
    await check(page, 'School ERP menu', findings);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await (await openUserMenu(page)).getByRole('menuitem', { name: 'My Profile' }).waitFor();
    await check(page, 'user menu', findings);
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page
      .getByRole('dialog', { name: 'Notifications' })
      .getByText('Upcoming Deadlines')
      .waitFor();
    await check(page, 'notification dropdown', findings);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ state: 'hidden' });

    const panel = await openQuickPanel(page);
    for (const tab of ['Notifications and settings', 'Logs', 'Groups and chat']) {
      await panel.getByRole('tab', { name: tab }).click();
      await check(page, `quick panel: ${tab}`, findings);
    }
    // A chat from the panel opens in a bubble on a wide screen.
    await panel
      .getByRole('button', { name: /Asha Verma/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: /Asha Verma/ }).waitFor();
    await check(page, 'chat bubble', findings);

    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it('the menus on a phone', async () => {
    const page = await signedIn(DEMO.parent, 'phone');
    const findings: Finding[] = [];
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('link', { name: /Policies|My Profile|Fee/ })
      .first()
      .waitFor();
    await check(page, 'mobile menu', findings);
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it('the accountant’s Students Cart and payment dialog', async () => {
    const admin = await apiSignIn(portal, DEMO.admin.username, DEMO.admin.password);
    const classId = await classIdOf(portal, admin, 'Class 5 A');
    const page = await signedIn(DEMO.accountant, 'desktop');
    const findings: Finding[] = [];
    await page.goto(`/group/${classId}`);
    await page
      .getByRole('button', { name: /^Add to cart: / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Students cart, 1 student' }).click();
    const cart = page.getByRole('dialog', { name: 'Students Cart' });
    await cart.getByRole('button', { name: 'Proceed to Payment' }).waitFor();
    await check(page, 'Students Cart', findings);
    await cart.getByRole('button', { name: 'Proceed to Payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Add Multiple Payment' });
    await payment.getByLabel('Transaction ID').waitFor();
    await check(page, 'payment dialog', findings);
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
