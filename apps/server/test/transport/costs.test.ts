import { TRANSPORT_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/groups-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';
import {
  assign,
  line,
  ok,
  owed,
  payInto,
  tcall,
  transportDues,
  transportSchool,
} from './transport-school.js';

const t = useTestApp();
guardTenantWrites(t);

type Cost = { id: string; stopId: string; name: string; amountPaise: number; dueDate: string };

const quarters = (amounts: number[]) =>
  amounts.map((amountPaise, i) => ({
    name: `Quarter ${i + 1}`,
    amountPaise,
    dueDate: ['2026-04-10', '2026-07-10', '2026-10-10', '2027-01-10'][i],
  }));

describe('transportation cost per stop and session', () => {
  it("sets a stop's instalments, lists them, and the riders' dues follow every change", async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { stops: ['MG Road'], instalments: [300_000, 300_000] });
    const stopId = l.stopIds[0] as string;
    const rohan = s.students[0];
    await ok(assign(t, s, rohan, stopId));
    expect(
      owed(await transportDues(t, s, rohan)).map((d) => [d.particular, d.amountPaise]),
    ).toEqual([
      ['Term 1 (MG Road)', 300_000],
      ['Term 2 (MG Road)', 300_000],
    ]);

    // Four quarters instead: the two dues change in place, two more come.
    const before = owed(await transportDues(t, s, rohan));
    const saved = await tcall(t, s.manager, 'POST', 'cost', {
      groupId: s.institute.id,
      stopId,
      sessionId: s.institute.session.id,
      instalments: quarters([160_000, 150_000, 150_000, 150_000]).reverse(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: TRANSPORT_TEXTS.costSaved(1), students: 1 });
    const after = owed(await transportDues(t, s, rohan));
    expect(after.map((d) => [d.particular, d.amountPaise, d.dueDate])).toEqual([
      ['Quarter 1 (MG Road)', 160_000, '2026-04-10'],
      ['Quarter 2 (MG Road)', 150_000, '2026-07-10'],
      ['Quarter 3 (MG Road)', 150_000, '2026-10-10'],
      ['Quarter 4 (MG Road)', 150_000, '2027-01-10'],
    ]);
    expect(after.slice(0, 2).map((d) => d.id)).toEqual(before.map((d) => d.id));

    const listed = await ok<{ sessionId: string; costs: Cost[] }>(
      tcall(t, s.accountant, 'GET', 'cost', { groupId: s.classA.id }),
    );
    expect(listed.sessionId).toBe(s.institute.session.id);
    expect(listed.costs.filter((c) => c.stopId === stopId).map((c) => c.name)).toEqual([
      'Quarter 1',
      'Quarter 2',
      'Quarter 3',
      'Quarter 4',
    ]);

    // One instalment changed, one removed.
    const q4 = listed.costs.find((c) => c.name === 'Quarter 4') as Cost;
    const changed = await tcall(t, s.manager, 'PUT', 'cost', {
      groupId: s.institute.id,
      id: q4.id,
      name: 'Quarter 4',
      amountPaise: 140_000,
      dueDate: '2027-01-15',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const q3 = listed.costs.find((c) => c.name === 'Quarter 3') as Cost;
    const removed = await tcall(t, s.manager, 'DELETE', 'cost', {
      groupId: s.institute.id,
      id: q3.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toHaveLength(3);
    expect(
      owed(await transportDues(t, s, rohan)).map((d) => [d.particular, d.amountPaise, d.dueDate]),
    ).toEqual([
      ['Quarter 1 (MG Road)', 160_000, '2026-04-10'],
      ['Quarter 2 (MG Road)', 150_000, '2026-07-10'],
      ['Quarter 4 (MG Road)', 140_000, '2027-01-15'],
    ]);

    const audits = await auditRows(t, s.institute, 'transportCost.saved');
    expect(audits.map((a) => a.detail)).toContainEqual({
      name: 'MG Road',
      routeName: 'Route 1',
      sessionId: s.institute.session.id,
      instalments: 4,
      total: 610_000,
      students: 1,
    });
    expect(await auditRows(t, s.institute, 'transportCost.deleted')).toHaveLength(1);
  });

  it('refuses to lower or drop an instalment below what a rider paid into it (409, nothing changed)', async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { stops: ['MG Road'], instalments: [300_000, 300_000] });
    const stopId = l.stopIds[0] as string;
    const rohan = s.students[0];
    await ok(assign(t, s, rohan, stopId));
    const [term1, term2] = owed(await transportDues(t, s, rohan));
    await payInto(t, term1?.id as string, 250_000);
    await payInto(t, term2?.id as string, 10_000);

    const lower = await tcall(t, s.manager, 'POST', 'cost', {
      groupId: s.institute.id,
      stopId,
      sessionId: s.institute.session.id,
      instalments: quarters([200_000, 300_000]),
    });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toMatch(/has ₹2,500\.00 paid into it/);

    const costs = await ok<{ costs: Cost[] }>(
      tcall(t, s.manager, 'GET', 'cost', { groupId: s.institute.id }),
    );
    const term2Cost = costs.costs.find((c) => c.name === 'Term 2') as Cost;
    const drop = await tcall(t, s.manager, 'DELETE', 'cost', {
      groupId: s.institute.id,
      id: term2Cost.id,
    });
    expect(drop.statusCode).toBe(409);
    expect(drop.json().message).toMatch(/cannot be removed\. Revert the payment first\./);

    // Nothing moved: the plan and the dues are as they were.
    const again = await ok<{ costs: Cost[] }>(
      tcall(t, s.manager, 'GET', 'cost', { groupId: s.institute.id }),
    );
    expect(again.costs).toEqual(costs.costs);
    expect(owed(await transportDues(t, s, rohan)).map((d) => [d.amountPaise, d.paidPaise])).toEqual(
      [
        [300_000, 250_000],
        [300_000, 10_000],
      ],
    );
  });

  it.each([
    [{ instalments: [] }, TRANSPORT_TEXTS.instalments],
    [
      { instalments: quarters([1]).concat(...Array(12).fill(quarters([1]))) },
      TRANSPORT_TEXTS.instalments,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: 0, dueDate: '2026-04-10' }] },
      TRANSPORT_TEXTS.amount,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: 1500.5, dueDate: '2026-04-10' }] },
      TRANSPORT_TEXTS.amount,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: -100, dueDate: '2026-04-10' }] },
      TRANSPORT_TEXTS.amount,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: 2e9, dueDate: '2026-04-10' }] },
      TRANSPORT_TEXTS.amount,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: '100', dueDate: '2026-04-10' }] },
      TRANSPORT_TEXTS.amount,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: 100, dueDate: '2026-02-30' }] },
      TRANSPORT_TEXTS.date,
    ],
    [
      { instalments: [{ name: '', amountPaise: 100, dueDate: '2026-04-10' }] },
      TRANSPORT_TEXTS.instalmentName,
    ],
    [
      {
        instalments: [
          { name: 'Q1', amountPaise: 100, dueDate: '2026-04-10' },
          { name: 'q1', amountPaise: 100, dueDate: '2026-05-10' },
        ],
      },
      TRANSPORT_TEXTS.instalmentNameTwice,
    ],
    [
      { instalments: [{ name: 'Q1', amountPaise: 100, dueDate: '2028-04-10' }] },
      TRANSPORT_TEXTS.dueDateOutsideSession('2026-04-01', '2027-03-31'),
    ],
  ])('refuses %o (400)', async (over, message) => {
    const s = await transportSchool(t);
    const l = await line(t, s, { stops: ['MG Road'], instalments: [300_000] });
    const res = await tcall(t, s.manager, 'POST', 'cost', {
      groupId: s.institute.id,
      stopId: l.stopIds[0],
      sessionId: s.institute.session.id,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses another institute's stop or session (404), and people without the action (403)", async () => {
    const s = await transportSchool(t);
    const l = await line(t, s, { stops: ['MG Road'], instalments: [300_000] });
    const body = {
      groupId: s.institute.id,
      stopId: l.stopIds[0],
      sessionId: s.institute.session.id,
      instalments: quarters([100_000]),
    };
    const theirSession = await tcall(t, s.manager, 'POST', 'cost', {
      ...body,
      sessionId: s.other.institute.session.id,
    });
    expect(theirSession.statusCode).toBe(404);
    expect(theirSession.json().message).toBe(TRANSPORT_TEXTS.sessionNotFound);
    const fromThem = await tcall(t, s.other.admin, 'POST', 'cost', {
      ...body,
      groupId: s.other.institute.id,
      sessionId: s.other.institute.session.id,
    });
    expect(fromThem.statusCode).toBe(404);
    expect(fromThem.json().message).toBe(TRANSPORT_TEXTS.stopNotFound);
    expect((await tcall(t, s.accountant, 'POST', 'cost', body)).statusCode).toBe(403);
    const costs = await ok<{ costs: Cost[] }>(
      tcall(t, s.manager, 'GET', 'cost', { groupId: s.institute.id }),
    );
    expect(costs.costs.map((c) => c.amountPaise)).toEqual([300_000]);
    const theirView = await tcall(t, s.other.admin, 'PUT', 'cost', {
      groupId: s.other.institute.id,
      id: costs.costs[0]?.id,
      name: 'Mine',
      amountPaise: 1,
      dueDate: '2026-04-10',
    });
    expect(theirView.statusCode).toBe(404);
  });
});
