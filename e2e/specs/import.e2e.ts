import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { usePortal } from '../fixtures/portal.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import { button, scrollsSideways, seeText, signIn, waitForPath } from '../fixtures/ui.js';

// On the demo school (npm run demo): its institute admin imports three students, one of them
// in a class that does not exist, and sees the report; the imported parent is invited by mail.
const portal = usePortal({ seedDemo: true });

const CSV = [
  'firstName,lastName,className,gender,dateOfBirth,parentFirstName,parentLastName,parentEmail,relation',
  'Ira,Kapoor,Class 4 A,female,12/06/2017,Neha,Kapoor,neha.kapoor@example.com,Mother',
  'Om,Kapoor,Class 13 A,male,02/02/2012,Neha,Kapoor,neha.kapoor@example.com,Mother',
  'Dev,Malhotra,Class 2 B,male,30/09/2018,Arun,Malhotra,arun.malhotra@example.com,Father',
].join('\r\n');

describe('bulk import from CSV', () => {
  it('an institute admin uploads a CSV with one bad row and sees exactly that row reported', async () => {
    const login = await portal.api('POST', '/rest/auth/login', {
      username: 'anita_desai',
      password: 'Admin@1234',
    });
    expect(login.status).toBe(200);
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;
    expect(instituteId).toMatch(/^[0-9a-f-]{36}$/);

    const page = await portal.newPage('phone');
    await signIn(page, 'anita_desai', 'Admin@1234');
    await waitForPath(page, '/');
    await page.goto(`/group/${instituteId}/import`);
    await seeText(page, 'Import students and staff');
    await expect
      .poll(
        () => page.getByRole('radio', { name: 'Students with their parents' }).isChecked(),
        POLL,
      )
      .toBe(true);
    // The template comes as a file with the header and an example row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      button(page, 'Download students template').click(),
    ]);
    expect(download.suggestedFilename()).toBe('students-import-template.csv');
    // Read through the connection: the run's Chromium is another process (fixtures/chromium.ts).
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const template = Buffer.concat(chunks).toString('utf8');
    expect(template.split('\r\n')[0]).toMatch(/^firstName,lastName,className,gender,/);
    await button(page, 'Columns of the file').click();
    await seeText(page, 'Father, Mother or Guardian');
    await snap(page, 'import-columns');
    await page.locator('input[type=file]').setInputFiles({
      name: 'new-students.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await seeText(page, /^new-students\.csv \(/);
    await snap(page, 'import-chosen');
    await button(page, 'Import students').click();

    await seeText(page, 'Import result');
    await seeText(page, /^2 rows imported, 1 row not imported\./);
    const table = page.getByRole('table', { name: 'Rows not imported' });
    await table.waitFor();
    const rows = await table.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.replace(/\s+/g, ' ').trim())).toEqual([
      '3 Class "Class 13 A" does not exist in this institute.',
    ]);
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'import-result');

    // The new parent is invited with a set-password link.
    const mail = await portal.sink.waitFor({ to: 'neha.kapoor@example.com' });
    expect(mail.text).toContain('Ira Kapoor was added to Class 4 A of Demo Public School.');
    expect(linkFrom(mail, '/auth/setpassword/')).toContain('/auth/setpassword/');

    // And the keyboard reaches "Import another file", which starts over.
    await button(page, 'Import another file').focus();
    await page.keyboard.press('Enter');
    await seeText(page, 'No file chosen');
  });
});
