import { onlineOrders } from '../../src/db/schema/index.js';
import type { TestContext } from './app.js';

/**
 * An online order of an institute's student for the cross-tenant suites
 * (platform/cross-tenant*.test.ts): named from another institute, it must not be found.
 */
export async function onlineObjectsOf(
  t: TestContext,
  p: { instituteId: string; studentProfileId: string },
) {
  const [order] = await t.app.deps.database.db
    .insert(onlineOrders)
    .values({
      instituteId: p.instituteId,
      studentProfileId: p.studentProfileId,
      payerProfileId: p.studentProfileId,
      recordType: 'FEES',
      gatewayOrderId: 'order_TheirOrder00001',
      amountPaise: 100_000,
      createdAt: t.clock.now(),
    })
    .returning();
  if (!order) throw new Error('online order not created');
  return { orderId: order.id, gatewayOrderId: order.gatewayOrderId };
}
