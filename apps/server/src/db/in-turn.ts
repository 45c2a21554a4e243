/**
 * `make` for each item, one after another. A transaction is one connection, which runs one
 * statement at a time: a Promise.all over `tx` only works because pg queues the statements,
 * with a deprecation warning, and pg@9 refuses it (test/support/one-statement-at-a-time.ts).
 */
export async function inTurn<T, R>(
  items: readonly T[],
  make: (item: T) => Promise<R>,
): Promise<R[]> {
  const made: R[] = [];
  for (const item of items) made.push(await make(item));
  return made;
}
