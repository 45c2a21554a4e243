import path from 'node:path';
import { NOTIFICATION_API } from '@shala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, snap, VIEWPORTS } from '../fixtures/artifacts.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  openQuickPanel,
  pathOf,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

const SUPER_ADMIN = DEMO.superAdmin;
const ACCOUNTANT = DEMO.accountant;
const STUDENT = DEMO.student;

const portal = usePortal({ seedDemo: true });

/** One screenshot at the page's current size (a popover is placed for that size). */
async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), animations: 'disabled' });
}

async function signedIn(page: Page, who: { username: string; password: string }) {
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  await page.getByRole('button', { name: 'Quick panel' }).waitFor();
}

/** Two students as spec §3 "Payment cart entry per student" keeps them. */
const cartEntry = (id: string, fullName: string, contactName: string, className: string) => ({
  userProfile: {
    userProfileId: id,
    fullName,
    contactDto: { contactName },
    memberOutputDtos: [{ id: `member-${id}`, sessionId: 'session-1' }],
  },
  group: { id: `class-${className}`, name: className },
  summaryDataFees: { dueParticularsMap: {} },
  summaryDataTransport: null,
  paymentRecordTypeIdFee: 'fee',
  paymentRecordTypeIdTransport: null,
});

const cartButton = (page: Page, count: number) =>
  page.getByRole('button', {
    name: `Students cart, ${count} ${count === 1 ? 'student' : 'students'}`,
  });

/** Waits until the notification panel has faded in (its texts are measured at full opacity). */
const fullyShown = (page: Page) =>
  page.waitForFunction(() => {
    const dialog = document.querySelector('[role="dialog"][aria-label="Notifications"]');
    return dialog && getComputedStyle(dialog).opacity === '1';
  });

