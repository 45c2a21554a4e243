import type { TestContext } from '../support/app.js';
import { createClass, createMember, type TestProfile } from '../support/factories.js';
import { schoolWithAdmin } from '../support/groups-helpers.js';
import { moduleCall } from '../support/module-call.js';

// The stock tests' school (the clock at 1 June 2026, 10:00 in India): its admin, Vikram of the
// front office who keeps the store, Kavita the accountant who reads it, a teacher who may do
// neither, Class 7 A, a stationery category and a supplier (one of the expenses' vendors).

/** Calls under /rest/inventory (support/module-call.ts). */
export const icall = moduleCall('inventory');

export async function inventorySchool(t: TestContext, name?: string) {
  const { institute, admin } = await schoolWithAdmin(t, name);
  const keeper = await createMember(t, institute, 'FRONT_OFFICE', {
    institute,
    firstName: 'Vikram',
  });
  const accountant = await createMember(t, institute, 'ACCOUNTANT', {
    institute,
    firstName: 'Kavita',
  });
  const teacher = await createMember(t, institute, 'TEACHER', { institute, firstName: 'Asha' });
  const klass = await createClass(t, institute, 'Class 7 A');
  const ok = async (res: { statusCode: number; body: string; json: () => unknown }) => {
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as { id: string; message: string };
  };
  const stationery = (
    await ok(
      await icall(t, keeper, 'POST', 'category', {
        groupId: institute.id,
        name: 'Stationery',
      }),
    )
  ).id;
  await ok(
    await moduleCall('expense')(t, accountant, 'POST', 'vendor', {
      groupId: institute.id,
      name: 'Gupta Stationers',
    }),
  );
  const setup = (await icall(t, keeper, 'GET', 'setup', { groupId: institute.id })).json() as {
    suppliers: { id: string }[];
  };
  const supplier = setup.suppliers[0]?.id ?? '';
  /** An item of the school, answering its id. */
  const item = async (over: Record<string, unknown> = {}) =>
    (
      await ok(
        await icall(t, keeper, 'POST', 'item', {
          groupId: institute.id,
          name: 'Whiteboard markers',
          categoryId: stationery,
          unit: 'Box',
          ...over,
        }),
      )
    ).id;
  return { institute, admin, keeper, accountant, teacher, klass, stationery, supplier, item, ok };
}
export type InventorySchool = Awaited<ReturnType<typeof inventorySchool>>;

/** A movement as the keeper, which must succeed. */
export async function moved(
  t: TestContext,
  s: InventorySchool,
  body: Record<string, unknown>,
  who: TestProfile = s.keeper,
) {
  return s.ok(await icall(t, who, 'POST', 'movement', { groupId: s.institute.id, ...body }));
}

/** The item as the list shows it. */
export async function itemOf(t: TestContext, s: InventorySchool, id: string) {
  const res = await icall(t, s.keeper, 'GET', 'item/id', { groupId: s.institute.id, id });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as {
    item: {
      quantity: number;
      valuePaise: number;
      averageCostPaise: number;
      issuedOut: number;
      low: boolean;
    };
    movements: {
      kind: string;
      quantity: number;
      valuePaise: number;
      balanceQuantity: number;
      balanceValuePaise: number;
      party: string | null;
    }[];
  };
}
