import { readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../src/db/schema/index.js';
import { sendPushes } from '../../src/modules/push/push-job.js';
import {
  isPublicAddress,
  type PushNetwork,
  pinnedAgent,
  type ResolvedAddress,
} from '../../src/modules/push/push-network.js';
import { headers, useTestApp } from '../support/app.js';
import { createProfile } from '../support/factories.js';
import { notificationOf } from '../support/notification-helpers.js';

// The push job's network (review 2, M1): which addresses it contacts, and that the request goes
// to the address it checked. The stub is an https server on loopback with a certificate for
// fcm.googleapis.com (fixtures/, made for these tests only); the test app reaches it through
// AppDeps.pushNetwork, which production never sets.

const cert = readFileSync(new URL('./fixtures/stub-cert.pem', import.meta.url));
const key = readFileSync(new URL('./fixtures/stub-key.pem', import.meta.url));

type Seen = { path: string; host: string; servername: string; headers: Record<string, unknown> };
let stub: https.Server;
let stubPort = 0;
const seen: Seen[] = [];
beforeEach(async () => {
  seen.length = 0;
  stub = https.createServer({ cert, key }, (req, res) => {
    const socket = req.socket as Socket & { servername?: string };
    seen.push({
      path: req.url ?? '',
      host: String(req.headers.host),
      servername: socket.servername ?? '',
      headers: req.headers,
    });
    req.resume();
    req.on('end', () => {
      if (req.url?.endsWith('/gone')) res.writeHead(410).end('gone');
      else if (req.url?.endsWith('/moved')) {
        res.writeHead(301, { location: 'https://fcm.googleapis.com/fcm/send/ok' }).end();
      } else res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubPort = (stub.address() as AddressInfo).port;
});
afterEach(async () => {
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

/** The production agent for the checked address, trusting the stub, and sent to its port. */
function stubAgent(checked: ResolvedAddress): https.Agent {
  const agent = pinnedAgent(checked, { ca: cert });
  const withPort = agent as unknown as {
    createConnection: (options: Record<string, unknown>, cb?: unknown) => unknown;
  };
  const connect = withPort.createConnection.bind(agent);
  withPort.createConnection = (options, cb) => connect({ ...options, port: stubPort }, cb);
  return agent;
}

const resolved: string[] = [];
const stubNetwork: Partial<PushNetwork> = {
  resolve: async (host) => {
    resolved.push(host);
    return [{ address: '127.0.0.1', family: 4 }];
  },
  // Loopback allowed in this test file only: the stub is there.
  mayContact: (address) => address === '127.0.0.1',
  agentFor: stubAgent,
};
const t = useTestApp({}, { pushNetwork: stubNetwork });

describe('which addresses a push may go to', () => {
  it('public unicast only: private, loopback, link-local, CGNAT, multicast and their IPv6 forms refused', () => {
    for (const address of ['142.250.74.42', '2607:f8b0:4004:800::200e', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.251',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '64:ff9b::7f00:1',
      '2002:c0a8:101::1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('the push request', () => {
  const KEYS = {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  };

  async function registerAndNotify(names: string[]) {
    const me = await createProfile(t);
    for (const name of names) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/rest/fcm/registerkey',
        headers: headers(me.cookie),
        payload: {
          key: JSON.stringify({
            endpoint: `https://fcm.googleapis.com/fcm/send/${name}`,
            keys: KEYS,
          }),
        },
      });
      expect(res.statusCode).toBe(204);
    }
    const id = await notificationOf(t, me.profileId, null, 'Result out');
    const [row] = await t.app.ctx.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.id, id),
    });
    return sendPushes(t.app.ctx, { eventId: row?.eventId });
  }

  it('reaches the checked address under the push service’s name, signed and encrypted', async () => {
    resolved.length = 0;
    expect(await registerAndNotify(['ok', 'gone'])).toEqual({ sent: 1 });
    expect(resolved).toEqual(['fcm.googleapis.com', 'fcm.googleapis.com']);
    expect(seen.map((s) => s.path).sort()).toEqual(['/fcm/send/gone', '/fcm/send/ok']);
    for (const s of seen) {
      expect(s.host).toBe('fcm.googleapis.com');
      expect(s.servername).toBe('fcm.googleapis.com');
      expect(s.headers).toMatchObject({ ttl: '86400', 'content-encoding': 'aes128gcm' });
      expect(String(s.headers.authorization)).toMatch(/^vapid t=.+, k=.+$/);
    }
    const kept = await t.app.ctx.db.select().from(pushSubscriptions);
    expect(kept.map((r) => r.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/ok']);
  });

  it('follows no redirect', async () => {
    expect(await registerAndNotify(['moved'])).toEqual({ sent: 0 });
    expect(seen.map((s) => s.path)).toEqual(['/fcm/send/moved']);
  });

  it('the production agent connects to the checked address, never resolving the name again', async () => {
    const agent = pinnedAgent({ address: '127.0.0.1', family: 4 }, { ca: cert });
    const status = await new Promise<number>((resolve, reject) => {
      const req = https.request(
        {
          hostname: 'fcm.googleapis.com',
          port: stubPort,
          path: '/fcm/send/ok',
          method: 'POST',
          agent,
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    agent.destroy();
    expect(status).toBe(201);
    expect(seen).toEqual([
      expect.objectContaining({
        host: `fcm.googleapis.com:${stubPort}`,
        servername: 'fcm.googleapis.com',
      }),
    ]);
  });
});
