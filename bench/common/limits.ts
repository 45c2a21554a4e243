// What limited a step that did not pass, read the same way by every bench from where its time
// went: the generator, a server process's CPU, the connection pool, PostgreSQL's CPU, the machine.

import type { Usage } from './usage.js';

export const pct = (n: number) => `${Math.round(n)} %`;

/** What a step measured of the machine and the generator while it ran. */
export type StepUsage = {
  usage: Usage;
  generatorCpu: number;
  timerLagP99: number;
  /** Connections of the server's pools together (10 per process). */
  poolSize: number;
};

/** The resource that was saturated during the step, in words; undefined when none was. */
export function saturatedResource(step: StepUsage): string | undefined {
  const u = step.usage;
  const busiestServer = Math.max(...u.serverCpu);
  const pool = u.busyConnections;
  if (step.generatorCpu >= 85) {
    return `the load generator: its event loop used ${pct(step.generatorCpu)} of a core and its timers fired ${Math.round(step.timerLagP99)} ms late (p99), so this step measured the generator as much as the server`;
  }
  if (busiestServer >= 85) {
    return `Node's CPU: the busiest server process used ${pct(busiestServer)} of a core (one event loop${u.postgresCpu === undefined ? ', PGlite included' : ''})`;
  }
  if (pool && pool.mean >= 0.8 * step.poolSize) {
    return `the connection pool: on average ${pool.mean.toFixed(1)} of its ${step.poolSize} connections were busy in PostgreSQL (at most ${pool.max}), so requests queued for a connection`;
  }
  if (u.postgresCpu !== undefined && u.postgresCpu >= 85 && u.postgresCpu > busiestServer) {
    return `PostgreSQL's CPU: its backends used ${pct(u.postgresCpu)} of a core, more than the busiest server process (${pct(busiestServer)})`;
  }
  if (u.machineBusy >= 90) {
    return `the machine's two cores, ${pct(u.machineBusy)} busy, shared by the server (${u.serverCpu.map(pct).join(' + ')})${u.postgresCpu === undefined ? '' : `, PostgreSQL (${pct(u.postgresCpu)})`}, the generator (${pct(step.generatorCpu)}, its timers ${Math.round(step.timerLagP99)} ms late at p99) and whatever else ran`;
  }
  return undefined;
}

/** The figures beside "no single resource was saturated". */
export const usageFigures = (step: StepUsage) =>
  `server ${step.usage.serverCpu.map(pct).join(' + ')}, generator ${pct(step.generatorCpu)}, machine ${pct(step.usage.machineBusy)} busy`;
