import { CHAT_LIMITS, CHAT_TEXTS, LIVE_LIMITS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { headers, useTestApp } from '../support/app.js';
import { examClass } from '../support/exam-helpers.js';
import type { TestProfile } from '../support/factories.js';
import { openLive, type TestSocket } from '../support/live-client.js';

// Review 2, L3: POST /rest/chat/message had no limit (100 class-wide messages in 9 s, all 200),
// and one account opened 30 sockets, each with its own 20 SENDs a second. Chat sends now spend
// one per-account budget shared by REST and the live channel's SEND (30 a minute, 10 of them to
// groups), kept in the rate-limit counters; an account holds at most 10 sockets.
const t = useTestApp();

const send = (p: TestProfile, ownerType: 'USER' | 'GROUP', recipientId: string, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/chat/message',
    headers: headers(p.cookie),
    payload: { ownerType, recipientId, content },
  });

/** Waits (polling, generous deadline) until `test` holds. */
async function until(test: () => boolean) {
  const deadline = Date.now() + 10_000;
  while (!test()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('L3: a per-account budget for chat sends, and a cap on sockets', () => {
  it('refuses the send past the budget with 429 over REST and ERROR over the socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    for (let i = 1; i <= 30; i += 1) {
      const res = await send(rohan, 'USER', meera.profileId, `m${i}`);
      expect(res.statusCode, `send ${i}`).toBe(200);
    }
    const over = await send(rohan, 'USER', meera.profileId, 'one more');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ message: CHAT_TEXTS.tooFast, code: 'RATE_LIMITED' });
    // The live channel spends the same budget.
    const socket = await openLive(t.app, rohan.cookie);
    await socket.subscribe(rohan.profileId);
    socket.send({
      command: 'SEND',
      destination: '/app/chat',
      receipt: 's1',
      body: { ownerType: 'USER', recipientId: meera.profileId, content: 'over the socket' },
    });
    await expect(
      socket.next((f) => f.command === 'ERROR' && f.receipt === 's1'),
    ).resolves.toMatchObject({ message: CHAT_TEXTS.tooFast });
    // Meera's budget is her own; Rohan's comes back after the minute.
    expect((await send(meera, 'USER', rohan.profileId, 'hi')).statusCode).toBe(200);
    t.clock.advanceSeconds(60);
    expect((await send(rohan, 'USER', meera.profileId, 'again')).statusCode).toBe(200);
    expect(CHAT_LIMITS.sendsPerMinute).toBe(30);
    socket.close();
  });

  it('allows fewer sends to a group: the 11th group message of a minute is refused', async () => {
    const e = await examClass(t);
    const [rohan] = e.students;
    for (let i = 1; i <= 10; i += 1) {
      const res = await send(e.teacher, 'GROUP', e.klass.id, `notice ${i}`);
      expect(res.statusCode, `group send ${i}`).toBe(200);
    }
    const over = await send(e.teacher, 'GROUP', e.klass.id, 'notice 11');
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(CHAT_TEXTS.tooFast);
    // Direct messages still have what is left of the 30.
    expect((await send(e.teacher, 'USER', rohan.profileId, 'See me')).statusCode).toBe(200);
    expect(CHAT_LIMITS.groupSendsPerMinute).toBe(10);
  });

  it('refuses the 11th socket of an account with 429, and takes one again once a socket closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const sockets: TestSocket[] = [];
    for (let i = 0; i < 10; i += 1) sockets.push(await openLive(t.app, rohan.cookie));
    await expect(openLive(t.app, rohan.cookie)).rejects.toMatchObject({ status: 429 });
    // Another account is not affected.
    const other = await openLive(t.app, meera.cookie);
    sockets[0]?.close();
    await until(() => t.app.live.socketCount === 10);
    sockets[0] = await openLive(t.app, rohan.cookie);
    expect(LIVE_LIMITS.socketsPerAccount).toBe(10);
    for (const s of [...sockets, other]) s.close();
  });
});
