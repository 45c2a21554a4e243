import {
  type ClientFrame,
  clientFrameSchema,
  LIVE_CLOSE,
  LIVE_HEARTBEAT_MS,
  LIVE_TEXTS,
  type LiveMessageType,
  type MessageFrame,
  profileOfQueue,
  type ServerFrame,
  userQueue,
} from '@shala/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../context.js';
import type { RequestAuth } from '../http/request-context.js';
import { AppError } from '../lib/errors.js';
import type { ModuleLive, ServerModule } from '../modules/module.js';
import type { IdentityCache } from '../modules/permissions/index.js';
import type { LiveBus } from './bus.js';
import { LiveClient } from './client.js';
import type { LiveChannel, LiveEvent } from './live-channel.js';
import { LocalSockets } from './local-sockets.js';
import { PRESENCE_HEARTBEAT_MS, type Presence } from './presence.js';

type HubDeps = {
  modules: readonly ServerModule[];
  identity: IdentityCache;
  presence: Presence;
  log: FastifyBaseLogger;
  /** The services' context, read when needed (the app builds it after the hub). */
  context: () => AppContext;
};

/**
 * The live channel of one process (spec §7): the sockets it holds, what they subscribed to,
 * the modules' handlers, and delivery of the events every process receives from the bus.
 */
export class LiveHub implements LiveChannel {
  private readonly sockets = new LocalSockets();
  private readonly lives: ModuleLive[];
  private bus: LiveBus | undefined;
  private timers: NodeJS.Timeout[] = [];
  /** Sockets closed whose presence is still being taken down. */
  private readonly leaving = new Set<Promise<void>>();

  constructor(private readonly deps: HubDeps) {
    this.lives = deps.modules.flatMap((m) => (m.live ? [m.live] : []));
  }

