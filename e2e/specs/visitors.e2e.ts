import { type GatePassList, VISITOR_API } from '@shala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  apiAsPage,
  defaultInstituteOf,
  openBarMenu,
  openFromBell,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// Issue 25 "Must show": a visitor is logged and the host notified; a gate pass made from the
// cart is scanned out at the gate and the guardian notified. On the demo school, Vikram Iyer
// (front office) checks in a visitor to meet Asha Verma, with a photo, and she finds him from
// her bell; he puts Priya Sharma's Aarav and Diya in the Students Cart and proceeds to a gate
// pass for their uncle; Priya approves it from her bell on her phone; at the gate Vikram's phone
// reads a photo of the pass's QR and lets them out, and Priya is told.
const portal = usePortal({ seedDemo: true });
const VISITOR = 'Ramesh Kumar';

async function signedIn(who: { username: string; password: string }, size: 'desktop' | 'phone') {
  const page = await portal.newPage(size);
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  return page;
}

/** A JPEG drawn by the browser: what a phone's camera gives the photo input. */
const photoOf = async (page: Page) =>
  Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 240;
      canvas.height = 300;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no canvas');
      g.fillStyle = '#8ecae6';
      g.fillRect(0, 0, 240, 300);
      g.fillStyle = '#e0a96d';
      g.beginPath();
      g.arc(120, 120, 70, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
    }),
    'base64',
  );

const bellTitles = async (page: Page) =>
  (
    await apiAsPage<{ schoolErpNotifications: { title: string }[] }>(page, '/rest/notification', {
      page: '1',
      size: '50',
    })
  ).schoolErpNotifications.map((n) => n.title);

