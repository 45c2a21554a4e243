import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { ERROR_CODES, LIVE_LIMITS, LIVE_PATH, LIVE_TEXTS } from '@shala/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN } from '../http/access.js';
import type { ServerModule } from '../modules/module.js';
import { IDENTITY_CHANNEL } from '../modules/permissions/index.js';
import { databaseBus, redisBus } from './bus.js';
import { LiveHub } from './hub.js';
import { IdentityWatch } from './identity-watch.js';
import { Presence } from './presence.js';

export { LiveHub } from './hub.js';
export type { LiveChannel, LiveEvent } from './live-channel.js';

/** WebSocket close code 1013: the browser reconnects later, with its back-off. */
const TRY_AGAIN_LATER = 1013;

/** Frames are small JSON; a chat message's text is at most 4,000 characters. */
const MAX_FRAME_BYTES = 16 * 1024;

/** This process's hub: its presence rows are its own (a random id per start). */
export function createLiveHub(app: FastifyInstance, modules: readonly ServerModule[]): LiveHub {
  return new LiveHub({
    modules,
    identity: app.identity,
    presence: new Presence(app.deps.database.db, randomUUID()),
    log: app.log,
    context: () => app.ctx,
  });
}

/**
 * Opens `/ws` (spec §7 "Live channel") and joins the hub to the other processes: the bus (Redis
 * when REDIS_URL is set, else the database's LISTEN/NOTIFY) and the identity notices.
 */
export async function registerLiveChannel(app: FastifyInstance, hub: LiveHub): Promise<void> {
  const { database, config } = app.deps;
  const onLost = () => hub.dropAll();
  const onEvent = (event: Parameters<LiveHub['deliver']>[0]) => {
    hub.deliver(event).catch((err) => app.log.error({ err }, 'live delivery failed'));
  };
  const bus = config.redisUrl
    ? await redisBus(config.redisUrl, onEvent, onLost)
    : await databaseBus(database, onEvent, onLost);
  const watch = new IdentityWatch(hub, app.identity, app.deps.clock);
  const unlisten = await database.listen(
    IDENTITY_CHANNEL,
    (payload) => {
      watch.notice(payload).catch((err) => app.log.error({ err }, 'live identity notice failed'));
    },
    onLost,
  );
  hub.start(bus, () => watch.expire());
  app.addHook('onClose', async () => {
    await unlisten();
    await hub.close();
  });

  await app.register(websocket, { options: { maxPayload: MAX_FRAME_BYTES } });
  app.get(
    LIVE_PATH,
    {
      websocket: true,
      config: { access: SIGNED_IN },
      schema: { hide: true },
      preValidation: [refuseForeignOrigin, refuseTooManySockets(hub)],
    },
    (socket, request) => {
      // The guard let only a signed-in request through; the handler attaches synchronously so
      // that no frame arrives before its listener.
      if (!request.auth) return socket.close(4003, 'not signed in');
      // Handshakes at the same moment may all have passed the count: the later ones end here.
      if (hub.clientsOf(request.auth.account.id).length >= LIVE_LIMITS.socketsPerAccount) {
        return socket.close(TRY_AGAIN_LATER, 'too many sockets');
      }
      hub.attach(socket, request.auth);
    },
  );
}

/**
 * At most LIVE_LIMITS.socketsPerAccount sockets per account on this process (security review 2,
 * L3): the next handshake is refused with 429 before the upgrade. Refused rather than closing
 * the oldest: a closed window's browser reconnects and would close the next oldest, round and
 * round, and a stolen cookie could close its owner's windows; a refused handshake backs off.
 */
function refuseTooManySockets(hub: LiveHub) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const accountId = request.auth?.account.id;
    if (!accountId || hub.clientsOf(accountId).length < LIVE_LIMITS.socketsPerAccount) return;
    await reply
      .status(429)
      .send({ message: LIVE_TEXTS.tooManySockets, code: ERROR_CODES.rateLimited });
  };
}

/**
 * Cross-site WebSocket hijacking: a browser sends the session cookie with a socket opened by
 * any page, so the page's Origin must be the portal's own (PUBLIC_URL, or the host asked).
 */
async function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply) {
  const origin = request.headers.origin;
  const own = new URL(request.server.deps.config.publicUrl).origin;
  const host = request.headers.host;
  const sameHost = (() => {
    try {
      return origin !== undefined && host !== undefined && new URL(origin).host === host;
    } catch {
      return false;
    }
  })();
  if (origin === own || sameHost) return;
  await reply.status(403).send({ message: 'This page may not open the live channel.' });
}
