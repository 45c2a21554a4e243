import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, describeFindings } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { POLL } from '../fixtures/timeouts.js';
import { signIn, waitForPath } from '../fixtures/ui.js';

// Issue 13: the keyboard alone reaches and operates the shell with a visible focus, and the exam
// window's blocked keys (spec §5) never leave a keyboard user outside the question and its
// controls; the running exam window has no serious axe violation either.
const portal = usePortal({ seedDemo: true });

type Focused = { name: string; role: string; shown: boolean; ringed: boolean; inBody: boolean };

/** What has keyboard focus now: its name, and whether it can be seen with a focus indicator. */
const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { name: '', role: 'body', shown: false, ringed: false, inBody: false };
    }
    const rect = el.getBoundingClientRect();
    // The ring is the element's own outline, or its control's (MUI draws it on the ButtonBase
    // around a checkbox's input, and the border of a focused text field).
    let ringed = false;
    for (let node: HTMLElement | null = el, depth = 0; node && depth < 4; depth += 1) {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      if (outline || node.classList.contains('Mui-focused')) ringed = true;
      node = node.parentElement;
    }
    return {
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 60),
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      shown: rect.width > 0 && rect.height > 0,
      ringed,
      inBody: document.body.contains(el),
    };
  });

/** Presses Tab up to `max` times; what each stop was. */
async function tabThrough(page: Page, max: number): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(await focused(page));
  }
  return stops;
}

async function signedIn(who: { username: string; password: string }) {
  const page = await portal.newPage('desktop');
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Quick panel' }).waitFor();
  await settled(page);
  return page;
}

describe('the keyboard alone', () => {
  it('reaches every part of the shell with a visible focus, and opens and closes its menus', async () => {
    const page = await signedIn(DEMO.admin);
    const stops = await tabThrough(page, 45);
    const unseen = stops.filter((s) => s.role !== 'body' && (!s.shown || !s.ringed));
    expect(unseen, 'every stop is shown with a focus ring').toEqual([]);
    const names = stops.map((s) => s.name);
    for (const part of [
      'School ERP',
      'Notifications',
      'user menu',
      'Quick panel',
      'Search members',
    ]) {
      expect(
        names.some((n) => n.includes(part)),
        `Tab reaches ${part}`,
      ).toBe(true);
    }

    // A menu opens with Enter on its first entry and Escape gives focus back to its button.
    const menuButton = page.getByRole('button', { name: 'School ERP' });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem');
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).role).toBe('menuitem');
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // Focus goes back as the menu closes: read until it has.
    await expect
      .poll(() => menuButton.evaluate((el) => el === document.activeElement), POLL)
      .toBe(true);

    // The quick panel: focus moves into it, Tab stays in it, Escape returns to its button.
    const panelButton = page.getByRole('button', { name: 'Quick panel' });
    await panelButton.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Quick panel' });
    await panel.waitFor();
    for (const stop of await tabThrough(page, 8)) {
      expect(stop.role, 'focus stays in the open panel').not.toBe('body');
    }
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect
      .poll(() => panelButton.evaluate((el) => el === document.activeElement), POLL)
      .toBe(true);
  });

  it('moves through a running exam’s question and controls; the blocked keys trap no one', async () => {
    const page = await signedIn(DEMO.student);
    await page.goto('/exam');
    const start = page.getByRole('link', { name: /^Start: / }).first();
    await start.waitFor();
    await page.goto((await start.getAttribute('href')) ?? '/');
    await page.getByRole('heading', { name: 'Before you begin' }).waitFor();
    // The rules and the agreement, by keyboard: Next, I Agree, Begin.
    for (const name of ['Next', 'I Agree', 'Begin']) {
      const control = page.getByRole('button', { name, exact: true });
      await control.waitFor();
      await page.waitForFunction(
        (label) =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === label && !b.disabled,
          ),
        name,
      );
      await control.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByRole('heading', { name: /^Question 1 of / }).waitFor();
    // The running window is held to the walk's bar too (the walk sees its first page only).
    await settled(page);
    const findings = await axeFindings(page, 'the running exam window');
    expect(findings, describeFindings(findings)).toEqual([]);

    // Escape is blocked (spec §5) yet focus stays where it was, and Tab goes on through the
    // question's choices and controls and comes round again: no trap, no dead end.
    await page.keyboard.press('Tab');
    const first = await focused(page);
    await page.keyboard.press('Escape');
    expect((await focused(page)).name).toBe(first.name);
    const stops = await tabThrough(page, 30);
    const controls = stops.filter((s) => s.role !== 'body');
    expect(controls.filter((s) => !s.inBody || !s.shown || !s.ringed)).toEqual([]);
    // Past the last control the browser's own stop (the page itself) comes once per round, and
    // the next Tab is back in the exam: never two in a row.
    const stuck = stops.some((s, i) => s.role === 'body' && stops[i + 1]?.role === 'body');
    expect(stuck, 'Tab never stays outside the exam').toBe(false);
    const names = stops.map((s) => s.name);
    expect(
      names.some((n) => /Next Question|Save And Review/.test(n)),
      'Tab reaches the controls',
    ).toBe(true);
    // The questions are shuffled per attempt: the first one may take choices or written words.
    expect(
      stops.some((s) => s.role === 'input' || s.role === 'textarea'),
      'Tab reaches where the answer is given',
    ).toBe(true);
    expect(names.filter((n) => n === first.name).length, 'Tab comes round again').toBeGreaterThan(
      0,
    );
  });
});
