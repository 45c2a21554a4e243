import type { AppContext } from '../../context.js';
import { calendarDay } from '../../lib/shown-format.js';
import { type IdCard, idCardsPdf } from '../../pdf/id-cards.js';
import { drawableLogo } from '../../pdf/layout.js';
import { guardianContactsOf } from '../people/index.js';
import type { GroupScope } from '../permissions/index.js';
import { PHOTO_PURPOSE } from '../profiles/index.js';
import { classOfList, fileSlug, printHead } from './print-scope.js';
import { idCardQr } from './qr.js';
import { fullName, inRollOrder, onceEach } from './roster-order.js';
import { photoFiles, type RosterStudent, rosterOf } from './roster-queries.js';

/** GET /rest/print/id-cards: a class's ID cards, 8 or 10 to an A4 sheet. */

/** A profile photo's file id, from the address the profiles module gives it (…/photo?v=<file id>). */
const PHOTO_FILE = /[?&]v=([0-9a-f-]{36})$/;

/** Photos read this many at a time from storage (local disk or S3). */
const READS_AT_ONCE = 8;

/**
 * The students' photos, by profile id: their file rows in one query, then the bytes from
 * storage a few at a time. A photo pdfkit cannot draw (WebP) or gone from storage is none: the
 * card shows the initials.
 */
async function photosOf(
  ctx: AppContext,
  students: readonly RosterStudent[],
): Promise<Map<string, Buffer>> {
  const fileOf = new Map<string, string>();
  for (const s of students) {
    const fileId = s.photoLocation?.match(PHOTO_FILE)?.[1];
    if (fileId) fileOf.set(s.profileId, fileId);
  }
  const rows = await photoFiles(ctx.db, [...new Set(fileOf.values())], PHOTO_PURPOSE);
  const bytes = new Map<string, Buffer>();
  for (let i = 0; i < rows.length; i += READS_AT_ONCE) {
    await Promise.all(
      rows.slice(i, i + READS_AT_ONCE).map(async (row) => {
        const read = await ctx.files.get(row.storageKey).catch((error: unknown) => {
          ctx.log.warn({ err: error, fileId: row.id }, 'photo not read for an ID card');
          return undefined;
        });
        const drawable = drawableLogo(read);
        if (drawable) bytes.set(row.id, drawable);
      }),
    );
  }
  const byProfile = new Map<string, Buffer>();
  for (const [profileId, fileId] of fileOf) {
    const photo = bytes.get(fileId);
    if (photo) byProfile.set(profileId, photo);
  }
  return byProfile;
}

export async function idCardsFile(
  ctx: AppContext,
  scope: GroupScope,
  perPage: 8 | 10,
): Promise<{ filename: string; pdf: Buffer }> {
  const klass = await classOfList(ctx, scope);
  const head = await printHead(ctx, scope);
  const students = inRollOrder(
    onceEach(
      await rosterOf(ctx.db, {
        instituteId: scope.instituteId,
        sessionId: head.sessionId,
        classId: klass.id,
      }),
    ),
  );
  const [guardians, photos] = await Promise.all([
    guardianContactsOf(
      ctx.db,
      students.map((s) => s.profileId),
    ),
    photosOf(ctx, students),
  ]);
  const cards: IdCard[] = students.map((s) => {
    const own = guardians.get(s.profileId) ?? [];
    return {
      name: fullName(s),
      className: s.className,
      rollNo: s.rollNo,
      admissionNo: s.admissionNo,
      dateOfBirth: s.dateOfBirth ? calendarDay(s.dateOfBirth) : null,
      bloodGroup: s.bloodGroup,
      guardianPhone: own.find((g) => g.phone)?.phone ?? s.phone,
      address: s.address ?? own.find((g) => g.address)?.address ?? null,
      photo: photos.get(s.profileId) ?? null,
      qr: idCardQr(ctx.config.publicUrl, s.profileId),
    };
  });
  const pdf = await idCardsPdf({
    school: head.school,
    title: klass.name,
    sessionName: head.sessionName,
    validUntil: head.sessionEnd ? calendarDay(head.sessionEnd) : null,
    perPage,
    cards,
  });
  return { filename: `id-cards-${fileSlug(klass.name)}.pdf`, pdf };
}
