import { PROFILE_API } from '@shala/shared';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { groups, memberships, roles, userProfiles } from '../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import { storeFile } from '../files/uploads.js';
import type { Clock } from '../lib/clock.js';
import { PHOTO_PURPOSE } from '../modules/profiles/index.js';
import { flatBlockJpeg } from './jpeg.js';
import { DEMO_STUDENTS, TEACHER_CLASS } from './school.js';

/**
 * What the demo's Print screen (issue 25 §6) shows at once: the students of Class 5 A (Rohan's
 * class) other than the named ones get an address in Bengaluru and a blood group, and three in
 * four of them a photo (the rest show their initials on the ID cards). The class lists, contact
 * sheets and fee defaulters need nothing more: every class has its roll numbers, parents with
 * phones and dues already.
 */

const STREETS = [
  '14 Residency Road, Shanthala Nagar',
  '221 80 Feet Road, Koramangala 4th Block',
  '7 Temple Street, Malleshwaram',
  '58 CMH Road, Indiranagar',
  '3 Park View Layout, Jayanagar 9th Block',
  '110 Outer Ring Road, Marathahalli',
  '9 Brigade Gardens, Church Street',
];
const BLOOD_GROUPS = ['O+', 'B+', 'A+', 'AB+', 'O-', 'B-', 'A-'];

/** A head and shoulders in grey blocks (96 × 120 pixels), its shades varied by `seed`. */
export function demoPortraitJpeg(seed: number): Buffer {
  const background = 215 + (seed % 4) * 10;
  const face = 150 + ((seed * 37) % 60);
  const hair = 30 + ((seed * 13) % 50);
  const shirt = 60 + ((seed * 29) % 120);
  return flatBlockJpeg(
    Array.from({ length: 15 }, (_, r) =>
      Array.from({ length: 12 }, (_, c) => {
        const dx = c - 5.5;
        if (r >= 2 && r <= 3 && Math.abs(dx) <= 3) return hair;
        if (r >= 4 && r <= 8 && Math.abs(dx) <= 2.5)
          return r === 6 && Math.abs(dx) === 1.5 ? hair : face;
        if (r === 9 && Math.abs(dx) <= 1) return face;
        if (r >= 10 && Math.abs(dx) <= 2 + (r - 10) * 1.2) return shirt;
        return background;
      }),
    ),
  );
}

/** The generated students of Class 5 A, by roll number, with their account (a photo's owner). */
async function classStudents(tx: Tx, instituteId: string) {
  return tx
    .select({
      profileId: userProfiles.id,
      accountId: userProfiles.accountId,
      photoLocation: userProfiles.photoLocation,
    })
    .from(memberships)
    .innerJoin(groups, eq(groups.id, memberships.groupId))
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(userProfiles, eq(userProfiles.id, memberships.profileId))
    .where(
      and(
        eq(groups.superGroupId, instituteId),
        eq(groups.name, TEACHER_CLASS),
        eq(roles.builtinKey, 'STUDENT'),
        // Rohan's profile stays as README and the other tests know it.
        ne(userProfiles.registrationNo, DEMO_STUDENTS.rohan.admissionNo),
      ),
    )
    .orderBy(sql`${memberships.rollNo} nulls last`, userProfiles.firstName);
}

/** Writes the class's details and photos; answers how many photos. */
export async function seedPrint(
  tx: Tx,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  const now = deps.clock.now();
  const students = await classStudents(tx, instituteId);
  let photos = 0;
  for (const [i, s] of students.entries()) {
    const changes: Partial<typeof userProfiles.$inferInsert> = {
      address: `${STREETS[i % STREETS.length]}, Bengaluru 5600${String(10 + i).padStart(2, '0')}`,
      bloodGroup: BLOOD_GROUPS[i % BLOOD_GROUPS.length] ?? null,
    };
    if (i % 4 !== 3) {
      const file = await storeFile(tx, deps.files, now, {
        file: { fieldname: 'photo', filename: 'photo.jpg', bytes: demoPortraitJpeg(i) },
        kind: 'jpg',
        purpose: PHOTO_PURPOSE,
        instituteId: null,
        ownerAccountId: s.accountId,
      });
      changes.photoLocation = `${PROFILE_API.photo(s.profileId)}?v=${file.id}`;
      photos += 1;
    }
    await tx.update(userProfiles).set(changes).where(eq(userProfiles.id, s.profileId));
  }
  return photos;
}

/** A school seeded before Print gets the class's photos and details once. */
export function addMissingDemoPrint(
  db: Db,
  deps: { clock: Clock; files: FileStorage },
  instituteId: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, instituteId)).for('update');
    const students = await classStudents(tx, instituteId);
    if (students.length === 0 || students.some((s) => s.photoLocation)) return 0;
    return seedPrint(tx, deps, instituteId);
  });
}
