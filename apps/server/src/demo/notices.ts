import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import {
  groups,
  noticeAttachments,
  noticeRecipients,
  notices,
  noticeTargets,
  notifications,
  roles,
} from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { storeFile } from '../files/uploads.js';
import type { Clock } from '../lib/clock.js';
import { recipientsOf } from '../modules/notices/index.js';
import { findAccountByUsername, findDefaultProfile } from '../modules/people/index.js';
import { renderPdf } from '../pdf/document.js';
import { addOnce } from './once.js';
import { TEACHER_CLASS } from './school.js';
import { sportsDayOf } from './sports-day.js';

/**
 * Demo Public School's notices (issue 24 §3, README "Notices"): Sports Day to everyone, pinned;
 * a science project to Class 5 A only (Asha Verma's); the winter uniform circular with its PDF
 * from the front office; a staff meeting for the teachers; last week's fee camp, expired; and
 * the half-yearly timetable scheduled for two days ahead. Each published one was read by part of
 * its audience (so "seen by N of M" shows), and each recipient has it in the bell.
 */

const DAY = 86_400_000;

type DemoNotice = {
  title: string;
  body: string;
  poster: string;
  audience: 'INSTITUTE' | 'CLASSES' | 'ROLES';
  /** A class name or a built-in role key. */
  target?: string;
  daysFromNow: number;
  expiresInDays?: number;
  pinned?: boolean;
  /** The share of its audience that opened it (by a fixed rule, not at random). */
  readShare: number;
  readBy: string[];
  unreadBy: string[];
  pdf?: { name: string; lines: string[] };
};

/**
 * The pinned Sports Day notice, naming the days the calendar's Sports Day event is on (both from
 * the seed's clock through sports-day.ts).
 */
function sportsDayNotice(now: Date): DemoNotice {
  const { firstWords, lastWords } = sportsDayOf(now);
  return {
    title: `Annual Sports Day on ${firstWords}`,
    body: `Dear parents and students,\n\nOur Annual Sports Day will be held on the school ground on ${firstWords} and ${lastWords}, from 8:30 am. Students should come in their house T-shirts with a water bottle and a cap. Parents are welcome from 9:30 am.\n\nPrincipal`,
    poster: 'anita_desai',
    audience: 'INSTITUTE',
    daysFromNow: -3,
    pinned: true,
    readShare: 0.7,
    readBy: ['priya_sharma', 'asha_verma', 'vikram_iyer'],
    unreadBy: ['rohan_mehta'],
  };
}

/** The demo's notices for a seed at `now`: Sports Day first, then the rest. */
const demoNotices = (now: Date): DemoNotice[] => [sportsDayNotice(now), ...OTHER_NOTICES];

const OTHER_NOTICES: DemoNotice[] = [
  {
    title: 'Class 5 A: science project due on Monday',
    body: 'Please bring your "Water around us" project file on Monday. A model is optional. Work in the groups made in class.',
    poster: 'asha_verma',
    audience: 'CLASSES',
    target: TEACHER_CLASS,
    daysFromNow: -1,
    readShare: 0.45,
    readBy: [],
    unreadBy: ['rohan_mehta'],
  },
  {
    title: 'Winter uniform from 1 December',
    body: 'From 1 December students wear the winter uniform: the navy blazer or pullover over the usual uniform. The circular with the details is attached.',
    poster: 'vikram_iyer',
    audience: 'INSTITUTE',
    daysFromNow: -6,
    readShare: 0.85,
    readBy: ['rohan_mehta', 'priya_sharma', 'asha_verma', 'anita_desai'],
    unreadBy: [],
    pdf: {
      name: 'winter-uniform-circular.pdf',
      lines: [
        'Demo Public School',
        'Circular: winter uniform',
        'From 1 December, students wear the navy blazer or pullover',
        'over the usual uniform. Grey woollen socks are allowed.',
      ],
    },
  },
  {
    title: 'Staff meeting on Saturday at 12:30 pm',
    body: 'All teachers: a short meeting in the library on Saturday at 12:30 pm about the half-yearly examinations.',
    poster: 'anita_desai',
    audience: 'ROLES',
    target: 'TEACHER',
    daysFromNow: -2,
    readShare: 0.6,
    readBy: ['asha_verma'],
    unreadBy: [],
  },
  {
    title: 'Fee camp in the accounts office',
    body: 'The accounts office stays open till 6 pm this week for fee payments.',
    poster: 'vikram_iyer',
    audience: 'INSTITUTE',
    daysFromNow: -12,
    expiresInDays: 5,
    readShare: 0.9,
    readBy: ['anita_desai'],
    unreadBy: [],
  },
  {
    title: 'Half-yearly examination timetable',
    body: 'The half-yearly examinations begin on 14 December. The timetable for each class will be shared in the class groups.',
    poster: 'anita_desai',
    audience: 'INSTITUTE',
    daysFromNow: 2,
    readShare: 0,
    readBy: [],
    unreadBy: [],
  },
];

