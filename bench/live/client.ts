// A live-channel client of the bench: one socket, its subscription, and the arrival time of
// every MESSAGE frame (the bench matches them to what it sent).

import WebSocket from 'ws';

export type Arrival = { at: number; frame: { messageType?: string; body?: unknown } };

export class BenchSocket {
  readonly arrivals: Arrival[] = [];
  private listeners = new Set<(a: Arrival) => void>();
  private receipts = new Map<string, (ok: boolean) => void>();

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as {
        command: string;
        receipt?: string;
        messageType?: string;
        body?: unknown;
      };
      if (frame.command === 'MESSAGE') {
        const arrival = { at: performance.now(), frame };
        this.arrivals.push(arrival);
        for (const l of this.listeners) l(arrival);
      } else if (frame.receipt) {
        this.receipts.get(frame.receipt)?.(frame.command === 'RECEIPT');
        this.receipts.delete(frame.receipt);
      }
    });
  }

  /** Opens a socket as the portal's page would (cookie, Origin) and waits for it. */
  static open(url: string, origin: string, cookie?: string): Promise<BenchSocket> {
    const ws = new WebSocket(url, {
      headers: { origin, ...(cookie ? { cookie } : {}) },
      perMessageDeflate: false,
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new BenchSocket(ws)));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`refused: ${res.statusCode}`)),
      );
    });
  }

  /** Sends a frame with a receipt; resolves when the server confirmed it. */
  request(frame: Record<string, unknown>, receipt: string): Promise<boolean> {
    return new Promise((resolve) => {
      this.receipts.set(receipt, resolve);
      this.ws.send(JSON.stringify({ ...frame, receipt }));
    });
  }

  send(frame: Record<string, unknown>): void {
    this.ws.send(JSON.stringify(frame));
  }

  /** Resolves with the arrival time of the first MESSAGE frame `match` accepts. */
  waitFor(match: (a: Arrival) => boolean, timeoutMs: number): Promise<number | undefined> {
    const found = this.arrivals.find(match);
    if (found) return Promise.resolve(found.at);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.listeners.delete(listener);
        resolve(undefined);
      }, timeoutMs);
      const listener = (a: Arrival) => {
        if (!match(a)) return;
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(a.at);
      };
      this.listeners.add(listener);
    });
  }

  close(): void {
    this.ws.terminate();
  }
}

/** Runs `work` over `items`, `parallel` at a time. */
export async function inParallel<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i] as T, i);
    }),
  );
}
