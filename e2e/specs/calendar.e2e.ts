import {
  type CalendarView,
  INDIA_OFFSET_MS,
  indiaDay,
  newNotificationText,
  type SchoolEventView,
} from '@shala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { apiOk, apiSignIn, waitUntil } from '../fixtures/exam-seed.js';
import { liveReady, watchLive } from '../fixtures/live-socket.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { POLL, WAIT_MS } from '../fixtures/timeouts.js';
import { openFromBell, signIn, waitForPath } from '../fixtures/ui.js';

// Issue 24 §4, end to end on the demo school: a parent's calendar shows her children's exam
// window and fee due date (the exams and fees declare them); a to-do added on a phone is
// reminded in the bell. The reminder's time is the minute it is added, so it comes at once
// through its job instead of after a wait.
const portal = usePortal({ seedDemo: true });
const PARENT = DEMO.parent;
const DAY_MS = 86_400_000;

describe('the calendar and to-dos (issue 24 §4)', () => {
  it("shows a parent her child's exam window and fee due date", async () => {
    // Which days hold them follows the demo's clock: ask the calendar the screen reads.
    const priya = await apiSignIn(portal, PARENT.username, PARENT.password);
    const now = Date.now();
    const from = indiaDay(new Date(now - 30 * DAY_MS));
    const to = indiaDay(new Date(now + 69 * DAY_MS));
    const { entries } = await apiOk<CalendarView>(
      portal,
      priya,
      'GET',
      `/rest/calendar?from=${from}&to=${to}`,
    );
    const exam = entries.find((e) => e.kind === 'EXAM');
    const fee = entries.find((e) => e.kind === 'FEE');
    if (!exam || !fee)
      throw new Error(`no exam or fee on Priya's calendar: ${JSON.stringify(entries)}`);

    const page = await portal.newPage('desktop');
    await signIn(page, PARENT.username, PARENT.password);
    await waitForPath(page, '/');
    for (const entry of [exam, fee]) {
      await page.goto(`${portal.url}/event?view=agenda&day=${indiaDay(new Date(entry.startAt))}`);
      await page
        .getByRole('button', { name: new RegExp(literal(entry.title)) })
        .first()
        .waitFor();
    }
    await page.goto(`${portal.url}/event?view=month&day=${indiaDay(new Date(fee.startAt))}`);
    await page
      .getByRole('button', { name: new RegExp(literal(`Fee due: ${fee.title}`)) })
      .first()
      .click();
    await page
      .getByRole('dialog', { name: fee.title })
      .getByRole('link', { name: 'Open' })
      .waitFor();
    await snap(page, 'calendar-parent-fee');
    await noAxeFindings(page, 'calendar month with an entry open');
    await page.keyboard.press('Escape');
    await page.goto(`${portal.url}/event`);
    await settled(page);
    await snap(page, 'calendar-parent');
    await noAxeFindings(page, 'calendar month');
    await page.goto(`${portal.url}/event?view=week`);
    await page.getByRole('button', { name: 'Week', pressed: true }).waitFor();
    await settled(page);
    await noAxeFindings(page, 'calendar week');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${portal.url}/event`);
    await page.getByRole('button', { name: 'Agenda', pressed: true }).waitFor();
    await noAxeFindings(page, 'calendar agenda on a phone');
    await page.getByRole('button', { name: 'Add event' }).click();
    await page.getByRole('dialog', { name: 'Add event' }).waitFor();
    await noAxeFindings(page, 'add event dialog');
  });

  it('lets the admin show a hidden school event again', async () => {
    const anita = await apiSignIn(portal, DEMO.admin.username, DEMO.admin.password);
    const events = await apiOk<{ id: string; title: string }[]>(
      portal,
      anita,
      'GET',
      `/rest/events?groupId=${anita.instituteId}`,
    );
    const annual = events.find((e) => e.title === 'Annual Day');
    if (!annual) throw new Error(`no Annual Day: ${JSON.stringify(events)}`);
    await apiOk(portal, anita, 'PUT', '/rest/events/disable', {
      groupId: anita.instituteId,
      id: annual.id,
      disabled: true,
    });
    const page = await portal.newPage('desktop');
    await signIn(page, DEMO.admin.username, DEMO.admin.password);
    await waitForPath(page, '/');
    await page.goto(`${portal.url}/event`);
    const panel = page.getByRole('region', { name: 'Coming school events' });
    await panel.getByText('Annual Day (hidden)').waitFor();
    await noAxeFindings(page, 'coming school events');
    await panel.getByRole('button', { name: 'Show again' }).click();
    await page.getByText('Event shown on calendars again.').waitFor();
    await panel.getByText('Annual Day', { exact: true }).waitFor();
  });

  it("tells a school event's audience of a change, the event its click target", async () => {
    const anita = await apiSignIn(portal, DEMO.admin.username, DEMO.admin.password);
    const events = await apiOk<SchoolEventView[]>(
      portal,
      anita,
      'GET',
      `/rest/events?groupId=${anita.instituteId}`,
    );
    const sports = events.find((e) => e.title === 'Sports Day');
    if (!sports) throw new Error(`no Sports Day: ${JSON.stringify(events)}`);
    const { id, classes, disabled: _d, createdBy: _c, ...fields } = sports;
    await apiOk(portal, anita, 'PUT', '/rest/events', {
      ...fields,
      groupId: anita.instituteId,
      id,
      location: 'Town stadium',
      classIds: classes.map((c) => c.id),
    });
    for (const size of ['desktop', 'phone'] as const) {
      const page = await portal.newPage(size);
      await signIn(page, PARENT.username, PARENT.password);
      await waitForPath(page, '/');
      const dialog = page.getByRole('dialog', { name: 'Sports Day' });
      await openFromBell(page, /^Event changed: Sports Day/, dialog.getByText(/Town stadium/));
      expect(page.url()).toContain(`day=${indiaDay(new Date(sports.startAt))}`);
      // The picture is taken at both sizes once (snap draws the desktop and the phone).
      if (size === 'desktop') await snap(page, 'calendar-event-changed');
      await noAxeFindings(page, `a changed event opened from the bell (${size})`);
    }
  });

  it('reminds of a to-do in the bell at its time, leading to /todo/{id}', async () => {
    const page = await portal.newPage('phone');
    watchLive(page);
    await signIn(page, PARENT.username, PARENT.password);
    await waitForPath(page, '/');
    await page.goto(`${portal.url}/todo`);
    // The reminder comes over the live channel: the page opened after the socket would miss it.
    await liveReady(page);
    const bell = page.getByRole('button', { name: /^Notifications/ });
    const unread = async () =>
      Number((await bell.getAttribute('aria-label'))?.match(/(\d+) unread/)?.[1] ?? 0);
    // The bell's count before, read while no dialog hides the bar.
    await settled(page);
    const before = await unread();
    await page.getByRole('button', { name: 'Add to-do' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to-do' });
    await dialog.getByLabel('To-do').fill('Collect the sports kit');
    const thisMinute = new Date(Date.now() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
    await dialog.getByLabel('Remind me').fill(thisMinute);
    await noAxeFindings(page, 'add to-do dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: /Collect the sports kit/ }).waitFor();
    await snap(page, 'todo-list');

    // The reminder comes over the live channel: its message, and the bell counts it. A socket
    // that was reconnecting when it was sent misses the message, and the bell's re-read after
    // the reconnect still counts it: either shows that it came.
    const arrived = page
      .getByRole('alert')
      .filter({ hasText: newNotificationText('Reminder: Collect the sports kit') });
    await waitUntil(
      'the reminder, as a message or in the bell',
      async () => (await arrived.isVisible()) || (await unread()) > before || undefined,
      WAIT_MS,
      250,
    );
    // On a phone the message covers the bell: OK puts it away, as a parent would.
    if (await arrived.isVisible()) await arrived.getByRole('button', { name: 'OK' }).click();
    await expect.poll(unread, POLL).toBeGreaterThan(before);
    await bell.click();
    await page.getByRole('button', { name: /Reminder: Collect the sports kit \(new\)/ }).click();
    await page.waitForURL(/\/todo\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Collect the sports kit' }).waitFor();
    await snap(page, 'todo-detail');
    await noAxeFindings(page, 'a to-do');
  });
});

/** No serious or critical axe finding (WCAG 2.2 A and AA) on the page as it is. */
async function noAxeFindings(page: Page, where: string) {
  const findings = await axeFindings(page, where);
  expect(findings, describeFindings(findings)).toEqual([]);
}

/** A title as a regular expression's literal text. */
function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
