import type { LiveMessageType } from '@shala/shared';

/**
 * What a module tells the live channel: "these profiles have news of this type". `ref` is small
 * JSON naming rows (ids and flags; the rows stay in their tables), because across processes it
 * travels in a PostgreSQL NOTIFY (8000 bytes at most) or a Redis message. The process holding a
 * recipient's socket turns `ref` into the frame's body with the module's `expand` (module.ts);
 * without one, `ref` is the body.
 *
 * Publish after the transaction that wrote the rows has committed: a recipient's process reads
 * them when the event arrives.
 */
export type LiveEvent = {
  messageType: LiveMessageType;
  /** Profile ids; any number (the bus splits a long list). */
  to: readonly string[];
  ref: Record<string, unknown>;
};

export interface LiveChannel {
  publish(event: LiveEvent): Promise<void>;
  /** Those of `profileIds` with a socket open on any process now. */
  connected(profileIds: readonly string[]): Promise<Set<string>>;
}
