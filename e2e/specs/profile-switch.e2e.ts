import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { POLL } from '../fixtures/timeouts.js';
import { openQuickPanel, pathOf, seeText, signIn, waitForPath } from '../fixtures/ui.js';

// The demo school's parent (see README "Demo accounts"): one account, three profiles.
const PARENT = DEMO.parent;

const portal = usePortal({ seedDemo: true });

/** Opens the quick panel and ticks a linked profile as the default; the app reloads at root. */
async function switchTo(page: Page, fullName: string) {
  await openQuickPanel(page);
  const box = page.getByRole('checkbox', { name: `Default profile: ${fullName}` });
  await box.waitFor({ state: 'visible' });
  // The app reloads as a whole (a new document), not just a route change.
  await Promise.all([page.waitForEvent('load'), box.click()]);
  await waitForPath(page, '/');
}

/** The Linked Profiles of the open quick panel, in order, with the acting one marked. */
async function linkedProfiles(page: Page): Promise<string[]> {
  const boxes = page.getByRole('checkbox', { name: /^Default profile: / });
  await boxes.first().waitFor();
  return boxes.evaluateAll((els) =>
    els.map((el) => {
      const name = (el.getAttribute('aria-label') ?? '').replace('Default profile: ', '');
      return (el as HTMLInputElement).checked ? `${name} (acting)` : name;
    }),
  );
}

async function closePanel(page: Page) {
  await page.getByRole('button', { name: 'Close quick panel' }).click();
  await page.getByRole('dialog', { name: 'Quick panel' }).waitFor({ state: 'hidden' });
}

describe('profile switch (spec §4)', () => {
  it("a parent switches between two linked children and sees each one's class", async () => {
    const page = await portal.newPage('desktop');
    await signIn(page, PARENT.username, PARENT.password);
    await waitForPath(page, '/');
    // As the parent: both children with their classes.
    const children = page.getByRole('region', { name: 'Your children' });
    await children.getByText('Aarav Sharma').waitFor();
    await children.getByText(/Class 3 A/).waitFor();
    await children.getByText(/Class 7 B/).waitFor();
    await settled(page);
    await snap(page, 'dashboard-parent');

    // The account's own profile first, then the others by first name.
    await openQuickPanel(page);
    expect(await linkedProfiles(page)).toEqual([
      'Priya Sharma (acting)',
      'Aarav Sharma',
      'Diya Sharma',
    ]);
    await closePanel(page);

    await switchTo(page, 'Aarav Sharma');
    expect(pathOf(page)).toBe('/');
    await seeText(page, /, Aarav Sharma$/, 'the dashboard greets the child now acting');
    const klass = page.getByTestId('student-class');
    await klass.waitFor();
    await expect.poll(() => klass.textContent(), POLL).toBe('Class 3 A');
    await settled(page);
    await snap(page, 'dashboard-student-aarav');
    // The same order whichever profile is acting; the acting one is marked.
    await openQuickPanel(page);
    expect(await linkedProfiles(page)).toEqual([
      'Priya Sharma',
      'Aarav Sharma (acting)',
      'Diya Sharma',
    ]);
    await page.getByText('(acting now)', { exact: true }).waitFor();
    await settled(page);
    await snap(page, 'quick-panel-linked-profiles-aarav');
    await closePanel(page);

    await switchTo(page, 'Diya Sharma');
    expect(pathOf(page)).toBe('/');
    await seeText(page, /, Diya Sharma$/);
    await page.getByTestId('student-class').getByText('Class 7 B').waitFor();
    expect(await page.getByText('Class 3 A').count()).toBe(0);
    await openQuickPanel(page);
    expect(await linkedProfiles(page)).toEqual([
      'Priya Sharma',
      'Aarav Sharma',
      'Diya Sharma (acting)',
    ]);
    // The user data kept in the browser is the new profile's.
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
    expect(kept.fullName).toBe('Diya Sharma');
  });
});