  /** `upkeep` runs with every heartbeat (ending sockets whose session expired). */
  start(bus: LiveBus, upkeep: () => Promise<void>): void {
    this.bus = bus;
    const every = (ms: number, run: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        Promise.resolve(run()).catch((err) => this.deps.log.error({ err }, 'live upkeep failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(LIVE_HEARTBEAT_MS, () => {
      this.pingAll();
      return upkeep();
    });
    // Without a socket a process has no presence row to refresh, so it writes nothing while
    // idle; rows a stopped process left count for nothing, and a process with sockets sweeps them.
    every(PRESENCE_HEARTBEAT_MS, () =>
      this.sockets.size > 0 ? this.deps.presence.heartbeat() : undefined,
    );
  }

  async publish(event: LiveEvent): Promise<void> {
    if (event.to.length === 0 || !this.bus) return;
    await this.bus.publish(event);
  }

  connected(profileIds: readonly string[]): Promise<Set<string>> {
    return this.deps.presence.connected(profileIds);
  }

  /** How many sockets this process holds (tests, the bench). */
  get socketCount(): number {
    return this.sockets.size;
  }

  // ---- sockets ----

  attach(socket: WebSocket, auth: RequestAuth): void {
    const client = new LiveClient(socket, auth.account.id, auth.sessionIdHash);
    for (const p of auth.profiles) client.profiles.set(p.id, p.verified);
    this.sockets.add(client);
    socket.on('message', (data, isBinary) => {
      this.onFrame(client, isBinary ? null : data.toString()).catch((err) =>
        this.deps.log.error({ err }, 'live frame failed'),
      );
    });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('close', () => {
      const leaving = this.detach(client).catch((err) =>
        this.deps.log.error({ err }, 'live close failed'),
      );
      this.leaving.add(leaving);
      void leaving.finally(() => this.leaving.delete(leaving));
    });
    client.send({
      command: 'CONNECTED',
      accountId: client.accountId,
      serverTime: this.deps.context().clock.now().toISOString(),
    });
  }

  private async detach(client: LiveClient): Promise<void> {
    const gone = this.sockets.remove(client);
    for (const profileId of gone) await this.wentOffline(profileId);
  }

  private async onFrame(client: LiveClient, text: string | null): Promise<void> {
    let frame: ClientFrame | undefined;
    try {
      const parsed = clientFrameSchema.safeParse(text === null ? undefined : JSON.parse(text));
      if (parsed.success) frame = parsed.data;
    } catch {
      // not JSON: answered below like any unreadable frame
    }
    if (!frame) return client.send({ command: 'ERROR', message: LIVE_TEXTS.badFrame });
    if (frame.command === 'SUBSCRIBE') {
      const { receipt } = frame;
      const refused = await this.subscribe(client, frame.destination, frame.since);
      if (refused) client.send({ command: 'ERROR', message: refused, receipt });
      else if (receipt) client.send({ command: 'RECEIPT', receipt });
      return;
    }
    if (frame.command === 'UNSUBSCRIBE') return this.unsubscribe(client, frame.destination);
    return this.onSend(client, frame);
  }

  /** Answers why not, when the queue is not the socket's to hear. */
  private async subscribe(
    client: LiveClient,
    destination: string,
    since?: string,
  ): Promise<string | undefined> {
    const profileId = profileOfQueue(destination);
    if (!profileId || !client.profiles.has(profileId)) return LIVE_TEXTS.notYourQueue;
    if (client.subscribed.has(profileId)) return;
    if (since) client.catchingUp.set(profileId, []);
    const first = this.sockets.subscribe(client, profileId);
    if (first) await this.wentOnline(profileId);
    if (since) await this.catchUp(client, profileId, new Date(since));
  }

  private async unsubscribe(client: LiveClient, destination: string) {
    const profileId = profileOfQueue(destination);
    if (!profileId || !client.subscribed.has(profileId)) return;
    if (this.sockets.unsubscribe(client, profileId)) await this.wentOffline(profileId);
  }

  /** What the profile missed, then what arrived meanwhile (without what the catch-up sent). */
  private async catchUp(client: LiveClient, profileId: string, since: Date) {
    const sent = new Set<string>();
    try {
      const ctx = this.deps.context();
      const missed = (
        await Promise.all(this.lives.map((l) => l.catchUp?.(ctx, profileId, since) ?? []))
      )
        .flat()
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      for (const m of missed) {
        const frame = this.messageFrame(profileId, m.messageType, m.body);
        sent.add(JSON.stringify(m.body));
        client.send(frame);
      }
    } finally {
      const waiting = client.catchingUp.get(profileId) ?? [];
      client.catchingUp.delete(profileId);
      for (const frame of waiting) {
        if (frame.command === 'MESSAGE' && sent.has(JSON.stringify(frame.body))) continue;
        client.send(frame);
      }
    }
  }

  private async onSend(client: LiveClient, frame: Extract<ClientFrame, { command: 'SEND' }>) {
    const { receipt } = frame;
    const refuse = (message: string) => client.send({ command: 'ERROR', message, receipt });
    const handler = this.lives.find((l) => l.destinations?.[frame.destination])?.destinations?.[
      frame.destination
    ];
    if (!handler) return refuse(LIVE_TEXTS.unknownDestination);
    const profileId = frame.userProfileId ?? client.subscribed.values().next().value;
    if (!profileId || !client.subscribed.has(profileId)) return refuse(LIVE_TEXTS.notSubscribed);
    const ctx = this.deps.context();
    if (!client.mayTakeSend(Date.now())) return refuse(LIVE_TEXTS.slowDown);
    try {
      const body = await handler(ctx, { accountId: client.accountId, profileId }, frame.body);
      if (receipt) client.send({ command: 'RECEIPT', receipt, body });
    } catch (err) {
      if (err instanceof AppError) return refuse(err.message);
      this.deps.log.error({ err }, 'live SEND failed');
      refuse(LIVE_TEXTS.failed);
    }
  }

  // ---- presence ----

  private async wentOnline(profileId: string) {
    const count = this.sockets.countOf(profileId);
    if (await this.deps.presence.opened(profileId, count)) await this.tellPresence(profileId, true);
  }

  private async wentOffline(profileId: string) {
    if (this.sockets.countOf(profileId) > 0) return;
    if (await this.deps.presence.closed(profileId)) await this.tellPresence(profileId, false);
  }

  private async tellPresence(profileId: string, online: boolean) {
    const ctx = this.deps.context();
    for (const live of this.lives) {
      try {
        await live.presence?.(ctx, profileId, online);
      } catch (err) {
        this.deps.log.error({ err, profileId }, 'live presence hook failed');
      }
    }
  }

  // ---- delivery ----

  private messageFrame(profileId: string, messageType: LiveMessageType, body: unknown) {
    return {
      command: 'MESSAGE',
      destination: userQueue(profileId),
      messageType,
      body,
    } satisfies MessageFrame;
  }

  /** An event from the bus: to the sockets here of its recipients, as the module presents it. */
  async deliver(event: LiveEvent): Promise<void> {
    const here = event.to.filter((id) => this.sockets.countOf(id) > 0);
    if (here.length === 0) return;
    const expand = this.lives.find((l) => l.expand?.[event.messageType])?.expand?.[
      event.messageType
    ];
    let bodies: Map<string, unknown>;
    if (expand) {
      bodies = await expand(this.deps.context(), event.ref, here);
    } else {
      bodies = new Map(here.map((id) => [id, event.ref]));
    }
    for (const [profileId, body] of bodies) {
      const frame = this.messageFrame(profileId, event.messageType, body);
      for (const client of this.sockets.of(profileId)) client.deliver(profileId, frame);
    }
  }

  /** Sends a frame to every socket of these profiles here (identity changes). */
  tell(client: LiveClient, profileId: string, messageType: LiveMessageType, body: unknown) {
    client.deliver(profileId, this.messageFrame(profileId, messageType, body));
  }

  /** The account's sockets here. */
  clientsOf(accountId: string): LiveClient[] {
    return this.sockets.ofAccount(accountId);
  }

  allClients(): LiveClient[] {
    return this.sockets.all();
  }

  end(client: LiveClient, code: number, reason: string, frame?: ServerFrame): void {
    if (frame) client.send(frame);
    client.socket.close(code, reason);
  }

  // ---- upkeep ----

  private pingAll(): void {
    for (const client of this.sockets.all()) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
  }

  /** The bus may have missed events: browsers reconnect and catch up (their `since`). */
  dropAll(code: number = LIVE_CLOSE.goingAway, reason = 'reconnect'): void {
    for (const client of this.sockets.all()) client.socket.close(code, reason);
  }

  /**
   * Ends every socket here at once and waits until each one has left (its presence taken down):
   * tests that keep one app for several tests start each with none.
   */
  async endAll(): Promise<void> {
    // Each 'close' is heard after attach's listener, which has started that socket's leaving.
    const closed = this.sockets.all().map(({ socket }) => {
      const heard = new Promise((resolve) => socket.once('close', resolve));
      socket.terminate();
      return heard;
    });
    await Promise.all(closed);
    await Promise.all(this.leaving);
  }

  async close(): Promise<void> {
    for (const t of this.timers) clearInterval(t);
    this.timers = [];
    this.dropAll(LIVE_CLOSE.goingAway, 'server stopping');
    await this.bus?.close();
    this.bus = undefined;
    await this.deps.presence.clear().catch(() => {});
  }
}
