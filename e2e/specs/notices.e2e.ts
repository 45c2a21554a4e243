import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { notificationEntry, seeText, signIn, waitForPath } from '../fixtures/ui.js';

// Issue 24 "Must show": a notice reaches its readers and counts them. On the demo school, the
// admin posts a notice to Class 5 A from the compose dialog; Rohan (Class 5 A) finds it in his
// bell on a 360 px phone and opens it; the admin's count of who has seen it rises to 1.
const portal = usePortal({ seedDemo: true });
const TITLE = 'Bring your library books on Thursday';
/** The pinned Sports Day notice: its day follows the demo's clock, as the calendar's event does. */
const SPORTS_DAY = /Annual Sports Day on \w+, \d{1,2} \w+/;

describe('notices', () => {
  it('reach their readers, who open them from the bell, and count them', async () => {
    const admin = await portal.newPage('desktop');
    await signIn(admin, DEMO.admin.username, DEMO.admin.password);
    await waitForPath(admin, '/');
    await admin.goto('/notice');
    await seeText(admin, 'Winter uniform from 1 December');
    await admin.getByRole('button', { name: 'New notice' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New notice' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog
      .getByLabel('Text')
      .fill('The library week starts on Thursday. Bring every book you borrowed.');
    await dialog.getByRole('radio', { name: /^Classes/ }).check();
    await dialog.getByRole('checkbox', { name: 'Class 5 A' }).check();
    await snap(admin, 'notices-compose');
    const findings: Finding[] = [...(await axeFindings(admin, 'compose dialog'))];
    await dialog.getByRole('button', { name: 'Post' }).click();
    await seeText(admin, /^Seen by nobody yet of \d+$/);
    const total = Number(
      /of (\d+)$/.exec(
        (await admin.getByText(/^Seen by nobody yet of \d+$/).textContent()) ?? '',
      )?.[1],
    );
    expect(total).toBeGreaterThan(10);
    await snap(admin, 'notices-detail-admin');
    findings.push(...(await axeFindings(admin, 'notice with its readers')));

    const rohan = await portal.newPage('phone');
    await signIn(rohan, DEMO.student.username, DEMO.student.password);
    await waitForPath(rohan, '/');
    // The dashboard's Notices card: Sports Day pinned, the new one unread, each a link.
    const card = rohan.getByRole('region', { name: 'Notices', exact: true });
    await card.getByRole('link', { name: SPORTS_DAY }).waitFor();
    await card.getByRole('link', { name: `${TITLE} (unread)` }).waitFor();
    await card.getByRole('link', { name: 'All notices' }).waitFor();
    await snap(rohan, 'notices-dashboard-student');
    findings.push(...(await axeFindings(rohan, 'dashboard notices card on a phone')));
    await (await notificationEntry(rohan, new RegExp(`New notice: ${TITLE}`))).click();
    await waitForPath(rohan, '/notice');
    await seeText(rohan, 'The library week starts on Thursday. Bring every book you borrowed.');
    await snap(rohan, 'notices-detail-student');
    await rohan.getByRole('button', { name: 'All notices' }).click();
    await seeText(rohan, SPORTS_DAY);
    await snap(rohan, 'notices-list-student');
    findings.push(...(await axeFindings(rohan, 'notice list on a phone')));

    await admin.reload();
    await seeText(admin, `Seen by 1 of ${total}`);
    await admin.getByRole('button', { name: 'All notices' }).click();
    await admin.getByRole('tab', { name: 'Posted' }).click();
    await seeText(admin, `Seen by 1 of ${total}`);
    await snap(admin, 'notices-posted-admin');

    const priya = await portal.newPage('desktop');
    await signIn(priya, DEMO.parent.username, DEMO.parent.password);
    await waitForPath(priya, '/');
    const priyas = priya.getByRole('region', { name: 'Notices', exact: true });
    await priyas.getByRole('link', { name: SPORTS_DAY }).click();
    await waitForPath(priya, '/notice');
    await priya.getByRole('heading', { name: SPORTS_DAY }).waitFor();
    await priya.goBack();
    await priyas.waitFor();
    await snap(priya, 'notices-dashboard-parent');
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