async function profileOf(tx: Tx, username: string): Promise<string | undefined> {
  const account = await findAccountByUsername(tx, username);
  const profile = account && (await findDefaultProfile(tx, account.id));
  return profile?.id;
}

async function targetOf(tx: Tx, instituteId: string, n: DemoNotice): Promise<string[]> {
  if (n.audience === 'CLASSES' && n.target) {
    const [row] = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(and(eq(groups.superGroupId, instituteId), eq(groups.name, n.target)));
    return row ? [row.id] : [];
  }
  if (n.audience === 'ROLES' && n.target) {
    const [row] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.instituteId, instituteId), eq(roles.builtinKey, n.target)));
    return row ? [row.id] : [];
  }
  return [];
}

/** Writes the demo notices; answers how many it wrote. */
export async function seedNotices(
  tx: Tx,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  const now = deps.clock.now();
  let written = 0;
  for (const [index, n] of demoNotices(now).entries()) {
    const targetIds = await targetOf(tx, instituteId, n);
    if (n.audience !== 'INSTITUTE' && targetIds.length === 0) continue;
    const publishAt = new Date(now.getTime() + n.daysFromNow * DAY);
    const poster = await profileOf(tx, n.poster);
    const published = publishAt <= now;
    const [notice] = await tx
      .insert(notices)
      .values({
        instituteId,
        title: n.title,
        body: n.body,
        audience: n.audience,
        publishAt,
        expiresAt: n.expiresInDays ? new Date(publishAt.getTime() + n.expiresInDays * DAY) : null,
        pinned: n.pinned ?? false,
        postedBy: poster ?? null,
        notifiedAt: published ? publishAt : null,
        createdAt: publishAt,
        updatedAt: publishAt,
      })
      .returning();
    if (!notice) continue;
    if (targetIds.length > 0) {
      await tx
        .insert(noticeTargets)
        .values(targetIds.map((targetId) => ({ noticeId: notice.id, targetId })));
    }
    // One after the other: a transaction is one connection, which takes one statement at a time.
    const readBy = new Set<string | undefined>();
    for (const u of n.readBy) readBy.add(await profileOf(tx, u));
    const unreadBy = new Set<string | undefined>();
    for (const u of n.unreadBy) unreadBy.add(await profileOf(tx, u));
    const recipients = (await recipientsOf(tx, instituteId, n.audience, targetIds))
      .filter((id) => id !== poster)
      .sort();
    const rows = recipients.map((profileId, i) => {
      // A fixed spread: the same people read it on every run of the demo.
      const read =
        published &&
        !unreadBy.has(profileId) &&
        (readBy.has(profileId) || ((i * 37 + index * 11) % 100) / 100 < n.readShare);
      const readAt = read ? new Date(publishAt.getTime() + ((i % 48) + 1) * 1_800_000) : null;
      return {
        noticeId: notice.id,
        profileId,
        instituteId,
        readAt: readAt && readAt > now ? now : readAt,
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(noticeRecipients).values(rows.slice(i, i + 500));
    }
    if (published) {
      const eventId = randomUUID();
      const bells = rows.map((r) => ({
        profileId: r.profileId,
        eventId,
        instituteId,
        kind: 'notice.published' as const,
        title: `New notice: ${n.title}`,
        message: n.body.replace(/\s+/g, ' ').slice(0, 159),
        target: `/notice?id=${notice.id}`,
        groupId: instituteId,
        featureId: notice.id,
        featureAction: 'NOTICE_PUBLISHED',
        dedupeKey: `notice:${notice.id}`,
        visited: r.readAt !== null,
        readAt: r.readAt,
        createdAt: publishAt,
      }));
      for (let i = 0; i < bells.length; i += 500) {
        await tx.insert(notifications).values(bells.slice(i, i + 500));
      }
    }
    if (n.pdf) {
      const lines = n.pdf.lines;
      const bytes = await renderPdf(
        { title: lines[1] ?? n.title, author: 'Demo Public School' },
        (doc) => {
          doc.addPage();
          for (const line of lines) doc.fontSize(14).text(line).moveDown(0.5);
        },
      );
      const file = await storeFile(tx, deps.files, publishAt, {
        file: { fieldname: 'files', filename: n.pdf.name, bytes },
        kind: 'pdf',
        purpose: 'notice-attachment',
        instituteId,
        ownerAccountId: null,
      });
      await tx
        .insert(noticeAttachments)
        .values({ noticeId: notice.id, fileId: file.id, position: 0 });
    }
    written += 1;
  }
  return written;
}

/** A school seeded before it had notices gets them once. */
export function addMissingDemoNotices(
  db: Db,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  return addOnce(db, instituteId, notices, (tx) => seedNotices(tx, deps, instituteId));
}
