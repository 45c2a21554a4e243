import { CHAT_TEXTS, type ChatContact, type ChatMessage } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { chatMessageStatuses, chatMessages } from '../../src/db/schema/index.js';
import { insertSession } from '../../src/modules/academic/index.js';
import { addMember } from '../../src/modules/groups/index.js';
import { headers, useTestApp } from '../support/app.js';
import { type ExamClass, examClass } from '../support/exam-helpers.js';
import {
  createClass,
  createMember,
  createProfile,
  type TestProfile,
} from '../support/factories.js';
import { openLive } from '../support/live-client.js';

// Review 2, M2: the chat ignored academic sessions. A pupil of Class 5 A in 2025-26 only
// (pasha_pupil) read this year's class chat, posted to it, messaged Rohan (5 A this year) and
// found this year's pupils in chat search. A class's chat now follows the class's membership in
// the active session: an earlier session's member reads that session's messages only and writes
// nothing; memberships with no session count as today.
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
const groupPage = (p: TestProfile, groupId: string) =>
  get(p, `/rest/chat/messages?ownerType=GROUP&receiverId=${groupId}&index=0`);
const contents = (page: { chatMessageOutputDtoList: ChatMessage[] }) =>
  page.chatMessageOutputDtoList.map((m) => m.content);

/** 2025-26 for the school, a message of that year in the class chat, and a pupil of that year. */
async function lastYear(e: ExamClass, klass = e.klass) {
  const db = t.app.deps.database.db;
  const previous = await insertSession(db, {
    instituteId: e.institute.id,
    name: '2025-26',
    startDate: '2025-04-01',
    endDate: '2026-03-31',
    activeStatus: false,
  });
  const [old] = await db
    .insert(chatMessages)
    .values({
      instituteId: e.institute.id,
      conversation: `g:${klass.id}`,
      senderProfileId: e.teacher.profileId,
      ownerType: 'GROUP',
      recipientGroupId: klass.id,
      content: 'Last year: the annual day rehearsal is on Friday.',
      createdAt: new Date('2026-01-15T05:00:00Z'),
    })
    .returning();
  return { previous, old: old as typeof chatMessages.$inferSelect };
}

/** A pupil of `klass` in 2025-26 only (the institute membership a class invite brings). */
async function pupilOf(e: ExamClass, sessionId: string, klass = e.klass, profile?: TestProfile) {
  const pasha = profile ?? (await createProfile(t, { firstName: 'Pasha' }));
  if (!profile)
    await createMember(t, e.institute, 'MEMBER', { institute: e.institute, profile: pasha });
  await addMember(t.app.ctx, null, {
    profileId: pasha.profileId,
    groupId: klass.id,
    roleId: e.institute.roles.STUDENT.id,
    sessionId,
  });
  return pasha;
}

describe('M2: a class chat follows the class membership of the active session', () => {
  it('an earlier session’s pupil reads that session’s messages only, and writes nothing', async () => {
    const e = await examClass(t);
    const [rohan] = e.students;
    const { previous, old } = await lastYear(e);
    const pasha = await pupilOf(e, previous.id);
    const homework = await send(e.teacher, 'GROUP', e.klass.id, 'Homework: page 12');
    expect(homework.statusCode, homework.body).toBe(200);
    // This year's message is not written to last year's pupil.
    const recipients = (homework.json() as ChatMessage).status.map((s) => s.userProfileId);
    expect(recipients).not.toContain(pasha.profileId);
    expect(recipients).toContain(rohan.profileId);

    const read = await groupPage(pasha, e.klass.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(contents(read.json())).toEqual([old.content]);

    const post = await send(pasha, 'GROUP', e.klass.id, 'hi from last year');
    expect(post.statusCode).toBe(403);
    expect(post.json().message).toBe(CHAT_TEXTS.notAllowed);
    const dm = await send(pasha, 'USER', rohan.profileId, 'hi rohan');
    expect(dm.statusCode).toBe(403);
    // Nor the other way: Rohan is not Pasha's classmate this year.
    expect((await send(rohan, 'USER', pasha.profileId, 'hi pasha')).statusCode).toBe(403);

    const found = (await get(pasha, '/rest/chat/search?query=e')).json() as ChatContact[];
    expect(found.map((c) => c.receiverId)).not.toContain(rohan.profileId);
    expect(found.map((c) => c.receiverId)).not.toContain(e.klass.id);
    const list = (await get(pasha, '/rest/chat/list')).json();
    expect(list.groupChats).toEqual([]);

    // This year's members read the whole chat and write to it.
    expect(contents((await groupPage(rohan, e.klass.id)).json())).toEqual([
      old.content,
      'Homework: page 12',
    ]);
    expect((await send(rohan, 'GROUP', e.klass.id, 'Thank you Ma’am')).statusCode).toBe(200);
  });

  it('an existing pupil given last year’s place in another class reads only last year there', async () => {
    const e = await examClass(t);
    const [rohan] = e.students;
    const class4 = await createClass(t, e.institute, 'Class 4 A');
    const { previous, old } = await lastYear(e, class4);
    const asha4 = await createMember(t, class4, 'TEACHER', { institute: e.institute });
    const now = await send(asha4, 'GROUP', class4.id, 'This year in 4 A');
    expect(now.statusCode).toBe(200);
    expect((await groupPage(rohan, class4.id)).statusCode).toBe(403);
    await pupilOf(e, previous.id, class4, rohan);
    const read = await groupPage(rohan, class4.id);
    expect(read.statusCode, read.body).toBe(200);
    expect(contents(read.json())).toEqual([old.content]);
    expect((await send(rohan, 'GROUP', class4.id, 'hello 4 A')).statusCode).toBe(403);
    // His own class of this year is untouched.
    expect((await send(rohan, 'GROUP', e.klass.id, 'hello 5 A')).statusCode).toBe(200);
  });

  it('refuses the earlier session’s pupil over the live channel too, and catches up nothing of this year', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const e = await examClass(t);
    const [rohan] = e.students;
    const { previous } = await lastYear(e);
    const pasha = await pupilOf(e, previous.id);
    const since = t.clock.now();
    t.clock.advance(1_000);
    // A status row left from before the fix must not bring this year's message back either.
    const homework = (await send(e.teacher, 'GROUP', e.klass.id, 'Homework: page 12')).json();
    await t.app.deps.database.db
      .insert(chatMessageStatuses)
      .values({
        messageId: homework.id,
        recipientProfileId: pasha.profileId,
        status: 'SENT',
        updatedAt: t.clock.now(),
      })
      .onConflictDoNothing();
    const socket = await openLive(t.app, pasha.cookie);
    await socket.subscribe(pasha.profileId, since);
    const frame = (recipientId: string, ownerType: string, receipt: string) => ({
      command: 'SEND',
      destination: '/app/chat',
      receipt,
      body: { ownerType, recipientId, content: 'hi' },
    });
    socket.send(frame(e.klass.id, 'GROUP', 'g'));
    socket.send(frame(rohan.profileId, 'USER', 'u'));
    await expect(
      socket.next((f) => f.command === 'ERROR' && f.receipt === 'g'),
    ).resolves.toMatchObject({ message: CHAT_TEXTS.notAllowed });
    await expect(
      socket.next((f) => f.command === 'ERROR' && f.receipt === 'u'),
    ).resolves.toMatchObject({ message: CHAT_TEXTS.notAllowed });
    const messages = socket.frames.filter(
      (f) => f.command === 'MESSAGE' && (f.body as { kind?: string }).kind === 'message',
    );
    expect(messages).toEqual([]);
    socket.close();
  });
});
