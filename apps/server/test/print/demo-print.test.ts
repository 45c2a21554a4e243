import { PRINT_API, type PrintSetup } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups, storedFiles, userProfiles } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/demo/seed.js';
import { pdfText } from '../pdf/pdf-text.js';
import { headers, useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';
import { pdfImages, pdfQrTexts } from './pdf-images.js';

// The demo school's Print screen as README says to try it: Vikram (front office) prints Class
// 5 A's class list, contact sheet and ID cards (photos for most of the class); Anita prints the
// fee defaulters; Asha lists classes only; Rohan and Priya may print nothing.

const t = useTestApp();

async function pdfAs(cookie: string, path: string, query: Record<string, string>) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(query)}`,
    headers: headers(cookie),
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { pdf: res.rawPayload, text: await pdfText(res.rawPayload) };
}

describe("the demo school's printable lists", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('lets the front office print Class 5 A and the admin the defaulters at once', async () => {
    await demoSchool(t);
    const [school] = await t.app.deps.database.db
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const vikram = await signedInAsDemo(t, 'vikram_iyer');
    const setup: PrintSetup = await getOk(t, vikram, PRINT_API.setup, { groupId: school.id });
    expect(setup.classes).toHaveLength(23);
    expect(setup.classes[0]?.name).toBe('Nursery A');
    const fiveA = setup.classes.find((c) => c.name === 'Class 5 A');
    expect(fiveA).toMatchObject({
      students: 14,
      kinds: ['CLASS_LIST', 'CONTACT_SHEET', 'ID_CARDS'],
    });
    expect(setup.feeDefaulters).toBe(false);
    const groupId = fiveA?.id ?? '';

    const list = await pdfAs(vikram, PRINT_API.classList, { groupId });
    expect(list.text).toContain('Class list · Class 5 A · 2026-27');
    expect(list.text).toContain('14 students');
    expect(list.text).toContain('Rohan Mehta');
    const contacts = await pdfAs(vikram, PRINT_API.contactSheet, { groupId });
    expect(contacts.text).toContain('Sunil Mehta (Father)');
    expect(contacts.text).toContain('9880011223');
    expect(contacts.text).toContain('Bengaluru');

    const cards = await pdfAs(vikram, PRINT_API.idCards, { groupId });
    expect(cards.text).toContain('Demo Public School');
    expect(cards.text).toContain('Rohan Mehta');
    expect(cards.text).toContain('Adm. no. DPS/0001');
    expect(cards.text).toContain('Valid until 31 Mar 2027');
    // Three in four of the class (not Rohan) have a photo; every card has its QR.
    expect(pdfImages(cards.pdf).filter((i) => i.filter === 'DCTDecode')).toHaveLength(10);
    expect(pdfQrTexts(cards.pdf)).toHaveLength(14);

    const anita = await signedInAsDemo(t, 'anita_desai');
    const count = await getOk(t, anita, PRINT_API.feeDefaultersCount, { groupId: school.id });
    expect(count.students).toBeGreaterThan(0);
    const defaulters = await pdfAs(anita, PRINT_API.feeDefaulters, { groupId: school.id });
    expect(defaulters.text).toContain('Fee defaulters · Whole institute');
    expect(defaulters.text).toContain(`${count.students} students`);

    // Asha lists classes; Rohan and Priya print nothing.
    const asha = await signedInAsDemo(t, 'asha_verma');
    const hers: PrintSetup = await getOk(t, asha, PRINT_API.setup, { groupId: school.id });
    expect(new Set(hers.classes.flatMap((c) => c.kinds))).toEqual(new Set(['CLASS_LIST']));
    for (const username of ['rohan_mehta', 'priya_sharma']) {
      const cookie = await signedInAsDemo(t, username);
      for (const [path, query] of [
        [PRINT_API.setup, { groupId: school.id }],
        [PRINT_API.idCards, { groupId }],
        [PRINT_API.feeDefaulters, { groupId: school.id }],
      ] as const) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${path}?${new URLSearchParams(query)}`,
          headers: headers(cookie),
        });
        expect(res.statusCode, `${username} ${path}`).toBe(403);
      }
    }
  });

  it('gives a school seeded before Print its photos once', async () => {
    await demoSchool(t);
    const deps = { db: t.app.deps.database.db, clock: t.clock, files: t.app.deps.files };
    // A school of before Print: no profile has a photo.
    await deps.db.update(userProfiles).set({ photoLocation: null });
    const photoFiles = async () =>
      (await deps.db.select().from(storedFiles).where(eq(storedFiles.purpose, 'profile-photo')))
        .length;
    const before = await photoFiles();
    expect((await seedDemo(deps)).school).toBe('exists');
    expect(await photoFiles()).toBe(before + 10);
    await seedDemo(deps);
    expect(await photoFiles()).toBe(before + 10);
    const vikram = await signedInAsDemo(t, 'vikram_iyer');
    const [klass] = await deps.db.select().from(groups).where(eq(groups.name, 'Class 5 A'));
    const cards = await pdfAs(vikram, PRINT_API.idCards, { groupId: klass?.id ?? '' });
    expect(pdfImages(cards.pdf).filter((i) => i.filter === 'DCTDecode')).toHaveLength(10);
  });
});