describe('visitors and gate passes', () => {
  it('log a visitor and tell the host; a pass from the cart is approved, scanned out, and the guardian told', async () => {
    const findings: Finding[] = [];
    const vikram = await signedIn(DEMO.frontOffice, 'desktop');
    const groupId = await defaultInstituteOf(vikram);
    const menu = await openBarMenu(vikram, 'School ERP');
    await menu.getByRole('menuitem', { name: 'Gate pass', exact: true }).click();
    await waitForPath(vikram, '/visitor-management');

    // A visitor for Asha, with a photo.
    await vikram.getByRole('button', { name: 'Check in a visitor' }).click();
    const checkIn = vikram.getByRole('dialog', { name: 'Check in a visitor' });
    await checkIn.getByLabel('Visitor’s name').fill(VISITOR);
    await checkIn.getByLabel('Phone').fill('98765 43210');
    await checkIn.getByLabel('Purpose').selectOption({ label: 'Parent’s visit' });
    await checkIn.getByLabel('Whom to meet').selectOption({ label: 'Asha Verma' });
    await vikram
      .getByTestId('visitor-photo')
      .setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer: await photoOf(vikram) });
    await checkIn.getByRole('img', { name: /visitor’s photo/ }).waitFor();
    findings.push(...(await axeFindings(vikram, 'check-in dialog')));
    await checkIn.getByRole('button', { name: 'Check in' }).click();
    await checkIn.waitFor({ state: 'detached' });
    await seeText(vikram, 'Visitor checked in. Asha Verma has been told.');
    const thumbnail = vikram.getByRole('img', { name: `Photo of ${VISITOR}` });
    await expect
      .poll(
        () => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
    await snap(vikram, 'visitors-log');
    findings.push(...(await axeFindings(vikram, 'visitor log')));

    // Asha finds him from her bell.
    const asha = await signedIn(DEMO.teacher, 'desktop');
    const hers = asha.getByRole('heading', { name: 'Your visitors today' });
    await openFromBell(asha, new RegExp(`Visitor for you: ${VISITOR}`), hers);
    await waitForPath(asha, '/visitor-management');
    await seeText(asha, VISITOR);

    // Aarav and Diya in the cart from their classes, then Proceed to Gate Pass.
    const classes = await apiAsPage<{ id: string; name: string }[]>(
      vikram,
      `/rest/groups/${groupId}/classes`,
      {},
    );
    for (const [className, student] of [
      ['Class 3 A', 'Aarav Sharma'],
      ['Class 7 B', 'Diya Sharma'],
    ] as const) {
      await vikram.goto(`/group/${classes.find((c) => c.name === className)?.id ?? ''}`);
      const add = vikram.getByRole('button', { name: `Add to cart: ${student}` });
      await add.click();
      await add.waitFor({ state: 'detached' });
    }
    await vikram.getByRole('button', { name: /^Students cart, 2 students/ }).click();
    await vikram
      .getByRole('dialog', { name: 'Students Cart' })
      .getByRole('button', { name: 'Proceed to Gate Pass' })
      .click();
    const form = vikram.getByRole('dialog', { name: 'New gate pass' });
    await form.getByText('Priya Sharma').first().waitFor();
    await form.getByLabel('Someone else').check();
    await form.getByLabel(/^Name/).fill('Ramesh Kumar');
    await form.getByLabel('Phone').fill('9876543210');
    await form.getByLabel('Relation to the students').fill('Uncle');
    await form.getByLabel('Reason').fill('Family function in the evening');
    findings.push(...(await axeFindings(vikram, 'new gate pass dialog')));
    await form.getByRole('button', { name: 'Create gate pass' }).click();
    const made = vikram.getByRole('dialog', { name: /^Gate pass GP-/ });
    await made
      .getByText('Gate pass created. It waits for the guardians’ approval in the app.')
      .waitFor();
    await made.getByRole('img', { name: /^QR code of gate pass GP-/ }).waitFor();
    await snap(vikram, 'visitors-pass-made');
    const [pass] = (await apiAsPage<GatePassList>(vikram, VISITOR_API.gatePasses, { groupId }))
      .passes;
    if (!pass) throw new Error('no pass made');
    expect(pass).toMatchObject({
      status: 'AWAITING_GUARDIAN',
      collector: { name: 'Ramesh Kumar' },
    });
    expect(pass.students.map((s) => s.name)).toEqual(['Aarav Sharma', 'Diya Sharma']);
    // The cart gave its students to the pass.
    expect(
      await vikram.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length),
    ).toBe(0);

    // Priya approves for both children from her bell, on her phone.
    const priya = await signedIn(DEMO.parent, 'phone');
    const opened = priya.getByRole('dialog', { name: new RegExp(`^Gate pass ${pass.number}`) });
    await openFromBell(priya, /Approve gate pass for/, opened);
    for (const child of ['Aarav Sharma', 'Diya Sharma']) {
      await opened
        .getByRole('button', { name: new RegExp(`^Approve gate pass.*${child}`) })
        .click();
      const confirm = priya.getByRole('dialog', { name: 'Approve the gate pass?' });
      await confirm.getByRole('button', { name: 'Approve' }).click();
      await confirm.waitFor({ state: 'detached' });
    }
    await opened.getByRole('img', { name: /^QR code of gate pass/ }).waitFor();
    expect(await scrollsSideways(priya)).toBe(false);
    await snap(priya, 'visitors-guardian-approved');
    findings.push(...(await axeFindings(priya, 'guardian’s pass on a phone')));

    // At the gate, Vikram's phone reads a photo of the pass and lets them out.
    const gate = await signedIn(DEMO.frontOffice, 'phone');
    await gate.goto('/visitor-management?tab=gate');
    await gate.getByRole('button', { name: 'Scan the pass' }).waitFor();
    const qr = Buffer.from(
      await gate.evaluate(
        async (url) => {
          const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
          return Array.from(bytes);
        },
        `${VISITOR_API.gatePassQr}?${new URLSearchParams({ groupId, id: pass.id })}`,
      ),
    );
    await gate
      .getByTestId('gate-pass-photo')
      .setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: qr });
    await gate.getByRole('heading', { name: `Gate pass ${pass.number}` }).waitFor();
    findings.push(...(await axeFindings(gate, 'gate on a phone')));
    await gate.getByRole('button', { name: 'Let them out' }).click();
    await seeText(gate, 'Exit recorded. The guardians have been told.');
    expect(await scrollsSideways(gate)).toBe(false);
    await snap(gate, 'visitors-gate-let-out');
    await expect
      .poll(() => bellTitles(priya), POLL)
      .toEqual(expect.arrayContaining(['Aarav Sharma left school', 'Diya Sharma left school']));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
