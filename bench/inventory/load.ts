// bench/inventory's load and checks: the Items list read closed-loop over a few connections, the
// exam day's issues by several callers at once on the hot items, and afterwards each hot item's
// register replayed by the shared weighted-average rule (rules/stock.ts).

import { afterMovement, type StockBalance } from '@shala/shared';
import type pg from 'pg';
import { percentile, sortedOf } from '../common/stats.js';
import { type HotItem, seeded, type Targets } from './seed.js';

export type Call = { ms: number; status: number; text: string };
const traceId = () => crypto.randomUUID().replaceAll('-', '');

/** One request, timed from the send to the whole answer read. */
export async function send(
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Call> {
  const started = performance.now();
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...headers,
      accept: 'application/json',
      traceId: traceId(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { ms: performance.now() - started, status: res.status, text };
}

export type Latencies = {
  calls: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function latencies(ms: number[], seconds: number): Latencies {
  const sorted = sortedOf(ms);
  return {
    calls: ms.length,
    perSecond: ms.length / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? 0,
  };
}

/**
 * `calls` GETs of `url` shared by `connections` closed loops (each sends its next when its last
 * is answered), after `warmup` calls not counted. Any answer but 200 is a failure.
 */
export async function reads(
  url: string,
  headers: Record<string, string>,
  opts: { calls: number; connections: number; warmup: number },
) {
  for (let i = 0; i < opts.warmup; i += 1) await send(url, headers);
  const ms: number[] = [];
  const failed: Call[] = [];
  let left = opts.calls;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (left > 0) {
        left -= 1;
        const c = await send(url, headers);
        if (c.status === 200) ms.push(c.ms);
        else failed.push(c);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { ...latencies(ms, seconds), failed: failed.length, firstFailure: failed[0] };
}

/** One issue sent and how it was answered. */
export type Issued = {
  caller: number;
  itemId: string;
  quantity: number;
  measured: boolean;
  ms: number;
  status: number;
  /** The register line's id, when it was written (200). */
  id: string;
  text: string;
};

/**
 * `callers` keepers, each issuing closed-loop (the next when the last is answered): for
 * `warmSeconds` on the warm-up item, then for `seconds` on the hot items, each issue of one to
 * three units of an item picked at random, to a staff member, a class or a room in turn. Each
 * caller's choices come from its own seeded stream, the same for the real call and the bare route.
 */
export async function issues(opts: {
  url: string;
  headersOf: (caller: number) => Record<string, string>;
  callers: number;
  groupId: string;
  hot: HotItem[];
  warmItemId: string;
  targets: Targets;
  warmSeconds: number;
  seconds: number;
}): Promise<{ all: Issued[]; seconds: number }> {
  const all: Issued[] = [];
  const run = (measured: boolean, seconds: number) =>
    Promise.all(
      Array.from({ length: opts.callers }, async (_, caller) => {
        const rand = seeded((measured ? 7_000 : 9_000) + caller);
        const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
        const until = performance.now() + seconds * 1000;
        for (let k = 0; performance.now() < until; k += 1) {
          const itemId = measured ? pick(opts.hot).id : opts.warmItemId;
          const quantity = 1 + Math.floor(rand() * 3);
          const issuedTo =
            k % 3 === 0
              ? { kind: 'STAFF', profileId: pick(opts.targets.staff) }
              : k % 3 === 1
                ? { kind: 'CLASS', classId: pick(opts.targets.classes) }
                : { kind: 'ROOM', room: pick(opts.targets.rooms) };
          const body = {
            groupId: opts.groupId,
            itemId,
            kind: 'ISSUE',
            quantity,
            issuedTo,
            note: 'Exam day',
          };
          const c = await send(opts.url, opts.headersOf(caller), body);
          let id = '';
          try {
            const parsed = JSON.parse(c.text) as { id?: unknown };
            if (c.status === 200 && typeof parsed.id === 'string') id = parsed.id;
          } catch {
            // not JSON: the status and text say what happened
          }
          all.push({
            caller,
            itemId,
            quantity,
            measured,
            ms: c.ms,
            status: c.status,
            id,
            text: c.text.slice(0, 200),
          });
        }
      }),
    );
  await run(false, opts.warmSeconds);
  const started = performance.now();
  await run(true, opts.seconds);
  return { all, seconds: (performance.now() - started) / 1000 };
}

/** What the issues' answers were, by kind, and the measured window's figures. */
export function summary(all: Issued[], seconds: number) {
  const measured = all.filter((i) => i.measured);
  const ok = measured.filter((i) => i.status === 200);
  const refused = measured.filter((i) => i.status === 409);
  const other = all.filter((i) => i.status !== 200 && i.status !== 409);
  const byStatus = new Map<number, number>();
  for (const i of other) byStatus.set(i.status, (byStatus.get(i.status) ?? 0) + 1);
  return {
    sent: measured.length,
    ok: latencies(
      ok.map((i) => i.ms),
      seconds,
    ),
    refused: refused.length,
    refusedLatency: latencies(
      refused.map((i) => i.ms),
      seconds,
    ),
    other: other.length,
    otherByStatus: [...byStatus.entries()].map(([s, n]) => `${n} × ${s}`).join(', '),
    firstOther: other[0] ? `${other[0].status} ${other[0].text}` : '',
    firstRefusal: refused[0]?.text ?? '',
  };
}

/** The item rows and register lines of one kind of tables: the store's, or the bare route's. */
export type Tables = { items: string; movements: string };
export const STORE_TABLES: Tables = { items: 'stock_items', movements: 'stock_movements' };

export async function movementCounts(sql: pg.Client, tables: Tables, ids: string[]) {
  const { rows } = await sql.query<{ id: string; n: number }>(
    `SELECT id, movement_count AS n FROM ${tables.items} WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.n]));
}

export type Check = {
  items: number;
  /** Items whose balance (units, value, lines) is its register's last line. */
  balanced: number;
  /** Lines whose balance is not the one before moved by the line, by the shared rule. */
  misreckoned: number;
  /** Lines that took out units the balance before them did not hold. */
  overdrawn: number;
  /** Items whose register's places are not 1 … n. */
  gapped: number;
  /** Issue lines written by the load, and the issues acknowledged (200). */
  written: number;
  acknowledged: number;
  /** Units those lines took, and the units acknowledged. */
  writtenUnits: number;
  acknowledgedUnits: number;
  /** Acknowledged issues not in the register as their item's, with their units. */
  missing: number;
  /** Refusals (409) of an item that still holds the units asked (stock only fell meanwhile). */
  refusedWrongly: number;
  /** The final balance of each hot item. */
  final: Map<string, StockBalance>;
};

/**
 * Each item's register replayed from its first line by afterMovement, against what is stored;
 * the load's issue lines against the acknowledged answers; refusals against the final balance.
 */
export async function checkRegisters(
  sql: pg.Client,
  tables: Tables,
  ids: string[],
  before: Map<string, number>,
  sent: Issued[],
): Promise<Check> {
  const items = (
    await sql.query<{ id: string; quantity: number; value_paise: string; movement_count: number }>(
      `SELECT id, quantity, value_paise, movement_count FROM ${tables.items} WHERE id = ANY($1::uuid[])`,
      [ids],
    )
  ).rows;
  const lines = (
    await sql.query<{
      id: string;
      item_id: string;
      seq: number;
      kind: string;
      quantity: number;
      value_paise: string;
      balance_quantity: number;
      balance_value_paise: string;
    }>(
      `SELECT id, item_id, seq, kind, quantity, value_paise, balance_quantity, balance_value_paise
         FROM ${tables.movements} WHERE item_id = ANY($1::uuid[]) ORDER BY item_id, seq`,
      [ids],
    )
  ).rows;
  const byItem = new Map<string, typeof lines>();
  for (const l of lines) {
    const list = byItem.get(l.item_id) ?? [];
    list.push(l);
    byItem.set(l.item_id, list);
  }
  const check: Check = {
    items: items.length,
    balanced: 0,
    misreckoned: 0,
    overdrawn: 0,
    gapped: 0,
    written: 0,
    acknowledged: 0,
    writtenUnits: 0,
    acknowledgedUnits: 0,
    missing: 0,
    refusedWrongly: 0,
    final: new Map(),
  };
  const lineById = new Map(lines.map((l) => [l.id, l]));
  for (const item of items) {
    const list = byItem.get(item.id) ?? [];
    let balance: StockBalance = { quantity: 0, valuePaise: 0 };
    list.forEach((l, i) => {
      if (l.seq !== i + 1) check.gapped += 1;
      const inward = l.kind === 'IN' || l.kind === 'RETURN';
      const next = inward
        ? afterMovement(balance, {
            kind: 'IN',
            quantity: l.quantity,
            valuePaise: Number(l.value_paise),
          })
        : afterMovement(balance, { kind: 'OUT', quantity: l.quantity });
      if (!next) {
        check.overdrawn += 1;
      } else if (
        next.quantity !== l.balance_quantity ||
        next.valuePaise !== Number(l.balance_value_paise) ||
        (!inward && Number(l.value_paise) !== balance.valuePaise - next.valuePaise)
      ) {
        check.misreckoned += 1;
      }
      balance = { quantity: l.balance_quantity, valuePaise: Number(l.balance_value_paise) };
      if (l.kind === 'ISSUE' && l.seq > (before.get(item.id) ?? 0)) {
        check.written += 1;
        check.writtenUnits += l.quantity;
      }
    });
    const last = list[list.length - 1];
    if (
      last &&
      last.balance_quantity === item.quantity &&
      Number(last.balance_value_paise) === Number(item.value_paise) &&
      last.seq === item.movement_count &&
      list.length === item.movement_count
    ) {
      check.balanced += 1;
    }
    check.final.set(item.id, { quantity: item.quantity, valuePaise: Number(item.value_paise) });
  }
  for (const s of sent) {
    if (s.status === 200) {
      check.acknowledged += 1;
      check.acknowledgedUnits += s.quantity;
      const l = lineById.get(s.id);
      if (!l || l.item_id !== s.itemId || l.kind !== 'ISSUE' || l.quantity !== s.quantity) {
        check.missing += 1;
      }
    } else if (s.status === 409) {
      const held = check.final.get(s.itemId)?.quantity ?? 0;
      if (held >= s.quantity) check.refusedWrongly += 1;
    }
  }
  return check;
}

/** Whether every check of the registers was met. */
export const registersRight = (c: Check, expectedItems: number) =>
  c.items === expectedItems &&
  c.balanced === c.items &&
  c.misreckoned === 0 &&
  c.overdrawn === 0 &&
  c.gapped === 0 &&
  c.written === c.acknowledged &&
  c.writtenUnits === c.acknowledgedUnits &&
  c.missing === 0 &&
  c.refusedWrongly === 0;
