import { INVENTORY_TEXTS as M } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { notifiedTitles } from '../support/notification-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import { icall, inventorySchool, itemOf, moved } from './inventory-school.js';

const t = useTestApp();
guardTenantWrites(t);

describe('the store by weighted average (issue 25 §3)', () => {
  it('receives stock at two costs, issues at the average, and takes a return back at the issue’s cost', async () => {
    const s = await inventorySchool(t);
    const markers = await s.item({ code: 'stn-001', reorderLevel: 2, location: 'Store room' });
    const first = await moved(t, s, {
      itemId: markers,
      kind: 'IN',
      quantity: 10,
      unitCostPaise: 25_000,
      vendorId: s.supplier,
      reference: 'BILL-101',
    });
    expect(first.message).toBe(M.stockIn);
    await moved(t, s, { itemId: markers, kind: 'IN', quantity: 10, unitCostPaise: 35_000 });
    let shown = await itemOf(t, s, markers);
    expect(shown.item).toMatchObject({
      quantity: 20,
      valuePaise: 600_000,
      averageCostPaise: 30_000,
    });

    // Five to the teacher at the average: the average stays.
    const issued = await moved(t, s, {
      itemId: markers,
      kind: 'ISSUE',
      quantity: 5,
      issuedTo: { kind: 'STAFF', profileId: s.teacher.profileId },
    });
    expect(issued.message).toBe(M.issued);
    await moved(t, s, {
      itemId: markers,
      kind: 'ISSUE',
      quantity: 3,
      issuedTo: { kind: 'CLASS', classId: s.klass.id },
    });
    await moved(t, s, {
      itemId: markers,
      kind: 'ISSUE',
      quantity: 1,
      issuedTo: { kind: 'ROOM', room: '  Chemistry   lab ' },
    });
    shown = await itemOf(t, s, markers);
    expect(shown.item).toMatchObject({
      quantity: 11,
      valuePaise: 330_000,
      averageCostPaise: 30_000,
      issuedOut: 9,
    });
    // Then a receipt at ₹400 moves the average; a return comes back at its issue's ₹300.
    await moved(t, s, { itemId: markers, kind: 'IN', quantity: 9, unitCostPaise: 40_000 });
    const back = await icall(t, s.keeper, 'POST', 'return', {
      groupId: s.institute.id,
      issueId: issued.id,
      quantity: 2,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe(M.returned);
    shown = await itemOf(t, s, markers);
    expect(shown.item).toMatchObject({ quantity: 22, valuePaise: 330_000 + 360_000 + 60_000 });
    expect(
      shown.movements.map((m) => [m.kind, m.quantity, m.valuePaise, m.balanceQuantity]),
    ).toEqual([
      ['RETURN', 2, 60_000, 22],
      ['IN', 9, 360_000, 20],
      ['ISSUE', 1, 30_000, 11],
      ['ISSUE', 3, 90_000, 12],
      ['ISSUE', 5, 150_000, 15],
      ['IN', 10, 350_000, 20],
      ['IN', 10, 250_000, 10],
    ]);
    expect(shown.movements.map((m) => m.party)).toEqual([
      expect.stringContaining('Asha'),
      null,
      'Chemistry lab',
      'Class 7 A',
      expect.stringContaining('Asha'),
      null,
      'Gupta Stationers',
    ]);

    // What is still out, and no more back than went out.
    const open = await icall(t, s.accountant, 'GET', 'issued', { groupId: s.institute.id });
    expect(open.statusCode).toBe(200);
    const teachers = open.json().issues.find((i: { id: string }) => i.id === issued.id);
    expect(teachers).toMatchObject({
      quantity: 5,
      returned: 2,
      outstanding: 3,
      issuedToKind: 'STAFF',
    });
    const tooMany = await icall(t, s.keeper, 'POST', 'return', {
      groupId: s.institute.id,
      issueId: issued.id,
      quantity: 4,
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(M.returnTooMany(3));
    // The rest comes back: the issue is closed and leaves the open list.
    await s.ok(
      await icall(t, s.keeper, 'POST', 'return', {
        groupId: s.institute.id,
        issueId: issued.id,
        quantity: 3,
      }),
    );
    const after = await icall(t, s.keeper, 'GET', 'issued', { groupId: s.institute.id });
    expect(after.json().issues.map((i: { id: string }) => i.id)).not.toContain(issued.id);
    const all = await icall(t, s.keeper, 'GET', 'issued', { groupId: s.institute.id, open: false });
    expect(all.json().issues).toHaveLength(3);

    // The list: the store's value and its items.
    const list = await icall(t, s.accountant, 'GET', 'item', { groupId: s.institute.id });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      totalValuePaise: 840_000,
      lowCount: 0,
      items: [{ name: 'Whiteboard markers', code: 'STN-001', quantity: 25, issuedOut: 4 }],
    });
  });

  it('refuses to issue more than is held, and two issues at once never take the same units', async () => {
    const s = await inventorySchool(t);
    const chalk = await s.item({ name: 'Chalk', unit: 'Packet' });
    await moved(t, s, { itemId: chalk, kind: 'IN', quantity: 3, unitCostPaise: 1_000 });
    const over = await icall(t, s.keeper, 'POST', 'movement', {
      groupId: s.institute.id,
      itemId: chalk,
      kind: 'ISSUE',
      quantity: 4,
      issuedTo: { kind: 'ROOM', room: 'Staff room' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(M.notEnough(3));
    const issue = () =>
      icall(t, s.keeper, 'POST', 'movement', {
        groupId: s.institute.id,
        itemId: chalk,
        kind: 'ISSUE',
        quantity: 2,
        issuedTo: { kind: 'ROOM', room: 'Staff room' },
      });
    const codes = (await Promise.all([issue(), issue()])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect((await itemOf(t, s, chalk)).item).toMatchObject({ quantity: 1, valuePaise: 1_000 });
    // The last unit written off takes the whole value, with its reason, in the audit log.
    const noReason = await icall(t, s.keeper, 'POST', 'movement', {
      groupId: s.institute.id,
      itemId: chalk,
      kind: 'WRITE_OFF',
      quantity: 1,
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(M.writeOffNote);
    const gone = await moved(t, s, {
      itemId: chalk,
      kind: 'WRITE_OFF',
      quantity: 1,
      note: 'Damp in the monsoon',
    });
    expect(gone.message).toBe(M.writtenOff);
    expect((await itemOf(t, s, chalk)).item).toMatchObject({ quantity: 0, valuePaise: 0 });
    const audit = await t.app.ctx.db.query.auditEvents.findMany({
      where: (a, { eq }) => eq(a.action, 'inventory.writtenOff'),
    });
    expect(audit.map((a) => a.detail)).toEqual([
      { name: 'Chalk', quantity: 1, valuePaise: 1_000, note: 'Damp in the monsoon' },
    ]);
  });

  it('tells those who keep the store once when an item falls to its reorder level', async () => {
    const s = await inventorySchool(t);
    const paper = await s.item({ name: 'A4 paper', unit: 'Ream', reorderLevel: 5 });
    await moved(t, s, { itemId: paper, kind: 'IN', quantity: 8, unitCostPaise: 28_000 });
    const out = (quantity: number) =>
      moved(t, s, {
        itemId: paper,
        kind: 'ISSUE',
        quantity,
        issuedTo: { kind: 'CLASS', classId: s.klass.id },
      });
    await out(2);
    expect(await notifiedTitles(t, s.keeper.profileId, 'inventory.low')).toEqual([]);
    await out(2);
    expect(await notifiedTitles(t, s.keeper.profileId, 'inventory.low')).toEqual([
      'Low stock: A4 paper',
    ]);
    expect(await notifiedTitles(t, s.admin.profileId, 'inventory.low')).toEqual([
      'Low stock: A4 paper',
    ]);
    // Not the readers, and not again while it stays low.
    expect(await notifiedTitles(t, s.accountant.profileId, 'inventory.low')).toEqual([]);
    await out(1);
    expect(await notifiedTitles(t, s.keeper.profileId, 'inventory.low')).toHaveLength(1);
    const [alert] = await t.app.ctx.db.query.notifications.findMany({
      where: (n, { and, eq }) =>
        and(eq(n.profileId, s.keeper.profileId), eq(n.kind, 'inventory.low')),
    });
    expect(alert).toMatchObject({
      target: `/inventory?item=${paper}`,
      message: '4 reams left; the reorder level is 5.',
    });
    const low = await icall(t, s.keeper, 'GET', 'item', { groupId: s.institute.id, low: true });
    expect(low.json()).toMatchObject({ lowCount: 1, items: [{ id: paper, low: true }] });
    // Stocked up again, then down again: told again.
    await moved(t, s, { itemId: paper, kind: 'IN', quantity: 10, unitCostPaise: 28_000 });
    await out(10);
    expect(await notifiedTitles(t, s.keeper.profileId, 'inventory.low')).toHaveLength(2);
  });

  it('dates a movement today or earlier, never before the item’s last one', async () => {
    const s = await inventorySchool(t);
    const item = await s.item();
    const at = (movementDate: string) =>
      icall(t, s.keeper, 'POST', 'movement', {
        groupId: s.institute.id,
        itemId: item,
        kind: 'IN',
        quantity: 1,
        unitCostPaise: 100,
        movementDate,
      });
    expect((await at('2026-06-02')).json().message).toBe(M.futureDate);
    expect((await at('2026-05-20')).statusCode).toBe(200);
    const before = await at('2026-05-19');
    expect(before.statusCode).toBe(400);
    expect(before.json().message).toBe(M.beforeLast);
    expect((await at('2026-05-30')).statusCode).toBe(200);
    const register = await icall(t, s.accountant, 'GET', 'register', {
      groupId: s.institute.id,
      from: '2026-05-01',
      to: '2026-05-31',
    });
    expect(register.json()).toMatchObject({
      inValuePaise: 200,
      outValuePaise: 0,
      movements: [{ movementDate: '2026-05-20' }, { movementDate: '2026-05-30' }],
    });
  });

  it('keeps items: names and codes once per institute, a disabled item takes no stock', async () => {
    const s = await inventorySchool(t);
    const item = await s.item({ code: 'LAB-7' });
    const again = await icall(t, s.keeper, 'POST', 'item', {
      groupId: s.institute.id,
      name: 'WHITEBOARD MARKERS',
      categoryId: s.stationery,
      unit: 'Box',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.itemTaken);
    const code = await icall(t, s.keeper, 'POST', 'item', {
      groupId: s.institute.id,
      name: 'Dusters',
      code: 'lab-7',
      categoryId: s.stationery,
      unit: 'Piece',
    });
    expect(code.json().message).toBe(M.codeTaken);
    const changed = await icall(t, s.keeper, 'PUT', 'item', {
      groupId: s.institute.id,
      id: item,
      name: 'Whiteboard markers (blue)',
      categoryId: s.stationery,
      unit: 'Box',
      reorderLevel: 4,
      active: false,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const refused = await icall(t, s.keeper, 'POST', 'movement', {
      groupId: s.institute.id,
      itemId: item,
      kind: 'IN',
      quantity: 1,
      unitCostPaise: 100,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.itemInactive);
    // Hidden from the list unless asked for, kept in the audit log.
    expect(
      (await icall(t, s.keeper, 'GET', 'item', { groupId: s.institute.id })).json().items,
    ).toEqual([]);
    const withDisabled = await icall(t, s.keeper, 'GET', 'item', {
      groupId: s.institute.id,
      inactive: true,
      q: 'blue',
    });
    expect(withDisabled.json().items).toMatchObject([
      { name: 'Whiteboard markers (blue)', active: false },
    ]);
    // A disabled category takes no new item.
    await s.ok(
      await icall(t, s.keeper, 'PUT', 'category', {
        groupId: s.institute.id,
        id: s.stationery,
        name: 'Stationery',
        active: false,
      }),
    );
    const inDisabled = await icall(t, s.keeper, 'POST', 'item', {
      groupId: s.institute.id,
      name: 'Staplers',
      categoryId: s.stationery,
      unit: 'Piece',
    });
    expect(inDisabled.json().message).toBe(M.categoryInactive);
  });

  it('lets the accountant read and refuses writes to readers and everything to a teacher', async () => {
    const s = await inventorySchool(t);
    const item = await s.item();
    const setup = await icall(t, s.accountant, 'GET', 'setup', { groupId: s.institute.id });
    expect(setup.json()).toMatchObject({
      manages: false,
      today: '2026-06-01',
      categories: [{ name: 'Stationery' }],
      suppliers: [{ name: 'Gupta Stationers' }],
      classes: [{ name: 'Class 7 A' }],
    });
    expect(setup.json().staff.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining([expect.stringContaining('Vikram'), expect.stringContaining('Asha')]),
    );
    expect(
      (await icall(t, s.keeper, 'GET', 'setup', { groupId: s.institute.id })).json().manages,
    ).toBe(true);
    const write = await icall(t, s.accountant, 'POST', 'movement', {
      groupId: s.institute.id,
      itemId: item,
      kind: 'IN',
      quantity: 1,
      unitCostPaise: 1,
    });
    expect(write.statusCode).toBe(403);
    expect((await icall(t, s.teacher, 'GET', 'item', { groupId: s.institute.id })).statusCode).toBe(
      403,
    );
    expect((await icall(t, null, 'GET', 'item', { groupId: s.institute.id })).statusCode).toBe(401);
  });

  it('answers bad and hostile input with the field’s message and writes nothing', async () => {
    const s = await inventorySchool(t);
    const item = await s.item({ reorderLevel: 1 });
    const post = (body: Record<string, unknown>) =>
      icall(t, s.keeper, 'POST', 'movement', { groupId: s.institute.id, itemId: item, ...body });
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'IN', quantity: 0, unitCostPaise: 1 }, M.quantity],
      [{ kind: 'IN', quantity: 1.5, unitCostPaise: 1 }, M.quantity],
      [{ kind: 'IN', quantity: '3', unitCostPaise: 1 }, M.quantity],
      [{ kind: 'IN', quantity: 1, unitCostPaise: -1 }, M.unitCost],
      [{ kind: 'IN', quantity: 1, unitCostPaise: 1, vendorId: 'x' }, M.supplier],
      [{ kind: 'STEAL', quantity: 1 }, M.kind],
      [{ kind: 'ISSUE', quantity: 1 }, M.issuedTo],
      [{ kind: 'ISSUE', quantity: 1, issuedTo: { kind: 'ROOM', room: ' ' } }, M.room],
      [
        { kind: 'ISSUE', quantity: 1, issuedTo: { kind: 'STAFF', profileId: 'me' } },
        M.staffNotFound,
      ],
      [{ kind: 'IN', quantity: 1, unitCostPaise: 1, movementDate: '2026-02-30' }, M.date],
      [{ kind: 'IN', quantity: 1, unitCostPaise: 1, reference: 'x'.repeat(41) }, M.reference],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    // Names of another institute's kind: nobody of this school.
    const stranger = await inventorySchool(t, 'Other School');
    const theirs = await post({
      kind: 'ISSUE',
      quantity: 1,
      issuedTo: { kind: 'STAFF', profileId: stranger.teacher.profileId },
    });
    expect(theirs.statusCode).toBe(404);
    const theirClass = await post({
      kind: 'ISSUE',
      quantity: 1,
      issuedTo: { kind: 'CLASS', classId: stranger.klass.id },
    });
    expect(theirClass.json().message).toBe(M.classNotFound);
    const theirSupplier = await post({
      kind: 'IN',
      quantity: 1,
      unitCostPaise: 1,
      vendorId: stranger.supplier,
    });
    expect(theirSupplier.json().message).toBe(M.supplierNotFound);
    const theirItem = await icall(t, s.keeper, 'POST', 'movement', {
      groupId: s.institute.id,
      itemId: await stranger.item(),
      kind: 'IN',
      quantity: 1,
      unitCostPaise: 1,
    });
    expect(theirItem.statusCode).toBe(404);
    const badItem = await icall(t, s.keeper, 'POST', 'item', {
      groupId: s.institute.id,
      name: '<script>x</script>'.repeat(10),
      categoryId: stranger.stationery,
      unit: 'Crate',
      reorderLevel: -1,
    });
    expect(badItem.statusCode).toBe(400);
    const search = await icall(t, s.keeper, 'GET', 'item', { groupId: s.institute.id, q: "%_\\'" });
    expect(search.json().items).toEqual([]);
    const range = await icall(t, s.keeper, 'GET', 'register', {
      groupId: s.institute.id,
      from: '2025-01-01',
      to: '2026-06-01',
    });
    expect(range.json().message).toBe(M.range);
    expect((await itemOf(t, s, item)).movements).toEqual([]);
  });

  it('gives the register as CSV, cells made safe', async () => {
    const s = await inventorySchool(t);
    const item = await s.item({ name: '=Glue sticks' });
    await moved(t, s, {
      itemId: item,
      kind: 'IN',
      quantity: 12,
      unitCostPaise: 2_550,
      vendorId: s.supplier,
      reference: 'CH-42',
    });
    await moved(t, s, {
      itemId: item,
      kind: 'ISSUE',
      quantity: 2,
      issuedTo: { kind: 'CLASS', classId: s.klass.id },
    });
    const res = await icall(t, s.accountant, 'GET', 'register/csv', {
      groupId: s.institute.id,
      from: '2026-06-01',
      to: '2026-06-01',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toContain(
      'stock-register-2026-06-01-to-2026-06-01.csv',
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Stock register');
    expect(lines[2]).toContain("'=Glue sticks");
    expect(lines[2]).toContain('Gupta Stationers');
    expect(lines[2]).toContain('CH-42');
    expect(lines[3]).toContain('Class 7 A');
    expect(res.body).toContain('Received and returned');
  });
});
