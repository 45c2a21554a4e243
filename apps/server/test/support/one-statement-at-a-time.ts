import { afterEach, expect } from 'vitest';

// A transaction is one connection, which runs one statement at a time. Handing it several at
// once (a Promise.all over `tx`) works today only because pg queues them, with a deprecation
// warning once per process; pg@9 will refuse it. PGlite says nothing, so this fails the test
// that did it on PostgreSQL (TEST_DATABASE_URL, and CI's second run).
const KEY = Symbol.for('shala.queuedStatementWarnings');
const holder = globalThis as { [KEY]?: string[] };
if (!holder[KEY]) {
  const seen: string[] = [];
  holder[KEY] = seen;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing')) {
      seen.push(warning.message);
    }
  });
}

afterEach(() => {
  const warnings = holder[KEY]?.splice(0) ?? [];
  expect(warnings, 'a connection was handed a statement while busy with another').toEqual([]);
});
