import type { ServerFrame } from '@shala/shared';
import type { WebSocket } from 'ws';

/** SEND frames a socket may send per second before it is told to slow down. */
const SENDS_PER_SECOND = 20;

/** One open socket of the live channel: whose it is and what it listens to. */
export class LiveClient {
  /** The account's profiles and whether each is verified (a change sends VERIFICATION). */
  profiles = new Map<string, boolean>();
  /** Queues subscribed, by profile id, in subscription order. */
  readonly subscribed = new Set<string>();
  /** Profiles whose catch-up is under way: live frames wait here, then follow it. */
  readonly catchingUp = new Map<string, ServerFrame[]>();
  /** Answered the last ping. */
  alive = true;
  private sendTimes: number[] = [];

  constructor(
    readonly socket: WebSocket,
    readonly accountId: string,
    readonly sessionIdHash: string,
  ) {}

  send(frame: ServerFrame): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  /** A live frame for one of its profiles: held back while that profile catches up. */
  deliver(profileId: string, frame: ServerFrame): void {
    const waiting = this.catchingUp.get(profileId);
    if (waiting) waiting.push(frame);
    else this.send(frame);
  }

  /** Whether another SEND fits in this second's allowance. */
  mayTakeSend(nowMs: number): boolean {
    this.sendTimes = this.sendTimes.filter((t) => nowMs - t < 1_000);
    if (this.sendTimes.length >= SENDS_PER_SECOND) return false;
    this.sendTimes.push(nowMs);
    return true;
  }
}
