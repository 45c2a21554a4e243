import { formatRupees, PRINT_API, type PrintDefaultersCount } from '@shala/shared';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { pdfWords } from '../fixtures/payment-pdf.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import {
  apiAsPage,
  defaultInstituteOf,
  openBarMenu,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// Issue 25 §6 on the demo school: Vikram Iyer (front office) opens School ERP → Print and
// downloads the ID cards of Class 5 A, then its class list; Anita Desai (admin), on a 360 px
// phone, downloads the fee defaulters of the whole institute, as many as the screen said; Rohan
// Mehta (student) has no Print in his menu and is refused the screen.
const portal = usePortal({ seedDemo: true });

/** "01 Jun 2026", as the screen and the PDFs write a day. */
const shownDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));

async function signedIn(who: { username: string; password: string }, size: 'desktop' | 'phone') {
  const page = await portal.newPage(size);
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  return page;
}

/** Presses Download PDF and answers the file's name and bytes. */
async function downloaded(page: Page): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { name: download.suggestedFilename(), pdf };
}

describe('printable lists', () => {
  it('the front office prints ID cards and a class list, the admin the fee defaulters on a phone', async () => {
    const findings: Finding[] = [];
    const vikram = await signedIn(DEMO.frontOffice, 'desktop');
    const menu = await openBarMenu(vikram, 'School ERP');
    await menu.getByRole('menuitem', { name: 'Print', exact: true }).click();
    await waitForPath(vikram, '/print');
    await vikram.getByRole('heading', { name: 'Print', level: 1 }).waitFor();
    // The front office may print the lists of a class, not the fees.
    await vikram.getByRole('radio', { name: /^Class list/ }).waitFor();
    expect(await vikram.getByRole('radio').count()).toBe(3);
    expect(await vikram.getByRole('radio', { name: /^Fee defaulters/ }).count()).toBe(0);

    // Class 5 A's ID cards, ten to a sheet.
    await vikram.getByRole('radio', { name: /^ID cards/ }).check();
    await vikram
      .getByLabel('Class', { exact: true })
      .selectOption({ label: 'Class 5 A · 14 students' });
    await seeText(vikram, '14 cards of Class 5 A on 2 A4 sheets.');
    await settled(vikram);
    await snap(vikram, 'print-id-cards');
    findings.push(...(await axeFindings(vikram, 'print: ID cards')));
    const cards = await downloaded(vikram);
    expect(cards.name).toBe('id-cards-class-5-a.pdf');
    const cardWords = pdfWords(cards.pdf);
    expect(cardWords).toContain('Demo Public School');
    expect(cardWords).toContain('Rohan Mehta');
    expect(cardWords).toContain('Adm. no. DPS/0001');

    // The class list of the same class: the choice of class stays.
    await vikram.getByRole('radio', { name: /^Class list/ }).check();
    await seeText(vikram, '14 students of Class 5 A.');
    const list = await downloaded(vikram);
    expect(list.name).toBe('class-list-class-5-a.pdf');
    const listWords = pdfWords(list.pdf);
    expect(listWords).toContain('Class list · Class 5 A · 2026-27');
    expect(listWords).toContain('Rohan Mehta');
    await vikram.setViewportSize({ width: 360, height: 740 });
    expect(await scrollsSideways(vikram)).toBe(false);

    // Anita, on a phone: the fee defaulters of the whole institute today.
    const anita = await signedIn(DEMO.admin, 'phone');
    const groupId = await defaultInstituteOf(anita);
    await anita.goto('/print');
    await anita.getByRole('radio', { name: /^Fee defaulters/ }).check();
    const count = await apiAsPage<PrintDefaultersCount>(anita, PRINT_API.feeDefaultersCount, {
      groupId,
    });
    expect(count.students).toBeGreaterThan(0);
    await seeText(
      anita,
      `${count.students} students owe ${formatRupees(count.overduePaise)} overdue on ${shownDay(count.day)}.`,
    );
    await settled(anita);
    expect(await scrollsSideways(anita)).toBe(false);
    await snap(anita, 'print-fee-defaulters');
    findings.push(...(await axeFindings(anita, 'print: fee defaulters on a phone')));
    const defaulters = await downloaded(anita);
    expect(defaulters.name).toBe(`fee-defaulters-whole-institute-${count.day}.pdf`);
    const words = pdfWords(defaulters.pdf);
    expect(words).toContain('Fee defaulters · Whole institute');
    expect(words).toContain(`${count.students} students`);

    // Rohan: no Print in his menu, and the screen refuses him.
    const rohan = await signedIn(DEMO.student, 'desktop');
    const his = await openBarMenu(rohan, 'School ERP');
    expect(await his.getByRole('menuitem', { name: 'Print', exact: true }).count()).toBe(0);
    await rohan.keyboard.press('Escape');
    await rohan.goto('/print');
    await seeText(rohan, 'You do not have permission to print the lists of this institute.');
    await snap(rohan, 'print-refused');
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
