import { LIVE_MESSAGE_TYPES } from '@shala/shared';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.js';
import type { LiveEvent } from './live-channel.js';

/**
 * How live events travel between server processes: PostgreSQL LISTEN/NOTIFY on the portal's own
 * database (PGlite delivers its notifications in-process the same way), or Redis pub/sub when
 * REDIS_URL is set. Every process, the publisher included, receives every event and delivers
 * it to the sockets it holds. Events carry ids, never rows: see live-channel.ts.
 */

export const LIVE_BUS_CHANNEL = 'shala_live';
/** NOTIFY payloads stop at 8000 bytes: a long recipient list is split below this. */
const MAX_PAYLOAD_BYTES = 7_500;

export type OnEvent = (event: LiveEvent) => void;
/** Events may have been missed (the listening connection dropped). */
export type OnLost = () => void;

export interface LiveBus {
  publish(event: LiveEvent): Promise<void>;
  close(): Promise<void>;
}

/** The event as JSON texts of at most MAX_PAYLOAD_BYTES, splitting `to` between them. */
export function busPayloads(event: LiveEvent): string[] {
  const whole = JSON.stringify(event);
  if (Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES || event.to.length <= 1) return [whole];
  const middle = Math.ceil(event.to.length / 2);
  return [
    ...busPayloads({ ...event, to: event.to.slice(0, middle) }),
    ...busPayloads({ ...event, to: event.to.slice(middle) }),
  ];
}

const KNOWN_TYPES = new Set<string>(LIVE_MESSAGE_TYPES);

/** A payload as an event, or undefined for anything else on the channel. */
export function parseBusPayload(payload: string): LiveEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<LiveEvent>;
    if (
      typeof value.messageType === 'string' &&
      KNOWN_TYPES.has(value.messageType) &&
      Array.isArray(value.to) &&
      value.to.every((id) => typeof id === 'string') &&
      typeof value.ref === 'object' &&
      value.ref !== null
    ) {
      return value as LiveEvent;
    }
  } catch {
    // not ours
  }
  return undefined;
}

export async function databaseBus(
  database: Pick<Database, 'listen' | 'executeSql'>,
  onEvent: OnEvent,
  onLost: OnLost,
): Promise<LiveBus> {
  const unlisten = await database.listen(
    LIVE_BUS_CHANNEL,
    (payload) => {
      const event = parseBusPayload(payload);
      if (event) onEvent(event);
    },
    onLost,
  );
  return {
    async publish(event) {
      for (const payload of busPayloads(event)) {
        await database.executeSql('select pg_notify($1, $2)', [LIVE_BUS_CHANNEL, payload]);
      }
    },
    close: unlisten,
  };
}

/** Two connections: a subscriber (which can do nothing else) and a publisher. */
export async function redisBus(url: string, onEvent: OnEvent, onLost: OnLost): Promise<LiveBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 2 } as const;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  await Promise.all([publisher.connect(), subscriber.connect()]);
  let wasReady = true;
  subscriber.on('close', () => {
    if (wasReady) onLost();
    wasReady = false;
  });
  subscriber.on('ready', () => {
    wasReady = true;
  });
  subscriber.on('error', () => {});
  publisher.on('error', () => {});
  subscriber.on('message', (channel: string, payload: string) => {
    if (channel !== LIVE_BUS_CHANNEL) return;
    const event = parseBusPayload(payload);
    if (event) onEvent(event);
  });
  await subscriber.subscribe(LIVE_BUS_CHANNEL);
  return {
    async publish(event) {
      for (const payload of busPayloads(event)) {
        await publisher.publish(LIVE_BUS_CHANNEL, payload);
      }
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
