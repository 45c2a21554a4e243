// The store, written straight into the seeded demo database before the server starts: in Demo
// Public School, ITEMS more items (beside the demo's eight) in the demo's categories, each with a
// register of about 40 lines over the last 150 days (stock in from the demo's suppliers, issues to
// its staff, classes and rooms, returns of some issues, a few write-offs; the others stay out on
// issue), every balance by the shared weighted-average rule (rules/stock.ts), as the module
// writes it. The first HOT items are the exam day's (answer booklets, …): deep in stock, but for
// one kept SCARCE; one more item takes the warm-up issues. CALLERS keepers of the store (Front
// Office of the institute, each with a live session) send the issues. The bare route's own copies
// of the hot items and their registers go in its tables. Plain SQL in batches, as the other write
// benches' seeds.

import { randomUUID } from 'node:crypto';
import {
  addDays,
  afterMovement,
  indiaDay,
  returnValue,
  STOCK_UNITS,
  type StockBalance,
} from '@shala/shared';
import { BenchPeople } from '../common/people-rows.js';
import { demoSchool, insertRows, one } from '../common/seed-rows.js';
import { openSql } from '../common/sql.js';
import { BASELINE_ITEMS_TABLE, BASELINE_MOVEMENTS_TABLE, USER_AGENT } from './config.js';

/** A small seeded PRNG (mulberry32): the same store, and the same callers' demands, every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HOT_NAMES = [
  'Answer booklets (32 pages)',
  'Supplementary answer sheets',
  'Graph paper (A4)',
  'Blue ball pens (exam)',
  'Admit card pouches',
  'Map outlines (India)',
  'Log tables',
  'Rough work sheets',
];
const NAMES = [
  'Chart paper',
  'Sketch pens',
  'Glue sticks',
  'Stapler pins',
  'Register notebooks',
  'Drawing sheets',
  'Cello tape',
  'Conical flasks',
  'Litmus paper',
  'Footballs',
  'Skipping ropes',
  'Phenyl',
  'Hand wash',
  'Extension boards',
  'LED tube lights',
  'Printer toner',
  'Science practical files',
  'Erasers',
];
const ROOMS = ['Science Lab', 'Computer Lab', 'Library', 'Sports room', 'Staff room', 'Office'];
/** The register's span: lines are dated within this many days before today. */
const SPAN_DAYS = 150;
const DEEP_UNITS = 50_000;
const EXAM_UNIT_COST_PAISE = 500;

export type HotItem = { id: string; name: string; scarce: boolean; quantity: number };
export type Targets = { staff: string[]; classes: string[]; rooms: string[] };
export type Store = {
  instituteId: string;
  /** Items the Items list answers (active, the demo's and the bench's). */
  listed: number;
  items: number;
  movements: number;
  openIssues: number;
  hot: HotItem[];
  warmItemId: string;
  targets: Targets;
  callerCookies: string[];
  databaseVersion: string;
};

type Line = {
  id: string;
  kind: 'IN' | 'ISSUE' | 'RETURN' | 'WRITE_OFF';
  day: string;
  quantity: number;
  valuePaise: number;
  balance: StockBalance;
  vendorId: string | null;
  to: { kind: 'STAFF' | 'CLASS' | 'ROOM'; id: string } | null;
  issueId: string | null;
  returned: StockBalance;
  reference: string | null;
  note: string | null;
};

type NewLine = Omit<Line, 'id' | 'day' | 'balance' | 'returned'>;
const NONE = { vendorId: null, to: null, issueId: null, reference: null, note: null };

/** An item's register being written: each line's balance by afterMovement from the one before. */
class Register {
  readonly lines: Line[] = [];
  balance: StockBalance = { quantity: 0, valuePaise: 0 };

  add(l: NewLine, day: string): Line {
    const inward = l.kind === 'IN' || l.kind === 'RETURN';
    const next = inward
      ? afterMovement(this.balance, { kind: 'IN', quantity: l.quantity, valuePaise: l.valuePaise })
      : afterMovement(this.balance, { kind: 'OUT', quantity: l.quantity });
    if (!next) throw new Error(`the seed's register refused a ${l.kind} of ${l.quantity}`);
    // Going out, the average decides what the units were worth (movement-writer.ts).
    const valuePaise = inward ? l.valuePaise : this.balance.valuePaise - next.valuePaise;
    this.balance = next;
    const line: Line = {
      ...l,
      id: randomUUID(),
      day,
      valuePaise,
      balance: next,
      returned: { quantity: 0, valuePaise: 0 },
    };
    this.lines.push(line);
    return line;
  }
}

