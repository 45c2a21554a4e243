import {
  type AcademicRecord,
  formatRupees,
  RECORD_TEXTS,
  RECORDS_API,
  type RecordStudent,
} from '@shala/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { axeFindings, describeFindings, type Finding } from '../fixtures/axe.js';
import { DEMO } from '../fixtures/demo-accounts.js';
import { usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
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

// Issue 25 §5 "Must show": a student's record, documents and academic record. On the demo school
// Priya Sharma opens her children's records from School ERP (Aarav's first, then Diya's), uploads
// Aarav's birth certificate, and can download it; Anita Desai (admin) opens it from her bell and
// marks it checked, which Priya then sees; another family's child's documents refuse Priya with
// the server's words. Vikram Iyer (front office) finds Rohan Mehta and issues him a bonafide
// certificate, whose PDF he downloads. Academic shows Aarav's figures to Priya on her phone.
const portal = usePortal({ seedDemo: true });
const TITLE = 'Municipal copy';
const DOC = `Birth certificate: ${TITLE}`;

async function signedIn(who: { username: string; password: string }, size: 'desktop' | 'phone') {
  const page = await portal.newPage(size);
  await signIn(page, who.username, who.password);
  await waitForPath(page, '/');
  return page;
}

/** A small, real PDF: what a scanner app gives the file input. */
const PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
  'latin1',
);

/** Presses `button` and answers the file it saves: its name and bytes. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), bytes: Buffer.concat(chunks) };
}

/** The document's entry in the list (its heading names it). */
const documentEntry = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

