import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { usePortal } from '../fixtures/portal.js';
import { button, scrollsSideways, seeText, waitForPath } from '../fixtures/ui.js';

const portal = usePortal({ firstRun: true });

describe('the first run of a fresh portal', () => {
  it('leads its first visitor from the sign-in page through the super admin and the first institute, once', async () => {
    const page = await portal.newPage('phone');
    await page.goto('/auth');
    await waitForPath(page, '/first-run');
    await seeText(page, /^This portal has no administrator yet./);
    expect(await scrollsSideways(page)).toBe(false);
    await snap(page, 'first-run-1-form-phone');

    const label = (text: string) => page.getByLabel(text, { exact: true });
    await label('First Name').fill('ravi');
    await label('Last Name').fill('kumar');
    await label('Username').fill('ravi_admin');
    await label('Email').fill('ravi@platform.example.com');
    await label('Password').fill('Platform@2026x');
    await label('Confirm Password').fill('Platform@2026x');
    await label('Institute name').fill('Green Valley School');
    // The session an Indian school runs today is filled in: April to March.
    expect(await label('Session starts').inputValue()).toMatch(/^01\/04\/\d{4}$/);
    await label("Administrator's first name").fill('Meena');
    await label("Administrator's last name").fill('Iyer');
    await label("Administrator's email").fill('meena.iyer@greenvalley.example.com');
    await label("Administrator's phone").fill('9876501234');
    await button(page, 'Set up Shala').click();

    // Signed in as the super admin, in the Admin Console with the new institute.
    await waitForPath(page, '/admin-console');
    await seeText(page, 'Green Valley School');
    await snap(page, 'first-run-2-admin-console-phone');
    const invitation = await portal.sink.waitFor({ to: 'meena.iyer@greenvalley.example.com' });
    expect(invitation.text).toContain('Green Valley School');

    // Once only: a later visitor is sent to sign in.
    const later = await portal.newPage('desktop');
    await later.goto('/first-run');
    await waitForPath(later, '/auth');
  });
});