/** An item's history of `n` lines over the last SPAN_DAYS days, before today. */
function history(
  rand: () => number,
  n: number,
  today: string,
  vendors: string[],
  targets: Targets,
): Register {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)] as T;
  const offsets = Array.from({ length: n }, () => 1 + Math.floor(rand() * SPAN_DAYS)).sort(
    (a, b) => b - a,
  );
  const reg = new Register();
  offsets.forEach((offset, i) => {
    const day = addDays(today, -offset);
    const r = rand();
    const open = reg.lines.filter((l) => l.kind === 'ISSUE' && l.returned.quantity < l.quantity);
    if (i === 0 || reg.balance.quantity < 10 || r < 0.12) {
      const quantity = 50 + Math.floor(rand() * 450);
      const unitCost = 2_000 + Math.floor(rand() * 48_000);
      reg.add(
        {
          ...NONE,
          kind: 'IN',
          quantity,
          valuePaise: quantity * unitCost,
          vendorId: pick(vendors),
          reference: `BILL/${offset}/${i}`,
        },
        day,
      );
    } else if (r < 0.27 && open.length > 0) {
      const issue = pick(open);
      const out = issue.quantity - issue.returned.quantity;
      const quantity = rand() < 0.5 ? out : 1 + Math.floor(rand() * out);
      const valuePaise = returnValue(issue, issue.returned, quantity);
      if (valuePaise === null) throw new Error('the seed returned more than was out');
      reg.add({ ...NONE, kind: 'RETURN', quantity, valuePaise, issueId: issue.id }, day);
      issue.returned = {
        quantity: issue.returned.quantity + quantity,
        valuePaise: issue.returned.valuePaise + valuePaise,
      };
    } else if (r < 0.31) {
      const quantity = 1 + Math.floor(rand() * Math.min(3, reg.balance.quantity));
      reg.add(
        { ...NONE, kind: 'WRITE_OFF', quantity, valuePaise: 0, note: 'Damaged in the store' },
        day,
      );
    } else {
      const quantity = 1 + Math.floor(rand() * Math.min(20, reg.balance.quantity));
      const k = i % 3;
      const to =
        k === 0
          ? { kind: 'STAFF' as const, id: pick(targets.staff) }
          : k === 1
            ? { kind: 'CLASS' as const, id: pick(targets.classes) }
            : { kind: 'ROOM' as const, id: pick(targets.rooms) };
      reg.add({ ...NONE, kind: 'ISSUE', quantity, valuePaise: 0, to }, day);
    }
  });
  return reg;
}

