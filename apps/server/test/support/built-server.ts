import path from 'node:path';
import { inject } from 'vitest';

/** The server's entry (`npm start`'s main, `npm run demo`'s demo) in the run's build
 * (server-build.ts), to start as a process of its own. */
export const builtEntry = (entry: 'main' | 'demo'): string =>
  path.join(inject('serverBuild'), `${entry}.js`);
