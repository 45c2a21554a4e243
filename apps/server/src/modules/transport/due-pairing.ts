import type { SourceDueRow } from '../fees/index.js';

/**
 * Which transportation-fee dues a rider owes for their stop's instalments (pure: the rule the
 * assignment, a move and a cost change share). Each instalment is one due, keyed by the cost
 * row it comes from. A due already paid into keeps its key: it takes the instalment at its place
 * in due-date order (the first paid due the first instalment not matched already, and so on),
 * so a move or a new plan changes what is still owed without dropping what was paid. Dues
 * nothing is paid into and no instalment names are left out, and the fees module cancels them;
 * a paid one left over (fewer instalments than paid dues) makes it refuse, with its words.
 */

/** A due as the pairing needs it (fees' StudentDue has these). */
export type PairedDue = {
  sourceId: string | null;
  dueDate: string;
  position: number;
  id: string;
  paid: number;
  discount: number;
};

/** An instalment of the stop for the session. */
export type Instalment = { id: string; name: string; amountPaise: number; dueDate: string };

const byDue =
  <T extends { dueDate: string }>(key: (x: T) => string) =>
  (a: T, b: T) =>
    a.dueDate.localeCompare(b.dueDate) || key(a).localeCompare(key(b));

/** The dues the rider should owe, one per instalment, for replaceSourceDues. */
export function pairTransportDues(
  existing: readonly PairedDue[],
  instalments: readonly Instalment[],
  stopName: string,
): SourceDueRow[] {
  const plan = [...instalments].sort(byDue((i) => `${i.name}\u0000${i.id}`));
  const dues = [...existing].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) || a.position - b.position || a.id.localeCompare(b.id),
  );
  const bySource = new Set(dues.map((d) => d.sourceId));
  const keyOf = new Map<string, string>();
  for (const item of plan) if (bySource.has(item.id)) keyOf.set(item.id, item.id);
  const taken = new Set(keyOf.values());
  const paidLeft = dues.filter(
    (d) => d.sourceId !== null && !taken.has(d.sourceId) && d.paid + d.discount > 0,
  );
  for (const item of plan) {
    if (keyOf.has(item.id)) continue;
    const paid = paidLeft.shift();
    keyOf.set(item.id, paid?.sourceId ?? item.id);
  }
  return plan.map((item, position) => ({
    sourceId: keyOf.get(item.id) ?? item.id,
    particular: `${item.name} (${stopName})`,
    kind: 'CHARGE',
    dueDate: item.dueDate,
    position,
    amountPaise: item.amountPaise,
    concessionPaise: 0,
  }));
}
