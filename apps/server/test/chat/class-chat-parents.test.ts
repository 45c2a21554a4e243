import { readFileSync } from 'node:fs';
import { CHAT_TEXTS, type ChatContact, type ChatMessage } from '@shala/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatMessageStatuses } from '../../src/db/schema/index.js';
import { headers, useTestApp } from '../support/app.js';
import { examClass } from '../support/exam-helpers.js';
import { createMember, createRole, type TestProfile } from '../support/factories.js';
import { openLive } from '../support/live-client.js';

// Review 2, M3: Priya (a parent of Class 3 A) posted to the class's group chat (200, delivered to
// 14 students and 13 parents, whose 27 profile ids came back in `status`) and read its history,
// though the chat rules say parents reach neither other people's children nor each other. A
// class's group chat now holds the class's students and its staff; parents reach the staff as
// before; a message's per-recipient status list goes to its sender alone.
const t = useTestApp();

const get = (p: TestProfile, url: string) =>
  t.app.inject({ method: 'GET', url, headers: headers(p.cookie) });
const send = (p: TestProfile, ownerType: 'USER' | 'GROUP', recipientId: string, content: string) =>
  t.app.inject({
    method: 'POST',
    url: '/rest/chat/message',
    headers: headers(p.cookie),
    payload: { ownerType, recipientId, content },
  });
const ids = (m: ChatMessage) => m.status.map((s) => s.userProfileId).sort();