/** The contrast ratio of an element's text with white, taking the opacity of its ancestors. */
async function contrastOnWhite(page: Page, text: string): Promise<number> {
  return page.getByText(text, { exact: true }).evaluate((el) => {
    const [r = 0, g = 0, b = 0, a = 1] = (getComputedStyle(el).color.match(/[\d.]+/g) ?? []).map(
      Number,
    );
    let alpha = a;
    for (let node: Element | null = el; node; node = node.parentElement) {
      alpha *= Number(getComputedStyle(node).opacity);
    }
    // The colour the eye sees: the text blended over the white paper.
    const seen = [r, g, b].map((c) => c * alpha + 255 * (1 - alpha));
    const lum = (rgb: number[]) => {
      const [R = 0, G = 0, B = 0] = rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    return (1 + 0.05) / (lum(seen) + 0.05);
  });
}

describe('the Students Cart (spec §2.5)', () => {
  it('shows the empty cart, refuses to proceed without students, and removes a kept student', async () => {
    const page = await portal.newPage('desktop');
    await signedIn(page, ACCOUNTANT);

    // Empty: the dialog opens from the top bar with the spec's empty state and a 340 px table.
    await cartButton(page, 0).click();
    const dialog = page.getByRole('dialog', { name: 'Students Cart' });
    await dialog.waitFor();
    await dialog.getByText('Payment Cart is empty', { exact: true }).waitFor();
    const table = await dialog.getByTestId('cart-table').boundingBox();
    expect(table?.height).toBe(340);
    await settled(page);
    await snap(page, 'cart-empty');

    // Proceeding with nobody: the §8 warnings (the dialog closes so they are read out), and the
    // page stays.
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('alert').getByText('No students found for payment!').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await snap(page, 'cart-empty-warning');
    await cartButton(page, 0).click();
    await dialog.getByRole('button', { name: 'Proceed to Gate Pass' }).click();
    await page.getByRole('alert').getByText('No students found for gate pass!').waitFor();
    expect(pathOf(page)).toBe('/');

    // Escape closes it, and keyboard focus goes back to the cart button.
    await cartButton(page, 0).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back as the dialog closes: read until it has.
    await expect
      .poll(() => cartButton(page, 0).evaluate((el) => el === document.activeElement), POLL)
      .toBe(true);

    // Two students kept in the browser's cart, as the badge reads it.
    await page.evaluate(
      (entries) => localStorage.setItem('cart', JSON.stringify(entries)),
      [
        cartEntry('p-aarav', 'Aarav Sharma', 'Priya Sharma', 'Class 3 A'),
        cartEntry('p-diya', 'Diya Sharma', 'Priya Sharma', 'Class 7 B'),
      ],
    );
    await page.reload();
    await settled(page);
    await cartButton(page, 2).waitFor();

    // From the keyboard: Enter on the cart button opens it.
    await cartButton(page, 2).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    const rows = dialog.getByRole('row');
    await dialog.getByText('Aarav Sharma', { exact: true }).waitFor();
    await dialog.getByText('Diya Sharma', { exact: true }).waitFor();
    expect(await rows.count()).toBe(3); // header and two students
    await settled(page);
    await snap(page, 'cart-two-students');

    await dialog.getByRole('button', { name: 'Remove Aarav Sharma from the cart' }).click();
    await dialog.getByText('Aarav Sharma', { exact: true }).waitFor({ state: 'detached' });
    expect(await rows.count()).toBe(2);
    // The badge follows at once (the dialog hides the button from the accessibility tree).
    await page.waitForFunction(
      () => document.querySelector('[data-testid="cart-count"]')?.textContent === '1',
    );
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(
      kept.map((e: { userProfile: { userProfileId: string } }) => e.userProfile.userProfileId),
    ).toEqual(['p-diya']);
    expect(await scrollsSideways(page)).toBe(false);

    // With students, Proceed to Payment opens the Add Multiple Payment dialog (spec §2.5;
    // e2e/specs/payments.e2e.ts pays through it); Cancel closes it.
    await dialog.getByRole('button', { name: 'Proceed to Payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const payment = page.getByRole('dialog', { name: 'Add Multiple Payment' });
    await payment.waitFor();
    await payment.getByRole('button', { name: 'Cancel' }).click();
    await payment.waitFor({ state: 'hidden' });
  });

  it('fits a 360 px screen', async () => {
    const page = await portal.newPage('phone');
    await signedIn(page, ACCOUNTANT);
    await page.evaluate(
      (entries) => localStorage.setItem('cart', JSON.stringify(entries)),
      [cartEntry('p-aarav', 'Aarav Sharma', 'Priya Sharma', 'Class 3 A')],
    );
    await page.reload();
    // The shell's first reads done (who may collect fees decides whether the cart is there): a
    // click while they run may open a cart the next answer redraws.
    await settled(page);
    await cartButton(page, 1).click();
    const dialog = page.getByRole('dialog', { name: 'Students Cart' });
    await dialog.getByText('Aarav Sharma', { exact: true }).waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    for (const name of ['Proceed to Gate Pass', 'Proceed to Payment', 'Cancel']) {
      const button = await dialog.getByRole('button', { name }).boundingBox();
      expect(button && button.height >= 24 && button.x + button.width <= 360, name).toBe(true);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await cartButton(page, 1).waitFor();
  });
});

describe('the notification dropdown (spec §2.4)', () => {
  it('reads its empty texts at full contrast and takes keyboard focus', async () => {
    const page = await portal.newPage('desktop');
    // The platform's super admin belongs to no institute: nothing notified, nothing due.
    await signedIn(page, SUPER_ADMIN);
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();
    await panel.getByRole('heading', { name: 'School ERP' }).waitFor();
    await panel.getByRole('heading', { name: 'Upcoming Deadlines' }).waitFor();
    await panel.getByRole('button', { name: 'Mark all read' }).waitFor();
    // Once shown, focus is on the first thing to act on: with nothing to mark read, turning on
    // the browser's notifications.
    await fullyShown(page);
    await expect
      .poll(
        () =>
          panel
            .getByRole('button', { name: 'Turn on browser notifications' })
            .evaluate((el) => el === document.activeElement),
        { ...POLL, message: 'the first action has keyboard focus' },
      )
      .toBe(true);
    for (const text of ['No latest messages', 'Nothing due']) {
      const item = panel.getByText(text, { exact: true });
      await item.waitFor();
      expect(await item.evaluate((el) => el.closest('[aria-disabled="true"]') === null)).toBe(true);
      expect(await contrastOnWhite(page, text), text).toBeGreaterThanOrEqual(4.5);
    }
    await settled(page);
    await shoot(page, 'notifications-empty-desktop');
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(() => bell.evaluate((el) => el === document.activeElement), POLL).toBe(true);

    // On a 360 px screen the panel stays on the screen.
    await page.setViewportSize(VIEWPORTS.phone);
    await bell.click();
    await panel.waitFor();
    await page.waitForFunction(() => {
      const box = document.querySelector('[role="dialog"][aria-label="Notifications"]');
      const rect = box?.getBoundingClientRect();
      return rect && rect.left >= 0 && rect.right <= window.innerWidth;
    });
    await shoot(page, 'notifications-empty-phone');
  });

  it('lists a student’s notifications, unread first marked, with his deadlines', async () => {
    const page = await portal.newPage('desktop');
    await signedIn(page, STUDENT);
    // A student collects no fees: no cart in the top bar.
    expect(await page.getByRole('button', { name: /^Students cart/ }).count()).toBe(0);
    // The demo leaves Rohan three unread: his new exam, and two notices (Sports Day to the
    // school, the science project to Class 5 A) he has not opened. The bell counts what the
    // server holds: the server's own jobs may have added one since (a reminder's time came
    // while the file's server started, on a busy CI run), so the count is read from the API.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const serverUnread = () =>
      page.evaluate(
        async (url) => (await (await fetch(url)).json()).unreadCount as number,
        `${NOTIFICATION_API.list}?page=1&size=20`,
      );
    await expect
      .poll(async () => {
        const [label, unread] = [await bell.getAttribute('aria-label'), await serverUnread()];
        const agrees = label === `Notifications, ${unread} unread` && unread >= 3;
        return agrees ? 'agrees' : `the bell says "${label}", the server ${unread}`;
      }, POLL)
      .toBe('agrees');
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByRole('heading', { name: /^School ERP \([3-9]\d*\)$/ }).waitFor();
    await panel
      .getByRole('button', { name: /^New notice: Annual Sports Day on \w+, \d{1,2} \w+ \(new\)/ })
      .waitFor();
    const newest = 'New exam: Unit Test 2: EVS and General Knowledge';
    const unread = panel.getByRole('button', { name: `${newest} (new)` });
    await unread.waitFor();
    await fullyShown(page);
    expect(await contrastOnWhite(page, `${newest} (new)`)).toBeGreaterThanOrEqual(4.5);
    await panel.getByRole('button', { name: /^Result out/ }).waitFor();
    await panel
      .getByText(/days? remaining/)
      .first()
      .waitFor();
    await shoot(page, 'notifications-student-desktop');
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await panel.getByRole('heading', { name: 'School ERP', exact: true }).waitFor();
    await panel.getByRole('button', { name: new RegExp(`^${newest} Unit Test 2`) }).waitFor();
  });
});

describe('the quick panel Groups and chat tab (spec §2.4)', () => {
  it("lists the student's institute and class as links, his chats and Visit Chat", async () => {
    const page = await portal.newPage('desktop');
    await signedIn(page, STUDENT);
    const me = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
    const panel = await openQuickPanel(page);
    await panel.getByRole('tab', { name: 'Groups and chat' }).click();
    const groups = panel.getByRole('list', { name: 'Groups' });
    const school = groups.getByRole('link', { name: /^Demo Public School/ });
    const klass = groups.getByRole('link', { name: /^Class 5 A/ });
    await school.waitFor();
    expect(await school.getAttribute('href')).toBe(`/group/${me.defaultInstituteId}`);
    expect(await klass.getAttribute('href')).toBe(`/group/${me.defaultClassId}`);
    await panel.getByRole('heading', { name: 'Chats', exact: true }).waitFor();
    await panel.getByRole('region', { name: 'Friends Chats' }).getByText('Asha Verma').waitFor();
    await panel.getByRole('region', { name: 'Group Chats' }).getByText('Class 5 A').waitFor();
    const visitChat = panel.getByRole('link', { name: 'Visit Chat' });
    expect(await visitChat.getAttribute('href')).toBe('/chat');
    await settled(page);
    await snap(page, 'quick-panel-groups-and-chat');

    // A class opens its group page, and the panel closes.
    await klass.click();
    await waitForPath(page, `/group/${me.defaultClassId}`);
    await panel.waitFor({ state: 'hidden' });
    await seeText(page, 'Class 5 A');
  });
});

describe('signed out by the permission check (spec §4)', () => {
  it('says so on the sign-in page and returns to the page after signing in again', async () => {
    const page = await portal.newPage('desktop');
    await signedIn(page, STUDENT);
    await page.goto('/profile-settings/basic-info');
    await page.getByRole('textbox', { name: 'First Name' }).waitFor();
    // From now on the permission check finds no user permissions.
    await page.route('**/rest/permission/user', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }),
    );
    await waitForPath(
      page,
      '/auth',
      new URLSearchParams({ reason: 'signedOut', returnUrl: '/profile-settings/basic-info' }),
    );
    await page
      .getByRole('status')
      .getByText('You have been signed out. Please sign in again.', { exact: true })
      .waitFor();
    await snap(page, 'signed-out-by-permission-check');
    await page.unroute('**/rest/permission/user');
    await signIn(page, STUDENT.username, STUDENT.password);
    await waitForPath(page, '/profile-settings/basic-info');
  });

  it('the sign-in page says nothing of it after an ordinary visit', async () => {
    const page = await portal.newPage('desktop');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.getByText('You have been signed out.', { exact: false }).count()).toBe(0);
  });
});
