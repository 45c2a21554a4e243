// The baseline of bench/inventory: a bare Fastify 5 app with the two calls the bench measures
// cut down to what they come down to, on the same PostgreSQL database (a pg.Pool of 10, the
// server's size):
// - GET: the Items list's one query, on the store's own tables (the items of the institute with
//   their category's name and the units out on open issues, by name), each row given its average
//   cost and low flag by the shared rules, the store's value and low count summed;
// - POST: an issue, in one transaction on the bare route's own copies of the hot items
//   (seed.ts): the item's row locked, its balance moved by the shared afterMovement (a refusal
//   when there are not the units: 409), the register's line inserted, the balance written.
// No plugins, no hooks, no logger, no validation but the body's shape, no session, access
// check, staff or class check, audit or notification: what is left when the product's own layers
// are taken away.
//   BASELINE_DATABASE_URL=postgres://… PORT=1234 node --import tsx inventory/baseline.ts

import { afterMovement, averageCost, indiaDay, isLowStock } from '@shala/shared';
import Fastify from 'fastify';
import pg from 'pg';
import { runBaseline } from '../common/baseline.js';
import {
  BASELINE_ITEMS_PATH,
  BASELINE_ITEMS_TABLE,
  BASELINE_MOVEMENT_PATH,
  BASELINE_MOVEMENTS_TABLE,
} from './config.js';

const ITEMS_SQL = `SELECT i.id, i.name, i.code, i.category_id, c.name AS category_name, i.unit,
    i.location, i.reorder_level, i.quantity, i.value_paise, i.active, i.issued_out
  FROM stock_items i JOIN stock_categories c ON c.id = i.category_id
 WHERE i.institute_id = $1 AND i.active
 ORDER BY i.name`;

type ItemRow = {
  id: string;
  name: string;
  code: string | null;
  category_id: string;
  category_name: string;
  unit: string;
  location: string | null;
  reorder_level: number | null;
  quantity: number;
  value_paise: string;
  active: boolean;
  issued_out: string;
};
type Issue = {
  itemId?: unknown;
  quantity?: unknown;
  issuedTo?: { kind?: unknown; profileId?: unknown; classId?: unknown; room?: unknown };
  note?: unknown;
};

async function main(): Promise<void> {
  const url = process.env.BASELINE_DATABASE_URL;
  if (!url) throw new Error('BASELINE_DATABASE_URL is required');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Dates as the text they are (the product's drizzle reads them so).
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const app = Fastify({ logger: false });

  app.get(BASELINE_ITEMS_PATH, async (request, reply) => {
    const { groupId } = (request.query ?? {}) as { groupId?: unknown };
    if (typeof groupId !== 'string') return reply.status(400).send({ message: 'bad group' });
    const { rows } = await pool.query<ItemRow>(ITEMS_SQL, [groupId]);
    const items = rows.map((r) => {
      const valuePaise = Number(r.value_paise);
      return {
        id: r.id,
        name: r.name,
        code: r.code,
        categoryId: r.category_id,
        categoryName: r.category_name,
        unit: r.unit,
        location: r.location,
        reorderLevel: r.reorder_level,
        quantity: r.quantity,
        valuePaise,
        averageCostPaise: averageCost({ quantity: r.quantity, valuePaise }),
        issuedOut: Number(r.issued_out),
        low: r.active && isLowStock(r.quantity, r.reorder_level),
        active: r.active,
      };
    });
    return {
      items,
      totalValuePaise: items.reduce((t, i) => t + i.valuePaise, 0),
      lowCount: items.filter((i) => i.low).length,
    };
  });

  app.post(BASELINE_MOVEMENT_PATH, async (request, reply) => {
    const b = (request.body ?? {}) as Issue;
    const to = b.issuedTo;
    if (
      typeof b.itemId !== 'string' ||
      typeof b.quantity !== 'number' ||
      !to ||
      typeof to.kind !== 'string'
    ) {
      return reply.status(400).send({ message: 'bad issue' });
    }
    const quantity = b.quantity;
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const item = (
        await client.query<{ quantity: number; value_paise: string; movement_count: number }>(
          `SELECT quantity, value_paise, movement_count FROM ${BASELINE_ITEMS_TABLE}
            WHERE id = $1 FOR UPDATE`,
          [b.itemId],
        )
      ).rows[0];
      if (!item) {
        await client.query('ROLLBACK');
        return reply.status(404).send({ message: 'no such item' });
      }
      const held = { quantity: item.quantity, valuePaise: Number(item.value_paise) };
      const balance = afterMovement(held, { kind: 'OUT', quantity });
      if (!balance) {
        await client.query('ROLLBACK');
        return reply.status(409).send({ message: `Only ${held.quantity} in stock.` });
      }
      const seq = item.movement_count + 1;
      const day = indiaDay(new Date());
      const line = await client.query<{ id: string }>(
        `INSERT INTO ${BASELINE_MOVEMENTS_TABLE} (item_id, seq, kind, movement_date, quantity,
           value_paise, balance_quantity, balance_value_paise, issued_to_kind, issued_to_profile_id,
           issued_to_class_id, issued_to_room, note, created_at)
         VALUES ($1, $2, 'ISSUE', $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now()) RETURNING id`,
        [
          b.itemId,
          seq,
          day,
          quantity,
          held.valuePaise - balance.valuePaise,
          balance.quantity,
          balance.valuePaise,
          to.kind,
          typeof to.profileId === 'string' ? to.profileId : null,
          typeof to.classId === 'string' ? to.classId : null,
          typeof to.room === 'string' ? to.room : null,
          typeof b.note === 'string' ? b.note : null,
        ],
      );
      await client.query(
        `UPDATE ${BASELINE_ITEMS_TABLE} SET quantity = $2, value_paise = $3, movement_count = $4,
           last_movement_date = $5 WHERE id = $1`,
        [b.itemId, balance.quantity, balance.valuePaise, seq, day],
      );
      await client.query('COMMIT');
      return { message: 'Issued.', id: line.rows[0]?.id };
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  });

  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
  process.on(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
}

runBaseline(main);
