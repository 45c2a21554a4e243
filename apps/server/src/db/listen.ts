import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** A NOTIFY payload arrived on the channel. */
export type OnNotify = (payload: string) => void;
/** Messages may have been missed (the connection was lost): whatever they would have said, assume it. */
export type OnLost = () => void;
export type Unlisten = () => Promise<void>;

/** PGlite runs in this process: its notifications are delivered after each commit. */
export async function listenPglite(
  client: PGlite,
  channel: string,
  onNotify: OnNotify,
): Promise<Unlisten> {
  return client.listen(channel, onNotify);
}

const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * A dedicated connection that LISTENs on the channel (a pooled one would be handed to others).
 * When it drops, `onLost` is told at once (notifications may be missed until it is back) and
 * it reconnects with back-off.
 */
export async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: OnNotify,
  onLost: OnLost,
): Promise<Unlisten> {
  let client: pg.Client | undefined;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || closed) return;
      client = undefined;
      onLost();
      schedule();
    };
    next.on('error', lost);
    next.on('end', lost);
    await next.connect();
    await next.query(`LISTEN "${channel}"`);
    client = next;
    delay = RECONNECT_MIN_MS;
  };
  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      connect().catch(() => {
        delay = Math.min(delay * 2, RECONNECT_MAX_MS);
        schedule();
      });
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    closed = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = undefined;
    await current?.end().catch(() => {});
  };
}
