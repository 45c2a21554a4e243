// Child processes of the bench: the built server and the baseline. Everything listens on
// 127.0.0.1 only, every wait has a deadline, and every child is stopped by its own pid.

import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export const LOOPBACK = '127.0.0.1';

export type Child = {
  name: string;
  process: ChildProcess;
  /** The last lines the child wrote, shown when it fails. */
  output(): string;
  /** Resolves with the first stdout line that parses as JSON and satisfies `accept`. */
  jsonLine<T>(accept: (value: unknown) => value is T, timeoutMs: number): Promise<T>;
  stop(): Promise<void>;
};

const live = new Set<Child>();

export function startChild(
  name: string,
  command: string,
  args: string[],
  opts: { cwd: string; env: NodeJS.ProcessEnv },
): Child {
  const proc = spawn(command, args, { cwd: opts.cwd, env: opts.env, stdio: 'pipe' });
  const lines: string[] = [];
  const lineListeners = new Set<(line: string) => void>();
  let exited = false;
  const exitListeners = new Set<() => void>();
  for (const stream of [proc.stdout, proc.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      let nl = pending.indexOf('\n');
      while (nl >= 0) {
        const line = pending.slice(0, nl);
        pending = pending.slice(nl + 1);
        lines.push(line);
        if (lines.length > 40) lines.shift();
        for (const listener of lineListeners) listener(line);
        nl = pending.indexOf('\n');
      }
    });
  }
  proc.on('exit', () => {
    exited = true;
    live.delete(child);
    for (const listener of exitListeners) listener();
  });

  const child: Child = {
    name,
    process: proc,
    output: () => lines.join('\n'),
    jsonLine: <T>(accept: (value: unknown) => value is T, timeoutMs: number) =>
      new Promise<T>((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          lineListeners.delete(onLine);
          exitListeners.delete(onExit);
        };
        const onLine = (line: string) => {
          let value: unknown;
          try {
            value = JSON.parse(line);
          } catch {
            return;
          }
          if (accept(value)) {
            done();
            resolve(value);
          }
        };
        const onExit = () => {
          done();
          reject(new Error(`${name} exited before it was ready:\n${child.output()}`));
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${name} not ready after ${timeoutMs} ms:\n${child.output()}`));
        }, timeoutMs);
        lineListeners.add(onLine);
        exitListeners.add(onExit);
        if (exited) onExit();
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const killer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        exitListeners.add(() => {
          clearTimeout(killer);
          resolve();
        });
        proc.kill('SIGTERM');
      }),
  };
  live.add(child);
  return child;
}

/** Resolves with the exit code of a child that ends by itself (a one-off script); call it right
 * after startChild. Rejects when it is still running after `timeoutMs`. */
export function exitCode(child: Child, timeoutMs: number): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(new Error(`${child.name} still running after ${timeoutMs} ms:\n${child.output()}`)),
      timeoutMs,
    );
    // 'close', not 'exit': by then its last lines have been read.
    child.process.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** Stops every child still running (on error, on Ctrl-C, at the global deadline). */
export async function stopAll(): Promise<void> {
  await Promise.all([...live].map((child) => child.stop()));
}

/** A port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 200, the child exits, or the deadline passes. */
export async function waitForHttp(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited before it was ready:\n${child.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`);
}
