import { describe, expect, it } from 'vitest';
import { demoDocumentJpeg } from '../../apps/server/src/demo/jpeg.js';
import { snap } from '../fixtures/artifacts.js';
import { usePortal } from '../fixtures/portal.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  button,
  field,
  openQuickPanel,
  scrollsSideways,
  seeText,
  signIn,
  waitForPath,
} from '../fixtures/ui.js';

// On the demo school: an applicant opens the direct-admission link, is refused a renamed
// non-JPEG, submits with two .jpg documents; the institute admin accepts the application in
// Admission Requests; the new student sets a password from the welcome mail and signs in.
const portal = usePortal({ seedDemo: true });

describe('direct admission', () => {
  it('an applicant applies with two .jpg files, staff accept, the parent sets a password and signs in with the child in the account', async () => {
    const login = await portal.api('POST', '/rest/auth/login', {
      username: 'anita_desai',
      password: 'Admin@1234',
    });
    expect(login.status).toBe(200);
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;
    const cookie = (login.setCookie ?? '').split(';')[0] ?? '';
    const sessions = await portal.api(
      'GET',
      `/rest/academic/session/all?groupId=${instituteId}`,
      undefined,
      cookie,
    );
    expect(sessions.status).toBe(200);
    const active = (sessions.body as { id: string; activeStatus: string }[]).find(
      (s) => s.activeStatus === 'true',
    );
    expect(active).toBeDefined();

    // The applicant, on a phone.
    const page = await portal.newPage('phone');
    await page.goto(`/auth/directadmission/${instituteId}/${active?.id}`);
    await page.getByRole('heading', { level: 1, name: 'Admission Page' }).waitFor();
    await seeText(page, 'Demo Public School');
    await seeText(page, 'Session: 2026-27');
    await page.getByTestId('default-institute-image').waitFor();
    const classSelect = page.getByLabel('Choose Class / Level');
    // The classes and the form's defaults come with the institute's admission data: read them
    // again until they are there.
    await expect
      .poll(() => classSelect.locator('option').allInnerTexts(), POLL)
      .toEqual(['Nursery A', 'LKG A', 'Class 1 A', 'Class 6 A', 'Class 9 A']);
    await expect
      .poll(
        () => classSelect.evaluate((s: HTMLSelectElement) => s.options[s.selectedIndex]?.text),
        POLL,
      )
      .toBe('Nursery A');
    await expect
      .poll(() => page.getByRole('radio', { name: 'female' }).isChecked(), POLL)
      .toBe(true);
    // The chosen class's instructions from Admission Management.
    // They agree with the form's fixed note on the required documents.
    await expect
      .poll(() => page.getByTestId('class-instructions').textContent(), POLL)
      .toMatch(
        /^Besides the PanCard and AdHar documents, please attach the child's birth certificate/,
      );
    await page.getByLabel('Mother Number').waitFor();
    await seeText(page, /PanCard and AdHar documents are required/);
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'admission-1-form');

    await button(page, 'Submit').click();
    await seeText(page, 'Please enter valid data!');

    const email = `meher.${Date.now().toString(36)}@example.com`;
    await field.firstName(page).fill('Meher');
    await field.lastName(page).fill('Kapadia');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone Number').fill('9812345678');
    await classSelect.selectOption({ label: 'Class 1 A' });
    await page.getByLabel('Father Name').fill('Rustom Kapadia');
    await page.getByLabel('Mother Number').fill('Zenobia Kapadia');
    // The demo institute asks for more below the spec's fields: the date of birth, required.
    await page.getByLabel('Date of Birth').fill('2020-05-14');

    // A text file renamed .jpg passes the picker but not the server: nothing is stored.
    const documents = page.locator('input[type=file]');
    expect(await documents.getAttribute('accept')).toBe('.jpg,image/jpeg');
    await documents.setInputFiles({
      name: 'adhar.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('This is not a picture at all.\n'),
    });
    await seeText(page, 'adhar.jpg');
    const refused = page.waitForResponse((r) => r.url().endsWith('/rest/public/admission/apply'));
    await button(page, 'Submit').click();
    expect((await refused).status()).toBe(400);
    await seeText(page, 'adhar.jpg is not a .jpg file.');
    await button(page, 'Remove adhar.jpg').click();
    await page.getByRole('button', { name: 'Remove adhar.jpg' }).waitFor({ state: 'detached' });

    await documents.setInputFiles([
      { name: 'pancard.jpg', mimeType: 'image/jpeg', buffer: demoDocumentJpeg(11) },
      { name: 'adhar.jpg', mimeType: 'image/jpeg', buffer: demoDocumentJpeg(12) },
    ]);
    await button(page, 'Remove pancard.jpg').waitFor();
    await button(page, 'Remove adhar.jpg').waitFor();
    await snap(page, 'admission-2-documents');
    const applied = page.waitForResponse((r) => r.url().endsWith('/rest/public/admission/apply'));
    await button(page, 'Submit').click();
    expect((await applied).status()).toBe(201);
    await page.getByRole('heading', { name: 'Application submitted' }).waitFor();
    await snap(page, 'admission-3-submitted');
    const received = await portal.sink.waitFor({ to: email, subject: /admission application/i });
    expect(received.text).toContain('Class 1 A of Demo Public School');

    // The institute admin reviews and accepts it.
    const staff = await portal.newPage('desktop');
    await signIn(staff, 'anita_desai', 'Admin@1234');
    await waitForPath(staff, '/');
    await staff.goto('/admission/admin');
    await staff.getByRole('heading', { level: 1, name: 'Admission Management' }).waitFor();
    await expect.poll(() => staff.getByTestId('pending-total').textContent(), POLL).toBe('6');
    await expect
      .poll(() => staff.getByTestId('admission-link').textContent(), POLL)
      .toBe(`${portal.url}/auth/directadmission/${instituteId}/${active?.id}`);
    // UKG A starts taking admissions, with 25 seats.
    const ukg = staff.getByRole('region', { name: 'UKG A' });
    await ukg.getByRole('switch', { name: 'Taking admissions' }).check();
    await ukg.getByLabel('Seats').fill('25');
    const saved = staff.waitForResponse((r) => r.url().includes('/rest/admission/config?'));
    await ukg.getByRole('button', { name: 'Save UKG A' }).click();
    expect((await saved).status()).toBe(200);
    await seeText(staff, 'Admission settings saved.');
    await ukg.getByText('Open', { exact: true }).waitFor();
    const classes = await portal.api('GET', `/rest/public/institutes/${instituteId}/classes`);
    expect(classes.body).toContainEqual(
      expect.objectContaining({ name: 'UKG A', admissionConfigSet: true }),
    );
    await snap(staff, 'admission-4-admin');
    await staff.getByRole('link', { name: 'Review requests' }).click();
    await waitForPath(staff, '/admission/requests');
    // The filters show what is chosen, "All" and "All classes" included.
    const status = staff.getByRole('combobox', { name: 'Status' });
    const klass = staff.getByRole('combobox', { name: 'Class' });
    await expect.poll(() => status.textContent(), POLL).toBe('Pending');
    await expect.poll(() => klass.textContent(), POLL).toBe('All classes');
    await status.click();
    await staff.getByRole('option', { name: 'All', exact: true }).click();
    await staff.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role=combobox]')).some((c) => c.textContent === 'All'),
    );
    expect(await status.textContent()).toBe('All');
    await seeText(staff, '6 applications');
    await snap(staff, 'admission-4b-filters');
    await staff.getByLabel('Search name, e-mail or phone').fill('Meher');
    await seeText(staff, '1 application');
    const item = staff.getByRole('button', { name: /Meher Kapadia/ });
    await item.click();
    const dialog = staff.getByRole('dialog', { name: /Meher Kapadia/ });
    await dialog.getByRole('button', { name: 'View pancard.jpg' }).waitFor();
    await dialog.getByRole('button', { name: 'View adhar.jpg' }).waitFor();
    // The gender reads as a label, not the stored value.
    expect(await dialog.locator('dt:text-is("Gender") + dd').textContent()).toBe('Female');
    await staff.waitForFunction(() =>
      Array.from(document.querySelectorAll('[role=dialog] img')).every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    await snap(staff, 'admission-5-request');
    // A document opens from the keyboard, large, and Escape closes it.
    await dialog.getByRole('button', { name: 'View pancard.jpg' }).focus();
    await staff.keyboard.press('Enter');
    const viewer = staff.getByRole('dialog', { name: 'pancard.jpg' });
    await viewer.getByRole('img', { name: 'Document pancard.jpg of Meher Kapadia' }).waitFor();
    await staff.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Accept' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Accept Meher Kapadia?' });
    const accepted = staff.waitForResponse((r) => /\/accept\?/.test(r.url()));
    await confirm.getByRole('button', { name: 'Accept' }).click();
    expect((await accepted).status()).toBe(200);
    await seeText(staff, 'Application accepted. The parent or guardian has been mailed.');
    await dialog.getByText('Accepted', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Another pending application is rejected with a reason, which is mailed to the applicant.
    await staff.getByLabel('Search name, e-mail or phone').fill('Kabir');
    await seeText(staff, '1 application');
    await staff.getByRole('button', { name: /Kabir Sethi/ }).click();
    const kabir = staff.getByRole('dialog', { name: /Kabir Sethi/ });
    await kabir.getByRole('button', { name: 'Reject' }).click();
    const reject = staff.getByRole('dialog', { name: 'Reject Kabir Sethi?' });
    await reject.getByLabel('Reason').fill('Class 9 A has no seats left this session.');
    const rejected = staff.waitForResponse((r) => /\/reject\?/.test(r.url()));
    await reject.getByRole('button', { name: 'Reject' }).click();
    expect((await rejected).status()).toBe(200);
    await seeText(staff, 'Application rejected.');
    const sorry = await portal.sink.waitFor({ to: 'gurpreet.sethi@example.com' });
    expect(sorry.text).toContain('Class 9 A has no seats left this session.');

    // The audit log says who did what to whom.
    await staff.goto(`/group/${instituteId}/details`);
    await staff.getByRole('tab', { name: 'Audit log' }).click();
    const log = staff.getByRole('list', { name: 'Audit log' });
    await log
      .getByText('Anita Desai rejected the application of Kabir Sethi for Class 9 A.')
      .waitFor();
    await log
      .getByText('Anita Desai accepted the application of Meher Kapadia for Class 1 A.')
      .waitFor();
    await log.getByText('Anita Desai added Meher Kapadia to Class 1 A as Student.').waitFor();
    await log.getByText('Meher Kapadia applied for admission to Class 1 A.').waitFor();
    // Times as everywhere in the app ("23 Nov 2026, 03:56") and the address they came from.
    const when = await log
      .locator('li')
      .first()
      .getByText(/ · from /)
      .textContent();
    expect(when).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} · from \S+$/);
    expect(await scrollsSideways(staff)).toBe(false);
    await snap(staff, 'admission-7-audit-log');

    // The parent (the application's contact) sets a password from the mail and signs in; Meher,
    // a child of 6, is a profile in the parent's account, not an account of her own.
    const welcome = await portal.sink.waitFor({ to: email, subject: /Meher's admission/ });
    expect(welcome.text).toMatch(
      /Meher Kapadia's admission to Class 1 A of Demo Public School for the session 2026-27 was accepted\. Admission number: \S+/,
    );
    expect(welcome.text).not.toContain('Dear Meher');
    const username = /Your username is (\S+)\./.exec(welcome.text)?.[1] ?? '';
    expect(username).not.toBe('');
    const student = await portal.newPage('phone');
    await student.goto(linkFrom(welcome, '/auth/setpassword/'));
    await seeText(student, 'Set New Password');
    await field.newPassword(student).fill('Meher@2026');
    await field.confirmPassword(student).fill('Meher@2026');
    const set = student.waitForResponse((r) => r.url().endsWith('/rest/auth/password/set'));
    await button(student, 'Submit').click();
    expect((await set).status()).toBe(200);
    await waitForPath(student, '/auth');
    await signIn(student, username, 'Meher@2026');
    await waitForPath(student, '/');
    const me = await student.evaluate(async () => {
      const res = await fetch('/rest/auth/me', { credentials: 'include' });
      return (await res.json()) as { firstName: string };
    });
    expect(me.firstName).toBe('Rustom');
    // The parent's own log has the password set from the mail and the sign-in, newest first.
    await openQuickPanel(student);
    await student.getByRole('tab', { name: 'Logs' }).click();
    await seeText(student, 'Signed in');
    await seeText(student, 'Set the first password through a mailed link');
    await snap(student, 'admission-8-own-log');
  });

  it('a signed-in parent applies for a linked child and follows the application', async () => {
    const login = await portal.api('POST', '/rest/auth/login', {
      username: 'anita_desai',
      password: 'Admin@1234',
    });
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;
    const page = await portal.newPage('phone');
    await signIn(page, 'priya_sharma', 'Parent@123');
    await waitForPath(page, '/');
    await page.goto(`/user-admission/${instituteId}`);
    await page.getByRole('heading', { level: 1, name: 'Admission' }).waitFor();
    await seeText(page, 'Session: 2026-27');
    await page.getByRole('combobox', { name: 'Applying for' }).click();
    await page.getByRole('option', { name: 'Aarav Sharma' }).click();
    // Choosing the child fills the form from the child's profile.
    await expect.poll(() => field.firstName(page).inputValue(), POLL).toBe('Aarav');
    await page.getByLabel('Phone Number').fill('9811122233');
    await page.getByRole('combobox', { name: /Choose Class \/ Level/ }).click();
    await page.getByRole('option', { name: 'Class 6 A' }).click();
    await page.getByRole('radio', { name: 'male', exact: true }).check();
    await page
      .locator('input[type=file]')
      .setInputFiles([{ name: 'tc.jpg', mimeType: 'image/jpeg', buffer: demoDocumentJpeg(21) }]);
    await page.getByLabel('Date of Birth').fill('2014-08-02');
    await seeText(page, 'tc.jpg');
    const applied = page.waitForResponse((r) => r.url().includes('/rest/admission/apply-as-user'));
    await button(page, 'Submit').click();
    expect((await applied).status()).toBe(201);
    await seeText(page, /Your application has been submitted/);
    await seeText(page, 'Aarav Sharma: Class 6 A, Demo Public School');
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'admission-6-user-admission');
  });

  it('Admission Management asks for the previous school: the direct-admission form requires it, and the profiles show what admissions gave', async () => {
    const login = await portal.api('POST', '/rest/auth/login', {
      username: 'anita_desai',
      password: 'Admin@1234',
    });
    const instituteId = (login.body as { defaultInstituteId: string }).defaultInstituteId;
    const cookie = (login.setCookie ?? '').split(';')[0] ?? '';
    const sessions = await portal.api(
      'GET',
      `/rest/academic/session/all?groupId=${instituteId}`,
      undefined,
      cookie,
    );
    const active = (sessions.body as { id: string; activeStatus: string }[]).find(
      (s) => s.activeStatus === 'true',
    );

    // The institute admin makes the previous school a required field.
    const staff = await portal.newPage('desktop');
    await signIn(staff, 'anita_desai', 'Admin@1234');
    await waitForPath(staff, '/');
    await staff.goto('/admission/admin');
    await staff.getByRole('heading', { level: 1, name: 'Admission Management' }).waitFor();
    const settings = staff.getByRole('region', {
      name: 'Admission numbers and application fields',
    });
    const previousSchool = settings.getByRole('combobox', { name: 'Previous School' });
    await expect.poll(() => previousSchool.textContent(), POLL).toBe('Not asked');
    await previousSchool.click();
    await staff.getByRole('option', { name: 'Required', exact: true }).click();
    await expect.poll(() => previousSchool.textContent(), POLL).toBe('Required');
    const saved = staff.waitForResponse((r) => r.url().includes('/rest/admission/settings?'));
    await settings.getByRole('button', { name: 'Save settings' }).click();
    expect((await saved).status()).toBe(200);
    await seeText(staff, 'Admission settings saved.');

    // The direct-admission form now asks for it, required, below the spec's fields.
    const page = await portal.newPage('phone');
    await page.goto(`/auth/directadmission/${instituteId}/${active?.id}`);
    await page.getByRole('heading', { level: 1, name: 'Admission Page' }).waitFor();
    const extra = page.getByTestId('admission-extra-fields');
    const asked = extra.getByLabel('Previous School');
    await asked.waitFor();
    expect(await asked.getAttribute('aria-required')).toBe('true');
    expect(await extra.getByLabel('Date of Birth').getAttribute('aria-required')).toBe('true');
    await button(page, 'Submit').click();
    await seeText(page, 'Please enter the previous school.');
    await asked.fill('Little Flowers Playschool');
    await page.getByText('Please enter the previous school.').waitFor({ state: 'detached' });
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'admission-9-previous-school-required');

    // Rohan's profile shows his date of birth and blood group to the institute admin, who may
    // edit them; only filled details are shown.
    const rohan = await portal.api('POST', '/rest/auth/login', {
      username: 'rohan_mehta',
      password: 'Student@123',
    });
    const rohanId = (rohan.body as { userProfileId: string }).userProfileId;
    await staff.goto(`/userprofile/${rohanId}`);
    await staff.getByRole('heading', { level: 1, name: 'Rohan Mehta' }).waitFor();
    const about = staff.getByRole('region', { name: 'About' });
    await expect
      .poll(() => about.locator('dt:text-is("Date of birth") + dd').textContent(), POLL)
      .toBe('21/06/2015');
    expect(await about.locator('dt:text-is("Blood group") + dd').textContent()).toBe('B+');
    expect(await about.locator('dt:text-is("Previous school")').count()).toBe(0);
    expect(await scrollsSideways(staff)).toBe(false);
    await snap(staff, 'admission-10-profile-details');
    // The admin edits them with the admission form's checks: no birthday in the future.
    await about.getByRole('button', { name: 'Edit details' }).click();
    const edit = staff.getByRole('dialog', { name: 'Edit details of Rohan Mehta' });
    const born = edit.getByLabel('Date of birth');
    await expect.poll(() => born.inputValue(), POLL).toBe('2015-06-21');
    await born.fill('2099-01-01');
    await edit.getByRole('combobox', { name: 'Category' }).click();
    await staff.getByRole('option', { name: 'General', exact: true }).click();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('The date of birth cannot be in the future.').waitFor();
    await snap(staff, 'admission-11-profile-edit');
    await born.fill('2015-06-21');
    const changed = staff.waitForResponse((r) =>
      r.url().endsWith(`/rest/profiles/${rohanId}/details`),
    );
    await edit.getByRole('button', { name: 'Save' }).click();
    expect((await changed).status()).toBe(200);
    await edit.waitFor({ state: 'detached' });
    await seeText(staff, 'Details saved.');
    await expect
      .poll(() => about.locator('dt:text-is("Category") + dd').textContent(), POLL)
      .toBe('General');

    // Back as it was, for the other cases.
    await previousSchoolOff(instituteId, cookie);
  });
});

/** Admission Management's previous school back to "Not asked", through the API. */
async function previousSchoolOff(instituteId: string, cookie: string) {
  const overview = await portal.api(
    'GET',
    `/rest/admission/config?groupId=${instituteId}`,
    undefined,
    cookie,
  );
  const current = (
    overview.body as { settings: { numberPattern: string; extraFields: Record<string, string> } }
  ).settings;
  const put = await portal.api(
    'PUT',
    `/rest/admission/settings?groupId=${instituteId}`,
    {
      numberPattern: current.numberPattern,
      extraFields: { ...current.extraFields, previousSchool: 'off' },
    },
    cookie,
  );
  expect(put.status).toBe(200);
}
