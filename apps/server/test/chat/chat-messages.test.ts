import { CHAT_TEXTS, type ChatMessage } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { headers, useTestApp } from '../support/app.js';
import { examClass } from '../support/exam-helpers.js';
import { PNG } from '../support/exam-questions.js';
import type { TestProfile } from '../support/factories.js';
import { openLive } from '../support/live-client.js';
import { multipart } from '../support/setup-helpers.js';
import { guardTenantWrites } from '../support/tenant-writes.js';

const t = useTestApp();
guardTenantWrites(t);

const send = (from: TestProfile, to: string, content: string, extra: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/chat/message',
    headers: headers(from.cookie),
    payload: { ownerType: 'USER', recipientId: to, content, ...extra },
  });
const get = (p: TestProfile, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(p.cookie) });
const seen = (p: TestProfile, receiverId: string, ownerType = 'USER') =>
  t.app.inject({
    method: 'PUT',
    url: '/rest/chat/seen',
    headers: headers(p.cookie),
    payload: { receiverId, ownerType },
  });
const statusOf = (m: ChatMessage) => m.status.map((s) => s.status);

describe('who may chat (issue 12 rules)', () => {
  it('lets classmates, a teacher and the class, and a parent and its child talk', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    for (const [from, to] of [
      [rohan, meera],
      [meera, e.teacher],
      [e.teacher, e.parent],
      [e.parent, rohan],
      [e.admin, meera],
    ] as const) {
      const res = await send(from, to.profileId, 'Hello');
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('refuses strangers: another institute, another parent’s child, oneself', async () => {
    const e = await examClass(t);
    const [, meera] = e.students;
    for (const [from, to] of [
      [meera, e.other.teacher.profileId],
      [e.other.teacher, meera.profileId],
      [e.parent, meera.profileId],
      [meera, meera.profileId],
      [meera, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await send(from, to, 'Hi');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(CHAT_TEXTS.notAllowed);
    }
  });
});

describe('chat messages', () => {
  it('refuses blank messages and unreadable bodies with a clear 400', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    expect((await send(rohan, meera.profileId, '   ')).json().message).toBe(CHAT_TEXTS.empty);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/rest/chat/message',
      headers: headers(rohan.cookie),
      payload: { ownerType: 'CAT', recipientId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const long = await send(rohan, meera.profileId, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
  });

  it('goes Sent, then Delivered when the recipient connects, then Seen when opened', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const mine = await openLive(t.app, rohan.cookie);
    await mine.subscribe(rohan.profileId);
    const sent = (await send(rohan, meera.profileId, 'Are you coming?')).json() as ChatMessage;
    expect(statusOf(sent)).toEqual(['SENT']);
    const theirs = await openLive(t.app, meera.cookie);
    await theirs.subscribe(meera.profileId);
    await expect(
      mine.next(
        (f) =>
          f.command === 'MESSAGE' &&
          f.messageType === 'CHAT' &&
          (f.body as { kind: string; status?: string }).status === 'DELIVERED',
      ),
    ).resolves.toMatchObject({ body: { messageIds: [sent.id], userProfileId: meera.profileId } });
    expect((await seen(meera, rohan.profileId)).json()).toEqual({ seen: 1 });
    await mine.next(
      (f) => f.command === 'MESSAGE' && (f.body as { status?: string }).status === 'SEEN',
    );
    const page = (
      await get(rohan, `/rest/chat/messages?receiverId=${meera.profileId}&ownerType=USER`)
    ).json();
    expect(statusOf(page.chatMessageOutputDtoList[0])).toEqual(['SEEN']);
    // A message to someone connected is Delivered at once, and reaches their socket.
    const reply = (await send(meera, rohan.profileId, 'Yes!')).json() as ChatMessage;
    expect(statusOf(reply)).toEqual(['DELIVERED']);
    await expect(
      mine.next(
        (f) =>
          f.command === 'MESSAGE' &&
          (f.body as { message?: { id: string } }).message?.id === reply.id,
      ),
    ).resolves.toMatchObject({ body: { kind: 'message', message: { content: 'Yes!' } } });
    mine.close();
    theirs.close();
  });

  it('sends over the socket with a receipt, and refuses a stranger there too', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const socket = await openLive(t.app, rohan.cookie);
    await socket.subscribe(rohan.profileId);
    const frame = (body: object, receipt: string) => ({
      command: 'SEND',
      destination: '/app/chat',
      receipt,
      body,
    });
    socket.send(frame({ ownerType: 'USER', recipientId: meera.profileId, content: 'Hi' }, 'r1'));
    socket.send(
      frame({ ownerType: 'USER', recipientId: e.other.teacher.profileId, content: 'Hi' }, 'r2'),
    );
    await expect(
      socket.next((f) => f.command === 'RECEIPT' && f.receipt === 'r1'),
    ).resolves.toMatchObject({ body: { content: 'Hi', recipientId: meera.profileId } });
    await expect(
      socket.next((f) => f.command === 'ERROR' && f.receipt === 'r2'),
    ).resolves.toMatchObject({ message: CHAT_TEXTS.notAllowed });
    socket.close();
  });

  it('pages by index from the newest, oldest first within a page', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    for (let i = 1; i <= 25; i++) {
      t.clock.advance(1_000);
      expect((await send(rohan, meera.profileId, `m${i}`)).statusCode).toBe(200);
    }
    const url = (index: number) =>
      `/rest/chat/messages?receiverId=${rohan.profileId}&ownerType=USER&index=${index}`;
    const first = (await get(meera, url(0))).json();
    expect(first.chatMessageOutputDtoList.map((m: ChatMessage) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${i + 6}`),
    );
    expect(first.hasMore).toBe(true);
    const second = (await get(meera, url(1))).json();
    expect(second.chatMessageOutputDtoList.map((m: ChatMessage) => m.content)).toEqual([
      'm1',
      'm2',
      'm3',
      'm4',
      'm5',
    ]);
    expect(second.hasMore).toBe(false);
  });

  it('attaches images checked by content; empty text sends the file name', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const upload = (name: string, bytes: Buffer) => {
      const form = multipart([{ field: 'file', name, bytes }]);
      return t.app.inject({
        method: 'POST',
        url: '/rest/chat/media',
        headers: { ...headers(rohan.cookie), 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const fake = await upload('notes.png', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe(CHAT_TEXTS.onlyImages);
    const image = await upload('diagram.png', PNG);
    expect(image.statusCode, image.body).toBe(200);
    const { mediaUrl } = image.json();
    const sent = (await send(rohan, meera.profileId, '', { mediaUrl })).json() as ChatMessage;
    expect(sent).toMatchObject({ content: 'diagram.png', mediaUrl });
    // The recipient sees the image; a stranger does not; a forged URL is refused.
    expect((await get(meera, mediaUrl)).statusCode).toBe(200);
    expect((await get(e.other.teacher, mediaUrl)).statusCode).toBe(404);
    // An address whose id cannot be an image's is answered as an unknown one.
    const malformed = await get(meera, '/rest/chat/media/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('This message does not exist.');
    const forged = await send(meera, rohan.profileId, '', { mediaUrl });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(CHAT_TEXTS.uploadFailed);
  });

  it('lists friends and groups with unread counts, searches, and deletes only one’s own', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const hello = (await send(rohan, meera.profileId, 'Hello Meera')).json() as ChatMessage;
    const group = await t.app.inject({
      method: 'POST',
      url: '/rest/chat/message',
      headers: headers(e.teacher.cookie),
      payload: { ownerType: 'GROUP', recipientId: e.klass.id, content: 'Homework: page 12' },
    });
    expect(group.statusCode, group.body).toBe(200);
    const list = (await get(meera, '/rest/chat/list')).json();
    expect(list.friendsChats).toEqual([
      expect.objectContaining({ receiverId: rohan.profileId, unread: 1, ownerType: 'USER' }),
    ]);
    expect(list.groupChats).toEqual([
      expect.objectContaining({
        receiverId: e.klass.id,
        receiverName: 'Class 5 A',
        unread: 1,
        lastMessage: expect.objectContaining({ content: 'Homework: page 12' }),
      }),
    ]);
    const found = (await get(meera, '/rest/chat/search?query=asha')).json();
    expect(found.map((c: { receiverName: string }) => c.receiverName)).toEqual([
      expect.stringContaining('Asha'),
    ]);
    expect((await get(meera, '/rest/chat/search?query=')).statusCode).toBe(400);
    const notMine = await t.app.inject({
      method: 'DELETE',
      url: `/rest/chat/message/${hello.id}`,
      headers: headers(meera.cookie),
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(CHAT_TEXTS.notYours);
    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/rest/chat/message/${hello.id}`,
      headers: headers(e.other.teacher.cookie),
    });
    expect(stranger.statusCode).toBe(404);
    const mine = await t.app.inject({
      method: 'DELETE',
      url: `/rest/chat/message/${hello.id}`,
      headers: headers(rohan.cookie),
    });
    expect(mine.statusCode).toBe(200);
    const page = (
      await get(meera, `/rest/chat/messages?receiverId=${rohan.profileId}&ownerType=USER`)
    ).json();
    expect(page.chatMessageOutputDtoList[0]).toMatchObject({ deleted: true, content: '' });
  });
});