describe('a student’s record (issue 25 §5)', () => {
  it('a guardian reads her children’s records and uploads a document the office checks; another family’s is refused', async () => {
    const findings: Finding[] = [];
    const priya = await signedIn(DEMO.parent, 'desktop');
    const instituteId = await defaultInstituteOf(priya);

    // School ERP → My ERP Profile opens her first child's record, with both children to switch.
    const menu = await openBarMenu(priya, 'School ERP');
    await menu.getByRole('menuitem', { name: 'My ERP Profile', exact: true }).click();
    await priya.getByRole('heading', { name: 'Aarav Sharma', level: 2 }).waitFor();
    expect(new URL(priya.url()).pathname).toMatch(/^\/erp\/personal-info\/[0-9a-f-]+\//);
    for (const section of ['Personal', 'Health', 'Guardians', 'Siblings in the school']) {
      await priya.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    await priya.getByText('Aadhaar number', { exact: true }).waitFor();
    const whose = priya.getByRole('navigation', { name: 'Whose record' });
    expect(
      await whose.getByRole('link', { name: /Aarav Sharma/ }).getAttribute('aria-current'),
    ).toBe('page');
    await settled(priya);
    await snap(priya, 'records-profile-guardian');
    findings.push(...(await axeFindings(priya, 'ERP profile')));
    await whose.getByRole('link', { name: /Diya Sharma/ }).click();
    await priya.getByRole('heading', { name: 'Diya Sharma', level: 2 }).waitFor();
    await priya.getByRole('heading', { name: 'Personal', level: 2 }).waitFor();

    // The edit dialog: Aadhaar written only, RTE not offered to a guardian.
    await priya.getByRole('button', { name: 'Edit record' }).click();
    const edit = priya.getByRole('dialog', { name: 'Edit the record of Diya Sharma' });
    // Never read back: the field starts empty, whatever the record keeps.
    expect(await edit.getByRole('textbox', { name: 'Aadhaar number' }).inputValue()).toBe('');
    expect(await edit.getByLabel(/RTE/).count()).toBe(0);
    findings.push(...(await axeFindings(priya, 'edit record dialog')));
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });

    // My Documents: Aarav's, where she uploads his birth certificate.
    const menu2 = await openBarMenu(priya, 'School ERP');
    await menu2.getByRole('menuitem', { name: 'My Documents', exact: true }).click();
    await priya.getByRole('heading', { name: 'Documents of Aarav Sharma', level: 1 }).waitFor();
    await priya.getByRole('button', { name: 'Upload a document' }).click();
    const upload = priya.getByRole('dialog', { name: 'Upload a document of Aarav Sharma' });
    await upload.getByLabel(/^Document/).selectOption({ label: 'Birth certificate' });
    await upload.getByLabel('Title (optional)').fill(TITLE);
    await priya
      .getByTestId('document-file')
      .setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.getByText(/^Chosen: birth-certificate\.pdf/).waitFor();
    findings.push(...(await axeFindings(priya, 'upload dialog')));
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.waitFor({ state: 'detached' });
    const mine = documentEntry(priya, DOC);
    await mine.getByText('Awaiting the office’s check').waitFor();
    const saved = await downloaded(priya, mine.getByRole('button', { name: `Download: ${DOC}` }));
    expect(saved.name).toBe('birth-certificate.pdf');
    expect(saved.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await settled(priya);
    await snap(priya, 'records-documents-uploaded');
    findings.push(...(await axeFindings(priya, 'documents')));

    // Anita opens it from her bell and marks it checked.
    const anita = await signedIn(DEMO.admin, 'desktop');
    const check = anita.getByRole('button', { name: `Mark as checked: ${DOC}` });
    await openFromBell(anita, /Document to check: Aarav Sharma/, check);
    expect(new URL(anita.url()).pathname).toMatch(/^\/erp\/documents\//);
    await check.click();
    await documentEntry(anita, DOC)
      .getByText(/^Checked by Anita Desai on /)
      .waitFor();
    await settled(anita);
    await snap(anita, 'records-documents-office');
    findings.push(...(await axeFindings(anita, 'documents as the office')));

    // Priya sees it checked.
    await priya.reload();
    await documentEntry(priya, DOC)
      .getByText(/^Checked by Anita Desai on /)
      .waitFor();

    // Another family's child (Rohan Mehta): the server's refusal, in the page, on her phone.
    const [rohan] = await apiAsPage<RecordStudent[]>(anita, RECORDS_API.students, {
      groupId: instituteId,
      q: 'Rohan Mehta',
    });
    if (!rohan) throw new Error('Rohan Mehta not found');
    const phone = await signedIn(DEMO.parent, 'phone');
    await phone.goto(`/erp/documents/${rohan.profileId}/${instituteId}`);
    await seeText(phone, RECORD_TEXTS.refusedDocuments);
    expect(await scrollsSideways(phone)).toBe(false);
    await snap(phone, 'records-documents-refused');
    findings.push(...(await axeFindings(phone, 'refused documents on a phone')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });

  it('the front office finds a student and issues a bonafide certificate; Academic shows a child’s figures', async () => {
    const findings: Finding[] = [];
    const vikram = await signedIn(DEMO.frontOffice, 'desktop');
    const menu = await openBarMenu(vikram, 'School ERP');
    await menu.getByRole('menuitem', { name: 'My ERP Profile', exact: true }).click();
    await vikram.getByRole('heading', { name: 'Find a student', level: 2 }).waitFor();
    await vikram.getByLabel('Name or admission number').fill('Rohan');
    await vikram.getByRole('link', { name: 'Rohan Mehta', exact: true }).click();
    await vikram.getByRole('heading', { name: 'Rohan Mehta', level: 2 }).waitFor();
    await vikram.getByRole('button', { name: 'Issue certificate' }).click();
    const issue = vikram.getByRole('dialog', { name: 'Issue a certificate to Rohan Mehta' });
    await issue.getByLabel(/^Certificate/).selectOption({ label: 'Bonafide certificate' });
    await issue.getByLabel(/^Purpose/).fill('Opening a bank account');
    findings.push(...(await axeFindings(vikram, 'issue certificate dialog')));
    await issue.getByRole('button', { name: 'Issue certificate' }).click();
    await issue.waitFor({ state: 'detached' });
    const said = await seeText(vikram, /^Certificate \S+ issued\.$/);
    const number = /^Certificate (\S+) issued\.$/.exec((await said.textContent()) ?? '')?.[1];
    if (!number) throw new Error('no certificate number said');
    const pdf = await downloaded(
      vikram,
      vikram.getByRole('button', { name: `Download PDF: Bonafide certificate ${number}` }),
    );
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await settled(vikram);
    await snap(vikram, 'records-certificate-issued');
    findings.push(...(await axeFindings(vikram, 'record with certificates')));

    // Academic (Education → Academic) for Priya on her phone: Aarav's, the first child's.
    const priya = await signedIn(DEMO.parent, 'phone');
    await priya.goto('/erp/Academic');
    await priya.getByRole('heading', { name: 'Aarav Sharma', level: 2 }).waitFor();
    for (const section of ['Classes', 'Exam results', 'Attendance this session', 'Fees']) {
      await priya.getByRole('heading', { name: section, level: 2 }).waitFor();
    }
    const chosen = priya
      .getByRole('navigation', { name: 'Whose record' })
      .getByRole('link', { name: /Aarav Sharma/ });
    const aaravId = new URL((await chosen.getAttribute('href')) ?? '', 'http://x').searchParams.get(
      'profile',
    );
    const groupId = await priya.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('userData') ?? '{}');
      return (user.defaultClassId ?? user.defaultInstituteId) as string;
    });
    const academic = await apiAsPage<AcademicRecord>(priya, RECORDS_API.academic, {
      profileId: aaravId ?? '',
      groupId,
    });
    const fees = priya.getByRole('region', { name: 'Fees' });
    await fees.getByText(formatRupees(academic.fees.due), { exact: true }).first().waitFor();
    const percent = academic.attendance?.percent;
    if (typeof percent === 'number') {
      await priya
        .getByRole('region', { name: 'Attendance this session' })
        .getByText(`${percent}%`, { exact: true })
        .waitFor();
    }
    expect(await scrollsSideways(priya)).toBe(false);
    await settled(priya);
    await snap(priya, 'records-academic-guardian');
    findings.push(...(await axeFindings(priya, 'academic on a phone')));
    expect(findings, describeFindings(findings)).toEqual([]);
  });
});
