import {
  CHAT_SEND_DESTINATION,
  type ChatMessage,
  type ChatSend,
  LIVE_CLOSE,
  LIVE_PATH,
  LIVE_RECONNECT_MS,
  type MessageFrame,
  type ServerFrame,
  userQueue,
} from '@shala/shared';

/**
 * The browser's live socket (spec §7): opened while signed in, subscribed to the acting
 * profile's queue, reconnecting with back-off, and catching up with `since` (the newest
 * createdAt it received) so that nothing sent while it was away is lost.
 */

type SocketLike = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((ev: Event) => unknown) | null;
  onmessage: ((ev: MessageEvent) => unknown) | null;
  onclose: ((ev: CloseEvent) => unknown) | null;
};

export type LiveSocketOptions = {
  profileId: string;
  /** Each MESSAGE frame received. */
  onMessage: (frame: MessageFrame) => void;
  /** The server ended the session (signed out, refused): do not come back. */
  onEnded: (code: number) => void;
  /** Connected again after a loss: re-read what lists show. */
  onReconnected?: () => void;
  open?: (url: string) => SocketLike;
  url?: string;
  random?: () => number;
};

/** The wait before reconnect attempt `attempt` (0 first): doubling, capped, with jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LIVE_RECONNECT_MS.max, LIVE_RECONNECT_MS.first * 2 ** attempt);
  return Math.round(base / 2 + (base / 2) * random());
}

/** The newer of two instants in ISO text. */
const newer = (a: string | undefined, b: string | undefined) =>
  !a ? b : !b ? a : Date.parse(b) > Date.parse(a) ? b : a;

/** The createdAt a CHAT or NOTIFICATION body carries, if any. */
export function createdAtOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { createdAt?: unknown; message?: { createdAt?: unknown } };
  if (typeof b.createdAt === 'string') return b.createdAt;
  if (typeof b.message?.createdAt === 'string') return b.message.createdAt;
  return undefined;
}

export class LiveSocket {
  private socket: SocketLike | undefined;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private connectedBefore = false;
  /** The newest createdAt seen: the next subscription's `since`. */
  since: string | undefined;
  private receipts = 0;
  private readonly pending = new Map<
    string,
    { resolve: (m: ChatMessage) => void; reject: (e: Error) => void }
  >();

  constructor(private readonly options: LiveSocketOptions) {}

  get open(): boolean {
    return this.socket?.readyState === 1;
  }

  start(): void {
    this.stopped = false;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, 'signed out');
    this.socket = undefined;
    this.failPending('The live channel closed.');
  }

  /** Try now (back online, tab visible) instead of waiting out the back-off. */
  retryNow(): void {
    if (this.stopped || this.socket) return;
    if (this.timer) clearTimeout(this.timer);
    this.connect();
  }

  sendChat(message: ChatSend): Promise<ChatMessage> {
    const socket = this.socket;
    if (!socket || !this.open) return Promise.reject(new Error('not connected'));
    this.receipts += 1;
    const receipt = `chat-${this.receipts}`;
    return new Promise((resolve, reject) => {
      this.pending.set(receipt, { resolve, reject });
      socket.send(
        JSON.stringify({
          command: 'SEND',
          destination: CHAT_SEND_DESTINATION,
          receipt,
          userProfileId: this.options.profileId,
          body: message,
        }),
      );
    });
  }

  private connect(): void {
    const url = this.options.url ?? `${location.origin.replace(/^http/, 'ws')}${LIVE_PATH}`;
    const socket = (this.options.open ?? ((u: string) => new WebSocket(u)))(url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      socket.send(
        JSON.stringify({
          command: 'SUBSCRIBE',
          destination: userQueue(this.options.profileId),
          ...(this.since ? { since: this.since } : {}),
        }),
      );
      if (this.connectedBefore) this.options.onReconnected?.();
      this.connectedBefore = true;
    };
    socket.onmessage = (event) => this.onFrame(String(event.data));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.failPending('The live channel closed.');
      if (event.code === LIVE_CLOSE.signedOut || event.code === LIVE_CLOSE.refused) {
        this.stopped = true;
        this.options.onEnded(event.code);
        return;
      }
      if (this.stopped) return;
      this.timer = setTimeout(
        () => this.connect(),
        reconnectDelay(this.attempt, this.options.random),
      );
      this.attempt += 1;
    };
  }

  private onFrame(text: string): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      return;
    }
    if (frame.command === 'MESSAGE') {
      this.since = newer(this.since, createdAtOf(frame.body));
      this.options.onMessage(frame);
    } else if (frame.command === 'RECEIPT') {
      this.pending.get(frame.receipt)?.resolve(frame.body as ChatMessage);
      this.pending.delete(frame.receipt);
    } else if (frame.command === 'ERROR' && frame.receipt) {
      this.pending.get(frame.receipt)?.reject(new Error(frame.message));
      this.pending.delete(frame.receipt);
    }
  }

  private failPending(message: string): void {
    for (const p of this.pending.values()) p.reject(new Error(message));
    this.pending.clear();
  }
}
