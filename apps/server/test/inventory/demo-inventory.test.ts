import { INVENTORY_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { seedDemo } from '../../src/demo/seed.js';
import { useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's store (src/demo/inventory.ts) as README says to try it: Vikram keeps it and
// has the A4 paper low in his bell; Kavita reads its value; the register balances.

const t = useTestApp();

describe("the demo school's store", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('holds a month of stock with a low item in the keepers’ bells, valued alike everywhere', async () => {
    await demoSchool(t);
    const [school] = await t.app.deps.database.db
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const groupId = school.id;
    const vikram = await signedInAsDemo(t, 'vikram_iyer');
    const list = await getOk(t, vikram, INVENTORY_API.items, { groupId });
    expect(list.items).toHaveLength(8);
    expect(list.lowCount).toBe(1);
    const paper = list.items.find((i: { code: string }) => i.code === 'STN-001');
    expect(paper).toMatchObject({
      quantity: 6,
      reorderLevel: 10,
      low: true,
      valuePaise: 6 * 26_500,
    });
    const beakers = list.items.find((i: { code: string }) => i.code === 'LAB-014');
    expect(beakers).toMatchObject({ quantity: 20, issuedOut: 2 });
    // The store's value is its items' values, and each item's the last line of its register.
    expect(list.totalValuePaise).toBe(
      list.items.reduce((sum: number, i: { valuePaise: number }) => sum + i.valuePaise, 0),
    );
    for (const item of list.items) {
      const detail = await getOk(t, vikram, INVENTORY_API.item, { groupId, id: item.id });
      expect(detail.movements[0]).toMatchObject({
        balanceQuantity: item.quantity,
        balanceValuePaise: item.valuePaise,
      });
    }
    const bell = await getOk(t, vikram, '/rest/notification', { page: '1', size: '50' });
    expect(bell.schoolErpNotifications.map((n: { title: string }) => n.title)).toContain(
      'Low stock: A4 paper (75 gsm)',
    );
    const issued = await getOk(t, vikram, INVENTORY_API.issued, { groupId });
    expect(issued.issues.map((i: { issuedTo: string }) => i.issuedTo)).toEqual(
      expect.arrayContaining(['Asha Verma', 'Class 5 A', 'Science Lab']),
    );

    const kavita = await signedInAsDemo(t, 'kavita_rao');
    const read = await getOk(t, kavita, INVENTORY_API.items, { groupId });
    expect(read.totalValuePaise).toBe(list.totalValuePaise);
    expect((await getOk(t, kavita, INVENTORY_API.setup, { groupId })).manages).toBe(false);

    // A second run adds nothing.
    await seedDemo({ db: t.app.deps.database.db, clock: t.clock, files: t.app.ctx.files });
    expect((await getOk(t, vikram, INVENTORY_API.items, { groupId })).items).toHaveLength(8);
  });
});
