import { deflateSync } from 'node:zlib';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { ADMIN } from '../fixtures/server.js';
import { linkFrom } from '../fixtures/smtp-sink.js';
import { POLL } from '../fixtures/timeouts.js';
import {
  button,
  field,
  scrollsSideways,
  seeText,
  signIn,
  signInstituteAgreement,
  waitForPath,
} from '../fixtures/ui.js';

const portal = usePortal();

/** A small real PNG (a blue square), for the logo upload. */
function bluePng(size = 48): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set([0x1d, 0x4e, 0xd8], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The WCAG contrast ratio of an element's text colour on its background colour. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = channels(colour).map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    ) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

/** The rendered heights, in CSS pixels, of what the locator finds. */
function heightsOf(locator: Locator): Promise<number[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().height),
  );
}

describe('quick setup', () => {
  it('the super admin creates an institute whose admin completes the wizard and lands on /', async () => {
    // The super admin creates the institute with its first admin, who is mailed an invitation.
    const login = await portal.api('POST', '/rest/auth/login', {
      username: ADMIN.username,
      password: ADMIN.password,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const superCookie = (login.setCookie ?? '').split(';')[0];
    const person = newPerson();
    const created = await portal.api(
      'POST',
      '/rest/admin/institutes',
      {
        name: 'Green Valley School',
        session: { name: '2026-27', startDate: '01/04/2026', endDate: '31/03/2027' },
        admin: {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phone: person.phone,
        },
      },
      superCookie,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { instituteId } = created.body as { instituteId: string };

    // The admin sets a password from the mail and signs in.
    const mail = await portal.sink.waitFor({ to: person.email });
    const page = await portal.newPage('desktop');
    await page.goto(linkFrom(mail, '/auth/setpassword/'));
    await field.newPassword(page).fill(person.password);
    await field.confirmPassword(page).fill(person.password);
    await button(page, 'Submit').click();
    await waitForPath(page, '/auth');
    await signIn(page, person.email, person.password);
    await signInstituteAgreement(
      page,
      'Green Valley School',
      `${person.firstName} ${person.lastName}`,
    );
    await snap(page, 'quick-setup-0-agreement-signed');
    await waitForPath(page, '/');

    // Step 1: details and logo. Before a logo, the initial reads clearly (WCAG AA, 4.5:1).
    await page.goto(`/quick-setup/institute/${instituteId}`);
    await seeText(page, 'Set up Green Valley School');
    await seeText(page, /Step 1 of 5/);
    expect(await contrastOf(page.getByText('G', { exact: true }))).toBeGreaterThanOrEqual(4.5);
    await page.locator('input[type=file]').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: bluePng(),
    });
    await seeText(page, 'Logo saved.');
    await page.getByLabel('About').fill('A co-educational school in the hills, founded in 1998.');
    await page.getByLabel('Address').fill('12 Hill Road, Shimla, Himachal Pradesh');
    await page.getByLabel('Phone').fill('12345');
    await button(page, 'Save and continue').click();
    await seeText(page, 'Please enter a 10-digit phone number.');
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByLabel('E-mail').fill('office@greenvalley.example');
    await page.getByLabel('Website').fill('https://greenvalley.example');
    await snap(page, 'quick-setup-1-details');
    expect(await scrollsSideways(page)).toBe(false);
    await button(page, 'Save and continue').click();

    // Step 2: the first session is listed; add the next one.
    await seeText(page, /Step 2 of 5/);
    await seeText(page, '2026-27');
    await button(page, 'Add session').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Session name').fill('2027-28');
    await dialog.getByLabel('Start date').fill('01/01/2027');
    await dialog.getByLabel('End date').fill('31/03/2028');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'These dates overlap the session 2026-27.');
    await dialog.getByLabel('Start date').fill('01/04/2027');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'Session 2027-28 added.');
    await dialog.waitFor({ state: 'detached' });
    await snap(page, 'quick-setup-2-sessions');
    // Next by keyboard.
    await button(page, 'Next').focus();
    await page.keyboard.press('Enter');

    // Step 3: classes with sections, and the Nursery to Class 10 shortcut.
    await seeText(page, /Step 3 of 5/);
    await page.getByRole('textbox', { name: 'Level' }).fill('Class 1');
    await page.getByRole('textbox', { name: 'Sections' }).fill('A, B');
    await button(page, 'Add level').click();
    await seeText(page, 'Class 1 added.');
    await page.getByRole('textbox', { name: 'Sections' }).fill('A');
    await button(page, 'Add Nursery to Class 10').click();
    await seeText(page, 'Added 12 levels.');
    await seeText(page, 'Classes (14)');
    await snap(page, 'quick-setup-3-classes');
    expect(await scrollsSideways(page)).toBe(false);
    await button(page, 'Next').click();

    // Step 4: the built-in roles.
    await seeText(page, /Step 4 of 5/);
    await seeText(page, 'Edit roles and members');
    await snap(page, 'quick-setup-4-roles');
    await button(page, 'Next').click();

    // Step 5: the summary, then Finish setup opens the dashboard.
    await seeText(page, /Step 5 of 5/);
    await seeText(page, '2 sessions');
    await seeText(page, '14 classes in 13 levels');
    await snap(page, 'quick-setup-5-finish');
    await button(page, 'Finish setup').click();
    await waitForPath(page, '/');

    // Academic terms: the sessions of the institute and the terms of the active one.
    await page.goto('/terms/terms');
    await page.getByRole('heading', { name: 'Terms of 2026-27' }).waitFor();
    await button(page, 'Add term').click();
    const termDialog = page.getByRole('dialog');
    await termDialog.getByLabel('Term name').fill('Term 1');
    await termDialog.getByLabel('Start date').fill('01/04/2026');
    await termDialog.getByLabel('End date').fill('30/04/2027');
    await termDialog.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'The term must lie within the session 2026-27 (01/04/2026 to 31/03/2027).');
    await termDialog.getByLabel('End date').fill('30/09/2026');
    await termDialog.getByRole('button', { name: 'Add' }).click();
    await seeText(page, 'Term 1 added.');
    await termDialog.waitFor({ state: 'detached' });
    await snap(page, 'terms-page');
    expect(await scrollsSideways(page)).toBe(false);

    // The public page shows what was set up.
    const details = await portal.api('GET', `/rest/public/institutes/${instituteId}/details`);
    expect(details.body).toMatchObject({
      name: 'Green Valley School',
      imageLocation: `/rest/public/institutes/${instituteId}/image`,
      phone: '9876543210',
      activeSession: { name: '2026-27' },
    });
    const classes = (details.body as { classes: { level: string; sections: string[] }[] }).classes;
    expect(classes[0]?.level).toBe('Nursery');
    expect(classes.find((c) => c.level === 'Class 1')?.sections).toEqual(['A', 'B']);
    const visitor = await portal.newPage('phone');
    await visitor.goto(`/institute-details/${instituteId}/classes`);
    await seeText(visitor, 'Sections A, B');
    await snap(visitor, 'institute-details-classes');
    expect(await scrollsSideways(visitor)).toBe(false);
    await visitor
      .getByRole('navigation', { name: 'Institute sections' })
      .getByRole('link', { name: 'Contact' })
      .click();
    await seeText(visitor, 'office@greenvalley.example');
    // Touch targets of at least 24 px (WCAG 2.5.8): the phone, e-mail and website links.
    const contactLinks = visitor.locator('.sh-inst__contact a');
    await expect.poll(() => contactLinks.count(), POLL).toBe(3);
    for (const height of await heightsOf(contactLinks)) expect(height).toBeGreaterThanOrEqual(24);
    await snap(visitor, 'institute-details-contact');
    await visitor.goto('/institute-details/00000000-0000-4000-8000-000000000000/about');
    await seeText(visitor, 'Institute not found');
    const home = visitor.getByRole('link', { name: 'Go to the home page' });
    const [homeHeight] = await heightsOf(home);
    expect(homeHeight).toBeGreaterThanOrEqual(24);
    await snap(visitor, 'institute-details-missing');
  });
});
