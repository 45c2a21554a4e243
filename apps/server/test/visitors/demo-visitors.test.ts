import { VISITOR_API } from '@shala/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groups } from '../../src/db/schema/index.js';
import { headers, useTestApp } from '../support/app.js';
import { demoSchool, getOk, signedInAsDemo } from '../support/demo-school.js';
import { DEMO_SEED_TIMEOUT_MS } from '../support/timeouts.js';

// The demo school's front office today (src/demo/visitors.ts) as README says to try it: Vikram
// has the day's visitors, one inside to meet Asha, and an approved gate pass waiting at the gate.

const t = useTestApp();

describe("the demo school's front office", { timeout: DEMO_SEED_TIMEOUT_MS }, () => {
  it('has today’s visitors and a gate pass the gate may let out', async () => {
    await demoSchool(t);
    const [school] = await t.app.deps.database.db
      .select()
      .from(groups)
      .where(eq(groups.name, 'Demo Public School'));
    if (!school) throw new Error('no demo school');
    const groupId = school.id;
    const vikram = await signedInAsDemo(t, 'vikram_iyer');
    const log = await getOk(t, vikram, VISITOR_API.visitors, { groupId });
    expect(log).toMatchObject({ total: 3, inside: 1 });
    const inside = log.visitors.find((v: { outAt: string | null }) => v.outAt === null);
    expect(inside).toMatchObject({
      name: 'Ramesh Iyengar',
      hasPhoto: true,
      host: { name: 'Asha Verma' },
    });
    const passes = await getOk(t, vikram, VISITOR_API.gatePasses, { groupId });
    expect(passes.passes).toHaveLength(1);
    const [pass] = passes.passes;
    expect(pass).toMatchObject({
      status: 'APPROVED',
      problem: null,
      approvedBy: { name: 'Asha Verma' },
    });
    expect(pass.collector.relation).toBe('Father');
    const scanned = await getOk(t, vikram, VISITOR_API.scan, { groupId, code: pass.code });
    expect(scanned.id).toBe(pass.id);

    // Asha sees the father who came to meet her, and his photo.
    const asha = await signedInAsDemo(t, 'asha_verma');
    const mine = await getOk(t, asha, VISITOR_API.mine, { groupId });
    expect(mine.visitors.map((v: { name: string }) => v.name)).toEqual(['Ramesh Iyengar']);
    const photo = await t.app.inject({
      method: 'GET',
      url: `${VISITOR_API.photo}?groupId=${groupId}&id=${inside.id}`,
      headers: headers(asha),
    });
    expect(photo.statusCode).toBe(200);
    // Priya has no child on a pass today.
    const priya = await signedInAsDemo(t, 'priya_sharma');
    expect((await getOk(t, priya, VISITOR_API.mine, { groupId })).passes).toEqual([]);
  });
});