export async function writeStore(
  databaseUrl: string,
  opts: { items: number; hot: number; scarce: number; callers: number },
): Promise<Store> {
  const sql = await openSql('', databaseUrl);
  try {
    await sql.query('BEGIN');
    const now = new Date();
    const today = indiaDay(now);
    const { instituteId, roleId } = await demoSchool(sql);
    const frontOffice = await roleId('FRONT_OFFICE');
    const keeper = await one(
      sql,
      `SELECT p.id FROM user_profiles p JOIN accounts a ON a.id = p.account_id
        WHERE a.username = 'vikram_iyer' AND p.is_default`,
      [],
      'vikram_iyer (Front Office)',
    );
    const categories = (
      await sql.query('SELECT id FROM stock_categories WHERE institute_id = $1 ORDER BY name', [
        instituteId,
      ])
    ).map((r) => String(r.id));
    const vendors = (
      await sql.query('SELECT id FROM expense_vendors WHERE institute_id = $1 ORDER BY name', [
        instituteId,
      ])
    ).map((r) => String(r.id));
    // Whom issues go to: the institute's staff as the module counts them (attendance's staffOf),
    // its classes, and rooms by name.
    const staff = (
      await sql.query(
        `SELECT DISTINCT m.profile_id FROM memberships m JOIN roles r ON r.id = m.role_id
          WHERE m.group_id = $1 AND coalesce(r.builtin_key, '') NOT IN ('STUDENT', 'PARENT', 'MEMBER')
          ORDER BY m.profile_id LIMIT 12`,
        [instituteId],
      )
    ).map((r) => String(r.profile_id));
    const classes = (
      await sql.query(
        `SELECT id FROM groups WHERE super_group_id = $1 AND type = 'CLASS' ORDER BY name LIMIT 12`,
        [instituteId],
      )
    ).map((r) => String(r.id));
    if (
      categories.length === 0 ||
      vendors.length === 0 ||
      staff.length === 0 ||
      classes.length === 0
    ) {
      throw new Error('the demo school has no store categories, suppliers, staff or classes');
    }
    const targets: Targets = { staff, classes, rooms: ROOMS };

    // The keepers who send the issues.
    const people = new BenchPeople({ instituteId, now, userAgent: USER_AGENT });
    const memberships: unknown[][] = [];
    const callerCookies: string[] = [];
    for (let k = 1; k <= opts.callers; k += 1) {
      const person = people.add({
        username: `bench_inv_${String(k).padStart(3, '0')}`,
        firstName: 'Keeper',
        lastName: `Bench ${k}`,
      });
      memberships.push([person.profileId, instituteId, null, frontOffice, now, null]);
      callerCookies.push(people.signIn(person));
    }

    const rand = seeded(25_3);
    const itemRows: unknown[][] = [];
    const lineRows: unknown[][] = [];
    const hot: HotItem[] = [];
    let warmItemId = '';
    let openIssues = 0;
    // The hot items, the warm-up's item, then the rest of the store.
    const total = opts.items;
    for (let k = 0; k < total; k += 1) {
      const id = randomUUID();
      const isHot = k < opts.hot;
      const isWarm = k === opts.hot;
      const scarce = isHot && k === opts.hot - 1;
      const name = isHot
        ? (HOT_NAMES[k] ?? `Exam-day stock ${k + 1}`)
        : isWarm
          ? 'Exam-day warm-up stock'
          : `${NAMES[k % NAMES.length]} ${Math.floor(k / NAMES.length) + 1}`;
      const reg = history(rand, 36 + Math.floor(rand() * 9), today, vendors, targets);
      const yesterday = addDays(today, -1);
      let reorder: number | null = k % 7 === 0 ? null : 5 + (k % 30);
      if (isHot || isWarm) {
        if (scarce) {
          // Down to SCARCE units: the rest went to the exam hall's store.
          if (reg.balance.quantity > opts.scarce) {
            reg.add(
              {
                ...NONE,
                kind: 'ISSUE',
                quantity: reg.balance.quantity - opts.scarce,
                valuePaise: 0,
                to: { kind: 'ROOM', id: 'Exam hall store' },
              },
              yesterday,
            );
          } else if (reg.balance.quantity < opts.scarce) {
            const quantity = opts.scarce - reg.balance.quantity;
            reg.add(
              {
                ...NONE,
                kind: 'IN',
                quantity,
                valuePaise: quantity * EXAM_UNIT_COST_PAISE,
                vendorId: vendors[0] ?? null,
              },
              yesterday,
            );
          }
          reorder = Math.max(1, Math.floor(opts.scarce / 4));
        } else {
          reg.add(
            {
              ...NONE,
              kind: 'IN',
              quantity: DEEP_UNITS,
              valuePaise: DEEP_UNITS * EXAM_UNIT_COST_PAISE,
              vendorId: vendors[0] ?? null,
              reference: 'EXAM/STOCK',
            },
            yesterday,
          );
          reorder = 100;
        }
      }
      const balance = reg.balance;
      const last = reg.lines[reg.lines.length - 1] as Line;
      if (isHot) hot.push({ id, name, scarce, quantity: balance.quantity });
      if (isWarm) warmItemId = id;
      itemRows.push([
        id,
        instituteId,
        categories[k % categories.length],
        name,
        `BN-${String(k + 1).padStart(4, '0')}`,
        STOCK_UNITS[k % STOCK_UNITS.length],
        `Store room, rack ${1 + (k % 12)}`,
        reorder,
        balance.quantity,
        balance.valuePaise,
        reg.lines.length,
        last.day,
        true,
        now,
        now,
      ]);
      reg.lines.forEach((l, i) => {
        if (l.kind === 'ISSUE' && l.returned.quantity < l.quantity) openIssues += 1;
        lineRows.push([
          l.id,
          instituteId,
          id,
          i + 1,
          l.kind,
          l.day,
          l.quantity,
          l.valuePaise,
          l.balance.quantity,
          l.balance.valuePaise,
          l.vendorId,
          l.to?.kind ?? null,
          l.to?.kind === 'STAFF' ? l.to.id : null,
          l.to?.kind === 'CLASS' ? l.to.id : null,
          l.to?.kind === 'ROOM' ? l.to.id : null,
          l.issueId,
          l.returned.quantity,
          l.returned.valuePaise,
          l.reference,
          l.note,
          keeper,
          // Recorded in the order of the register, on its day.
          new Date(Date.parse(`${l.day}T05:00:00Z`) + i * 1000),
        ]);
      });
    }
    await people.insert(sql);
    await insertRows(
      sql,
      'memberships',
      ['profile_id', 'group_id', 'session_id', 'role_id', 'created_at', 'roll_no'],
      memberships,
    );
    await insertRows(
      sql,
      'stock_items',
      [
        'id',
        'institute_id',
        'category_id',
        'name',
        'code',
        'unit',
        'location',
        'reorder_level',
        'quantity',
        'value_paise',
        'movement_count',
        'last_movement_date',
        'active',
        'created_at',
        'updated_at',
      ],
      itemRows,
    );
    await insertRows(
      sql,
      'stock_movements',
      [
        'id',
        'institute_id',
        'item_id',
        'seq',
        'kind',
        'movement_date',
        'quantity',
        'value_paise',
        'balance_quantity',
        'balance_value_paise',
        'vendor_id',
        'issued_to_kind',
        'issued_to_profile_id',
        'issued_to_class_id',
        'issued_to_room',
        'issue_id',
        'returned_quantity',
        'returned_value_paise',
        'reference',
        'note',
        'recorded_by_profile_id',
        'created_at',
      ],
      lineRows,
    );
    // Each item's units out on open issues, as the register writer keeps them.
    await sql.query(
      `UPDATE stock_items i SET issued_out = coalesce((
         SELECT sum(m.quantity - m.returned_quantity) FROM stock_movements m
          WHERE m.item_id = i.id AND m.kind = 'ISSUE'), 0)
        WHERE i.institute_id = $1`,
      [instituteId],
    );

    // The bare route's tables: the hot and warm items as they stand, with their registers.
    const copied = [...hot.map((h) => h.id), warmItemId];
    await sql.query(`CREATE TABLE ${BASELINE_ITEMS_TABLE} (
      id uuid PRIMARY KEY, quantity integer NOT NULL CHECK (quantity >= 0),
      value_paise bigint NOT NULL CHECK (value_paise >= 0), movement_count integer NOT NULL,
      last_movement_date date)`);
    await sql.query(`CREATE TABLE ${BASELINE_MOVEMENTS_TABLE} (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), item_id uuid NOT NULL, seq integer NOT NULL,
      kind text NOT NULL, movement_date date NOT NULL, quantity integer NOT NULL,
      value_paise bigint NOT NULL, balance_quantity integer NOT NULL,
      balance_value_paise bigint NOT NULL, issued_to_kind text, issued_to_profile_id uuid,
      issued_to_class_id uuid, issued_to_room text, note text, created_at timestamptz NOT NULL,
      UNIQUE (item_id, seq))`);
    await sql.query(
      `INSERT INTO ${BASELINE_ITEMS_TABLE}
       SELECT id, quantity, value_paise, movement_count, last_movement_date FROM stock_items
        WHERE id = ANY($1::uuid[])`,
      [copied],
    );
    await sql.query(
      `INSERT INTO ${BASELINE_MOVEMENTS_TABLE}
       SELECT id, item_id, seq, kind, movement_date, quantity, value_paise, balance_quantity,
              balance_value_paise, issued_to_kind, issued_to_profile_id, issued_to_class_id,
              issued_to_room, note, created_at FROM stock_movements WHERE item_id = ANY($1::uuid[])`,
      [copied],
    );
    const [listed] = await sql.query(
      'SELECT count(*)::int AS n FROM stock_items WHERE institute_id = $1 AND active',
      [instituteId],
    );
    await sql.query('COMMIT');
    await sql.query('ANALYZE');
    const [version] = await sql.query('SELECT version() AS version');
    return {
      instituteId,
      listed: Number(listed?.n ?? 0),
      items: itemRows.length,
      movements: lineRows.length,
      openIssues,
      hot,
      warmItemId,
      targets,
      callerCookies,
      databaseVersion: String(version?.version ?? ''),
    };
  } finally {
    await sql.close();
  }
}
