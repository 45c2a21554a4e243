import type { ServerFrame } from '@shala/shared';
import { userQueue } from '@shala/shared';
import WebSocket from 'ws';
import type { App } from '../../src/app.js';

/**
 * How long a test waits for a frame that should come: it returns as soon as the frame is here,
 * so the limit is generous for a machine whose cores other work keeps busy.
 */
const WAIT_MS = 30_000;

/** A live-channel client for tests: the frames it received, and a wait for the next one. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  closed: { code: number; reason: string } | undefined;
  private waiters: Array<() => void> = [];

  constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as ServerFrame);
      this.wake();
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  private wake() {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) w();
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  private receipts = 0;

  /** Subscribes to the profile's queue; resolves once the server confirmed (after catch-up). */
  async subscribe(profileId: string, since?: Date): Promise<ServerFrame> {
    this.receipts += 1;
    const receipt = `sub-${this.receipts}`;
    this.send({
      command: 'SUBSCRIBE',
      destination: userQueue(profileId),
      receipt,
      ...(since ? { since: since.toISOString() } : {}),
    });
    return this.next(
      (f) => (f.command === 'RECEIPT' || f.command === 'ERROR') && f.receipt === receipt,
    );
  }

  /** The first frame (from the start) matching `test`, waiting for it when not yet here. */
  async next<T extends ServerFrame>(test: (f: ServerFrame) => boolean): Promise<T> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = this.frames.find(test);
      if (found) return found as T;
      if (this.closed) throw new Error(`socket closed (${this.closed.code}) before the frame`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no such frame; got ${JSON.stringify(this.frames)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Waits until the socket is closed; answers its code. */
  async closedWith(): Promise<number> {
    await this.next(() => this.closed !== undefined).catch(() => undefined);
    if (!this.closed) throw new Error('socket still open');
    return this.closed.code;
  }

  close(): void {
    this.ws.close();
  }
}

/** The address the app listens on (it must be listening: `app.listen({ port: 0 })`). */
export function liveUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}/ws`;
}

/** Opens the live channel as a browser of the portal would (its cookie, its Origin). */
export function openLive(
  app: App,
  cookie: string | undefined,
  origin = 'http://shala.test',
): Promise<TestSocket> {
  return openLiveAt(liveUrl(app), cookie, origin);
}

/** The same, at a server's address (another process). */
export function openLiveAt(
  url: string,
  cookie: string | undefined,
  origin: string,
): Promise<TestSocket> {
  const ws = new WebSocket(url, {
    headers: { ...(cookie ? { cookie } : {}), origin },
  });
  const socket = new TestSocket(ws);
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`refused: ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.once('error', reject);
  });
}
