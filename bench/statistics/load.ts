// bench/statistics's load: one chart's data read closed-loop over a few connections (the same
// timed GET as bench/inventory's, read from its load.ts).

export { type Latencies, reads, send } from '../inventory/load.js';
