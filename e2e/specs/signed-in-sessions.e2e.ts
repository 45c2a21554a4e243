import { describe, expect, it } from 'vitest';
import { snap } from '../fixtures/artifacts.js';
import { newPerson, usePortal } from '../fixtures/portal.js';
import { settled } from '../fixtures/settle.js';
import { POLL } from '../fixtures/timeouts.js';
import { scrollsSideways, seeText, signIn, waitForPath } from '../fixtures/ui.js';

const portal = usePortal();

// Security settings list the account's signed-in browsers (review finding 14): a user signed
// in twice sees both, signs out the other one, and that browser is sent to sign in again.
describe('signed-in sessions', () => {
  it('lists two browsers, signs out the other, and the other is sent to /auth', async () => {
    const person = newPerson();
    const username = await portal.createVerifiedAccount(person);
    const laptop = await portal.newPage('desktop');
    await signIn(laptop, username, person.password);
    await waitForPath(laptop, '/');
    const phone = await portal.newPage('phone');
    await signIn(phone, username, person.password);
    await waitForPath(phone, '/');

    await laptop.goto('/profile-settings/security-settings');
    const list = laptop.getByRole('list', { name: 'Signed-in sessions' });
    const rows = list.getByRole('listitem');
    await rows.nth(1).waitFor();
    expect(await rows.count()).toBe(2);
    const current = list.getByRole('listitem', { name: /, this browser$/ });
    await current.getByText('This browser').waitFor();
    await expect(current.getByRole('button', { name: /^Sign out/ }).count()).resolves.toBe(0);
    // Times read en-GB in Indian time, e.g. "Signed in 23 Nov 2026, 20:05".
    await current
      .getByText(/^Signed in \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} · Last active/)
      .waitFor();
    await seeText(laptop, 'Sign out all other sessions');
    await settled(laptop);
    await snap(laptop, 'signed-in-sessions');
    await laptop.setViewportSize({ width: 360, height: 740 });
    // The screen lays itself out again for a phone after the resize: read until it has.
    await expect.poll(() => scrollsSideways(laptop), POLL).toBe(false);
    await laptop.setViewportSize({ width: 1280, height: 800 });

    const other = list.getByRole('listitem').filter({ hasNotText: 'This browser' });
    await other.getByRole('button', { name: /^Sign out/ }).click();
    const dialog = laptop.getByRole('dialog');
    await dialog.getByText(/will have to sign in again/).waitFor();
    await snap(laptop, 'signed-in-sessions-confirm');
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await seeText(laptop, 'The session was signed out.');
    await dialog.waitFor({ state: 'hidden' });
    await list.getByRole('listitem').nth(1).waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(1);
    await expect(
      laptop.getByRole('button', { name: 'Sign out all other sessions' }).count(),
    ).resolves.toBe(0);

    // The phone's next call finds its session gone: it is sent to sign in again. A call of its
    // own (the periodic permission check) may find that first and send it there while it reloads.
    await phone.reload().catch((error: unknown) => {
      if (!String(error).includes('ERR_ABORTED')) throw error;
    });
    await waitForPath(phone, '/auth');
    // The laptop is still signed in.
    await laptop.reload();
    await list.getByRole('listitem').first().waitFor();
    expect(new URL(laptop.url()).pathname).toBe('/profile-settings/security-settings');
  });
});
