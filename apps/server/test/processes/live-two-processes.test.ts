// Issue 12: the live channel across server processes. Two real server processes (A and B) from
// source on one fresh PostgreSQL database: a chat sent on A reaches a socket on B, a
// notification raised on A reaches B, a socket moved from a killed B to A catches up on what it
// missed, and the reminder job notifies once. Runs in the PostgreSQL run (TEST_DATABASE_URL).
import type { MessageFrame } from '@shala/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, platformSettings, studentDues } from '../../src/db/schema/index.js';
import type { TestContext } from '../support/app.js';
import {
  createClass,
  createInstitute,
  createMember,
  type TestProfile,
} from '../support/factories.js';
import { openLiveAt, type TestSocket } from '../support/live-client.js';
import { PROCESS_HOOK_MS } from '../support/timeouts.js';
import {
  call,
  freshDatabase,
  localApp,
  type ServerProcess,
  seenWithin,
  startServers,
  stopServer,
} from './servers.js';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let local: Awaited<ReturnType<typeof localApp>>;
let a: ServerProcess;
let b: ServerProcess;
let school: {
  admin: TestProfile;
  rohan: TestProfile;
  meera: TestProfile;
  instituteId: string;
  classId: string;
};

const t = (): TestContext => local;
const DAY = 86_400_000;

beforeAll(async () => {
  database = await freshDatabase('live');
  local = await localApp(database.url);
  const institute = await createInstitute(t(), { name: 'Live School' });
  const klass = await createClass(t(), institute, 'Class 6 A');
  const admin = await createMember(t(), institute, 'INSTITUTE_ADMIN', { institute });
  const rohan = await createMember(t(), klass, 'STUDENT', { institute, firstName: 'Rohan' });
  const meera = await createMember(t(), klass, 'STUDENT', { institute, firstName: 'Meera' });
  school = { admin, rohan, meera, instituteId: institute.id, classId: klass.id };
  // A fee falling due in two days: the reminder sweep each process starts with finds it.
  const now = Date.now();
  await local.database.db.insert(studentDues).values({
    instituteId: institute.id,
    classId: klass.id,
    sessionId: institute.session.id,
    profileId: meera.profileId,
    recordType: 'FEES',
    source: 'STRUCTURE',
    particular: 'Term 2 tuition',
    kind: 'CHARGE',
    dueDate: new Date(now + 2 * DAY).toISOString().slice(0, 10),
    amountPaise: 500_000,
    createdAt: new Date(now),
    updatedAt: new Date(now),
  });
  [a, b] = (await startServers(2, database.url)) as [ServerProcess, ServerProcess];
}, 180_000);

afterAll(async () => {
  await Promise.all([a, b].filter(Boolean).map(stopServer));
  await local?.app.close();
  await local?.database.close();
  await database?.drop();
}, PROCESS_HOOK_MS);

const ws = (server: ServerProcess) => `${server.url.replace('http', 'ws')}/ws`;
const isMessage =
  (type: string, test: (body: Record<string, unknown>) => boolean = () => true) =>
  (f: { command: string }) =>
    f.command === 'MESSAGE' &&
    (f as MessageFrame).messageType === type &&
    test((f as MessageFrame<Record<string, unknown>>).body);

async function connected(server: ServerProcess, p: TestProfile, since?: Date): Promise<TestSocket> {
  const socket = await openLiveAt(ws(server), p.cookie, server.url);
  expect(await socket.subscribe(p.profileId, since)).toMatchObject({ command: 'RECEIPT' });
  return socket;
}

const chat = (server: ServerProcess, from: TestProfile, to: TestProfile, content: string) =>
  call(server, 'POST', '/rest/chat/message', {
    cookie: from.cookie,
    body: { ownerType: 'USER', recipientId: to.profileId, content },
  });

describe('the live channel across two processes on one PostgreSQL', () => {
  it('carries chat and notifications from A to B, and loses nothing when B dies', async () => {
    const { rohan, meera, admin } = school;
    const onA = await connected(a, rohan);
    const onB = await connected(b, meera);

    // Rohan on A writes; Meera's socket is on B.
    const sent = await chat(a, rohan, meera, 'Hello from process A');
    expect(sent.status).toBe(200);
    const arrived = await onB.next(
      isMessage(
        'CHAT',
        (body) => (body.message as { content?: string })?.content === 'Hello from process A',
      ),
    );
    const seenAt = new Date(
      (arrived as MessageFrame<{ message: { createdAt: string } }>).body.message.createdAt,
    );
    // Meera was connected (on B) when it was sent: Delivered at once, as one process would say.
    expect(((await sent.json()) as { status: unknown }).status).toEqual([
      { userProfileId: meera.profileId, status: 'DELIVERED' },
    ]);

    // A notification raised on A (the admin changes Meera's role there) reaches B.
    const members = await call(a, 'GET', `/rest/groups/${school.classId}/members?search=meera`, {
      cookie: admin.cookie,
    });
    const membershipId = ((await members.json()) as { items: { membershipId: string }[] }).items[0]
      ?.membershipId;
    const roles = (await (
      await call(a, 'GET', `/rest/roles?groupId=${school.instituteId}`, { cookie: admin.cookie })
    ).json()) as { id: string; builtinKey: string }[];
    // A role that still lets Rohan write to her (a teacher of the class).
    const member = roles.find((r) => r.builtinKey === 'TEACHER');
    const changed = await call(a, 'PUT', `/rest/groups/${school.classId}/members/${membershipId}`, {
      cookie: admin.cookie,
      body: { roleId: member?.id },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    await onB.next(isMessage('NOTIFICATION', (body) => body.title === 'Your role changed'));
    await onB.next(isMessage('PERMISSION'));

    // B dies; while Meera is away, Rohan writes again; her browser reconnects to A with `since`.
    await stopServer(b);
    await onB.closedWith();
    expect((await chat(a, rohan, meera, 'Are you there?')).status).toBe(200);
    const back = await connected(a, meera, seenAt);
    const missed = back.frames.filter(isMessage('CHAT', (body) => body.kind === 'message'));
    expect(
      missed.map((f) => (f as MessageFrame<{ message: { content: string } }>).body.message.content),
    ).toEqual(['Are you there?']);
    onA.close();
    back.close();
  }, 60_000);

  it('runs the reminder once however many processes start it', async () => {
    const reminders = () =>
      local.database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.profileId, school.meera.profileId),
            eq(notifications.kind, 'fee.dueSoon'),
          ),
        );
    await seenWithin(30_000, async () => (await reminders()).length > 0);
    expect(await reminders()).toHaveLength(1);
  }, 60_000);

  it('made one VAPID key pair at the first start, which both processes answer', async () => {
    const kept = await local.database.db
      .select()
      .from(platformSettings)
      .where(eq(platformSettings.key, 'vapid'));
    expect(kept).toHaveLength(1);
    const keyOf = async (server: ServerProcess) =>
      (
        (await (
          await call(server, 'GET', '/rest/fcm/vapid-key', { cookie: school.rohan.cookie })
        ).json()) as {
          publicKey: string;
        }
      ).publicKey;
    const stored = kept[0]?.value as { publicKey: string } | undefined;
    expect(await keyOf(a)).toBe(stored?.publicKey);
  });
});