describe('M3: parents are not members of their children’s class chat', () => {
  it('refuses Priya’s post to the class group, its history, its seen mark, the list and search', async () => {
    const e = await examClass(t);
    expect((await send(e.teacher, 'GROUP', e.klass.id, 'Homework: page 12')).statusCode).toBe(200);
    const post = await send(e.parent, 'GROUP', e.klass.id, 'probe priya->group');
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe(CHAT_TEXTS.notAllowed);
    const read = await get(
      e.parent,
      `/rest/chat/messages?ownerType=GROUP&receiverId=${e.klass.id}`,
    );
    expect(read.statusCode).toBe(403);
    const seen = await t.app.inject({
      method: 'PUT',
      url: '/rest/chat/seen',
      headers: headers(e.parent.cookie),
      payload: { receiverId: e.klass.id, ownerType: 'GROUP' },
    });
    expect(seen.statusCode).toBe(403);
    const list = (await get(e.parent, '/rest/chat/list')).json();
    expect(list.groupChats).toEqual([]);
    const found = (await get(e.parent, '/rest/chat/search?query=class')).json() as ChatContact[];
    expect(found).toEqual([]);
  });

  it('refuses it over the live channel, and delivers the class’s messages to students and staff only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const socket = await openLive(t.app, e.parent.cookie);
    await socket.subscribe(e.parent.profileId);
    socket.send({
      command: 'SEND',
      destination: '/app/chat',
      receipt: 'p1',
      body: { ownerType: 'GROUP', recipientId: e.klass.id, content: 'probe' },
    });
    await expect(
      socket.next((f) => f.command === 'ERROR' && f.receipt === 'p1'),
    ).resolves.toMatchObject({ message: CHAT_TEXTS.notAllowed });
    const sent = (await send(e.teacher, 'GROUP', e.klass.id, 'Homework: page 12')).json();
    // The sender alone sees who the message went to: the two students, not the parent.
    expect(ids(sent)).toEqual([rohan.profileId, meera.profileId].sort());
    socket.close();
  });

  it('hands the status list to the sender alone; others see their own status only', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    const live = await openLive(t.app, meera.cookie);
    await live.subscribe(meera.profileId);
    const sent = (await send(e.teacher, 'GROUP', e.klass.id, 'Homework: page 12')).json();
    const frame = await live.next(
      (f) => f.command === 'MESSAGE' && (f.body as { kind?: string }).kind === 'message',
    );
    const delivered = (frame as { body: { message: ChatMessage } }).body.message;
    expect(ids(delivered)).toEqual([meera.profileId]);
    const page = (
      await get(rohan, `/rest/chat/messages?ownerType=GROUP&receiverId=${e.klass.id}`)
    ).json();
    expect(ids(page.chatMessageOutputDtoList[0])).toEqual([rohan.profileId]);
    const list = (await get(rohan, '/rest/chat/list')).json();
    expect(ids(list.groupChats[0].lastMessage)).toEqual([rohan.profileId]);
    const mine = (
      await get(e.teacher, `/rest/chat/messages?ownerType=GROUP&receiverId=${e.klass.id}`)
    ).json();
    expect(ids(mine.chatMessageOutputDtoList[0])).toEqual(ids(sent));
    expect(ids(sent)).toHaveLength(2);
    live.close();
  });

  it('lets parents reach the staff and their own child as before, and no other child', async () => {
    const e = await examClass(t);
    const [rohan, meera] = e.students;
    expect((await send(e.parent, 'USER', e.teacher.profileId, 'Namaste')).statusCode).toBe(200);
    expect((await send(e.teacher, 'USER', e.parent.profileId, 'Namaste')).statusCode).toBe(200);
    expect((await send(e.parent, 'USER', rohan.profileId, 'Lunch?')).statusCode).toBe(200);
    expect((await send(e.parent, 'USER', meera.profileId, 'Hi')).statusCode).toBe(403);
  });

  it('counts a custom role as staff only when it may list the members (getMembers)', async () => {
    const e = await examClass(t);
    const [rohan] = e.students;
    // A student made "Class Monitor" with a custom role that lists nobody: still not staff.
    const monitorRole = await createRole(t, e.institute, ['getGroup']);
    await createMember(t, e.institute, monitorRole, { institute: e.institute, profile: rohan });
    expect((await send(rohan, 'USER', e.parent.profileId, 'Hello')).statusCode).toBe(200); // his mother
    const otherParent = await createMember(t, e.klass, 'PARENT', { institute: e.institute });
    expect((await send(rohan, 'USER', otherParent.profileId, 'Hello')).statusCode).toBe(403);
    expect((await send(rohan, 'GROUP', e.institute.id, 'Hello school')).statusCode).toBe(403);
    const staffRoom = `/rest/chat/messages?ownerType=GROUP&receiverId=${e.institute.id}`;
    expect((await get(rohan, staffRoom)).statusCode).toBe(403);
    // A librarian whose custom role lists the members is staff.
    const librarianRole = await createRole(t, e.institute, ['getGroup', 'getMembers']);
    const librarian = await createMember(t, e.institute, librarianRole, { institute: e.institute });
    expect((await send(librarian, 'USER', otherParent.profileId, 'Books due')).statusCode).toBe(
      200,
    );
    expect((await send(librarian, 'GROUP', e.institute.id, 'Library shut')).statusCode).toBe(200);
  });

  it('drops the statuses written to parents before (migration 0022), keeping the students’', async () => {
    const e = await examClass(t);
    const db = t.app.deps.database.db;
    const sent = (await send(e.teacher, 'GROUP', e.klass.id, 'Homework: page 12')).json();
    // As the chat wrote it before: a status for the parent too.
    await db.insert(chatMessageStatuses).values({
      messageId: sent.id,
      recipientProfileId: e.parent.profileId,
      status: 'SENT',
      updatedAt: t.clock.now(),
    });
    const fix = readFileSync(
      new URL('../../drizzle/0022_class_chat_without_parents.sql', import.meta.url),
      'utf8',
    );
    await db.execute(sql.raw(fix));
    const left = await db
      .select({ id: chatMessageStatuses.recipientProfileId })
      .from(chatMessageStatuses)
      .where(eq(chatMessageStatuses.messageId, sent.id));
    expect(left.map((r) => r.id).sort()).toEqual(e.students.map((p) => p.profileId).sort());
  });
});
