import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { inTurn } from '../db/in-turn.js';
import {
  chatMessageStatuses,
  chatMessages,
  groups,
  memberships,
  notifications,
  roles,
  userProfiles,
} from '../db/schema/index.js';
import type { Clock } from '../lib/clock.js';
import { groupAudience } from '../modules/chat/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { admissionNoticesOf, examNoticesOf, feeNoticesOf } from './family-notices.js';
import { addOnce } from './once.js';
import { TEACHER_CLASS } from './school.js';

const HOUR = 3_600_000;
const pair = (a: string, b: string) => `u:${[a, b].sort().join(':')}`;

type Line = { from: string; to: string; text: string; hoursAgo: number };

/**
 * The demo school's chats and notifications (README "Its chat and notifications"): Rohan with a
 * classmate and with Asha Verma, Asha with Priya Sharma, Class 5 A's group chat, and a few
 * notifications in the bells of Anita, Rohan and Priya, some read. Written in the seed's
 * transaction for a new school, or once for a school seeded before chat existed.
 */
export async function seedLive(tx: Tx, clock: Clock, instituteId: string): Promise<number> {
  const profileOf = async (username: string) => {
    const account = await findAccountByUsername(tx, username);
    return account ? (await findDefaultProfile(tx, account.id))?.id : undefined;
  };
  const [rohan, asha, priya, anita] = await inTurn(
    ['rohan_mehta', 'asha_verma', 'priya_sharma', 'anita_desai'],
    profileOf,
  );
  const [klass] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.superGroupId, instituteId), eq(groups.name, TEACHER_CLASS)));
  if (!rohan || !asha || !priya || !anita || !klass) return 0;
  const classmates = await tx
    .selectDistinct({ id: memberships.profileId, firstName: userProfiles.firstName })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(
      and(
        eq(memberships.groupId, klass.id),
        eq(roles.builtinKey, 'STUDENT'),
        ne(memberships.profileId, rohan),
      ),
    )
    .limit(2);
  const friend = classmates[0];
  if (!friend) return 0;
  const priyaAccount = await findAccountByUsername(tx, 'priya_sharma');
  const children = priyaAccount
    ? await tx
        .select({ id: userProfiles.id, firstName: userProfiles.firstName })
        .from(userProfiles)
        .where(eq(userProfiles.accountId, priyaAccount.id))
    : [];
  const now = clock.now().getTime();

  const lines: Line[] = [
    {
      from: rohan,
      to: friend.id,
      text: `Hi ${friend.firstName}, did you finish the maths worksheet?`,
      hoursAgo: 50,
    },
    {
      from: friend.id,
      to: rohan,
      text: 'Almost! Question 7 on fractions is tricky.',
      hoursAgo: 49,
    },
    {
      from: rohan,
      to: friend.id,
      text: 'Convert both to the same denominator first, then compare.',
      hoursAgo: 48,
    },
    {
      from: friend.id,
      to: rohan,
      text: 'Got it, thanks! See you at the science fair practice tomorrow.',
      hoursAgo: 3,
    },
    {
      from: rohan,
      to: asha,
      text: 'Good morning Ma’am, may I submit the project on Monday? I was unwell on Thursday.',
      hoursAgo: 26,
    },
    {
      from: asha,
      to: rohan,
      text: 'Yes Rohan, Monday is fine. Please bring the medical note too. Get well soon!',
      hoursAgo: 25,
    },
    {
      from: asha,
      to: priya,
      text: 'Namaste Mrs Sharma, Diya did very well in the science quiz this week.',
      hoursAgo: 30,
    },
    {
      from: priya,
      to: asha,
      text: 'Thank you for letting me know! She has been practising a lot at home.',
      hoursAgo: 29,
    },
    {
      from: asha,
      to: priya,
      text: 'The parent-teacher meeting is on Saturday at 10:00. Please do come.',
      hoursAgo: 2,
    },
  ];
  const group: Array<Omit<Line, 'to'>> = [
    {
      from: asha,
      text: 'Homework for tomorrow: English reader page 42, questions 1 to 5.',
      hoursAgo: 20,
    },
    {
      from: friend.id,
      text: 'Ma’am, should we write the answers in the notebook or on a sheet?',
      hoursAgo: 19,
    },
    { from: asha, text: 'In your English notebook, please. Neat handwriting!', hoursAgo: 18 },
    {
      from: asha,
      text: 'Reminder: bring your drawing books for the art period on Friday.',
      hoursAgo: 1,
    },
  ];
  // Who the class chat's messages are written to: its students and staff, as a live send would
  // (chat/policy.ts); its parents are not in it.
  const classAudience = (await groupAudience(tx, { id: klass.id, type: 'CLASS' })).map((id) => ({
    id,
  }));

  const messages: (typeof chatMessages.$inferInsert)[] = [];
  const statuses: (typeof chatMessageStatuses.$inferInsert)[] = [];
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  // What is older than 12 hours was read; newer messages wait, delivered.
  const statusAt = (hoursAgo: number) =>
    hoursAgo > 12 ? ('SEEN' as const) : ('DELIVERED' as const);
  for (const line of lines) {
    const id = randomUUID();
    messages.push({
      id,
      instituteId,
      conversation: pair(line.from, line.to),
      senderProfileId: line.from,
      ownerType: 'USER',
      recipientProfileId: line.to,
      content: line.text,
      createdAt: at(line.hoursAgo),
    });
    statuses.push({
      messageId: id,
      recipientProfileId: line.to,
      status: statusAt(line.hoursAgo),
      updatedAt: at(line.hoursAgo),
    });
  }
  for (const line of group) {
    const id = randomUUID();
    messages.push({
      id,
      instituteId,
      conversation: `g:${klass.id}`,
      senderProfileId: line.from,
      ownerType: 'GROUP',
      recipientGroupId: klass.id,
      content: line.text,
      createdAt: at(line.hoursAgo),
    });
    for (const member of classAudience) {
      if (member.id === line.from) continue;
      statuses.push({
        messageId: id,
        recipientProfileId: member.id,
        status: statusAt(line.hoursAgo),
        updatedAt: at(line.hoursAgo),
      });
    }
  }
  await tx.insert(chatMessages).values(messages);
  for (let i = 0; i < statuses.length; i += 500) {
    await tx.insert(chatMessageStatuses).values(statuses.slice(i, i + 500));
  }

  await tx.insert(notifications).values([
    // Anita's admissions received: the newest pending applications, as the module words them.
    ...(await admissionNoticesOf(tx, instituteId)).map((n) => ({
      profileId: anita,
      eventId: randomUUID(),
      instituteId,
      ...n,
    })),
    // Rohan's newest exam and result, from his attempts, in the exams module's words.
    ...(await examNoticesOf(tx, rohan)).map((n) => ({
      profileId: rohan,
      eventId: randomUUID(),
      instituteId,
      ...n,
    })),
    // Priya's fee reminder and payment received, from her children's dues and payments.
    ...(
      await inTurn(
        children.filter((c) => c.id !== priya),
        (c) => feeNoticesOf(tx, clock, c),
      )
    )
      .flat()
      .map((n) => ({
        profileId: priya,
        eventId: randomUUID(),
        instituteId,
        ...n,
        visited: n.kind === 'payment.received',
        readAt: n.kind === 'payment.received' ? n.createdAt : null,
      })),
  ]);
  return messages.length;
}

/** Adds the chats and notifications to a demo school seeded before they existed. */
export async function addMissingDemoLive(
  db: Db,
  clock: Clock,
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, chatMessages, (tx) => seedLive(tx, clock, instituteId));
}
