// What bench/print adds to the demo school (plain SQL, after `demo.js`): Class 5 A made a class
// of CLASS_SIZE by moving students of other classes into it (each keeps their parents, phones,
// date of birth and admission number), every student of it given a roll number, an address and
// a photo, as the profiles module stores one: a JPEG under DATA_DIR/files and its stored_files
// row, the profile's photo_location naming it.

import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { flatBlockJpeg } from '../../apps/server/src/demo/jpeg.js';

export type PrintClass = {
  instituteId: string;
  classId: string;
  students: number;
  photos: number;
  photoBytes: number;
  databaseVersion: string;
};

/** A head and shoulders, 320 × 400 pixels in grey blocks, its shades varied by `seed`. */
function portrait(seed: number): Buffer {
  const rows = 50;
  const cols = 40;
  return flatBlockJpeg(
    Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => {
        const dx = (c - cols / 2) / (cols / 2);
        const dy = (r - rows * 0.35) / (rows * 0.22);
        if (dx * dx + dy * dy < 0.18) return 150 + ((seed * 37 + r + c) % 60);
        if (r > rows * 0.65 && Math.abs(dx) < 0.3 + (r - rows * 0.65) / rows)
          return 60 + (seed % 90);
        return 215 + ((seed + c) % 25);
      }),
    ),
  );
}

export async function fillClass(
  databaseUrl: string,
  dataDir: string,
  size: number,
): Promise<PrintClass> {
  const sql = new pg.Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const one = async <T>(text: string, params: unknown[] = []) =>
      (await sql.query(text, params)).rows[0] as T;
    const { id: classId, institute_id: instituteId } = await one<{
      id: string;
      institute_id: string;
    }>(
      `SELECT g.id, g.super_group_id AS institute_id FROM groups g
       JOIN groups i ON i.id = g.super_group_id AND i.name = 'Demo Public School'
       WHERE g.type = 'CLASS' AND g.name = 'Class 5 A'`,
    );
    const { session_id: sessionId, role_id: roleId } = await one<{
      session_id: string;
      role_id: string;
    }>(
      `SELECT i.active_session_id AS session_id, r.id AS role_id FROM groups i
       JOIN roles r ON r.institute_id = i.id AND r.builtin_key = 'STUDENT' WHERE i.id = $1`,
      [instituteId],
    );
    const inClass = async () =>
      (
        await sql.query(
          `SELECT m.profile_id FROM memberships m WHERE m.group_id = $1 AND m.role_id = $2
           AND m.session_id = $3`,
          [classId, roleId, sessionId],
        )
      ).rows.map((r) => r.profile_id as string);
    const now = await inClass();
    const wanted = Math.max(0, size - now.length);
    // Students of the other classes of the school, moved in: their rows in their old class go.
    const moving = (
      await sql.query(
        `SELECT m.id, m.profile_id FROM memberships m JOIN groups g ON g.id = m.group_id
         WHERE g.super_group_id = $1 AND g.type = 'CLASS' AND g.id <> $2 AND m.role_id = $3
           AND m.session_id = $4 AND g.name LIKE 'Class %'
         ORDER BY g.name DESC, m.roll_no LIMIT $5`,
        [instituteId, classId, roleId, sessionId, wanted],
      )
    ).rows as { id: string; profile_id: string }[];
    const top = await one<{ n: number }>(
      `SELECT coalesce(max(roll_no), 0)::int AS n FROM memberships WHERE group_id = $1 AND session_id = $2`,
      [classId, sessionId],
    );
    for (const [i, m] of moving.entries()) {
      await sql.query(`UPDATE memberships SET group_id = $2, roll_no = $3 WHERE id = $1`, [
        m.id,
        classId,
        top.n + i + 1,
      ]);
    }
    const students = await inClass();
    let photoBytes = 0;
    const filesDir = path.join(dataDir, 'files', 'profile-photo');
    await mkdir(filesDir, { recursive: true });
    for (const [i, profileId] of students.entries()) {
      const bytes = portrait(i);
      photoBytes += bytes.length;
      const fileId = randomUUID();
      await writeFile(path.join(filesDir, fileId), bytes);
      await sql.query(
        `INSERT INTO stored_files (id, institute_id, owner_account_id, purpose, original_name,
           mime_type, size_bytes, sha256, storage_key, created_at)
         SELECT $1::uuid, NULL, p.account_id, 'profile-photo', 'photo.jpg', 'image/jpeg', $2,
           md5($1::text), 'profile-photo/' || $1::text, now() FROM user_profiles p WHERE p.id = $3`,
        [fileId, bytes.length, profileId],
      );
      await sql.query(
        `UPDATE user_profiles SET photo_location = $2,
           address = coalesce(address, $3), blood_group = coalesce(blood_group, 'O+') WHERE id = $1`,
        [
          profileId,
          `/rest/profiles/${profileId}/photo?v=${fileId}`,
          `${10 + i} Residency Road, Shanthala Nagar, Bengaluru 560025`,
        ],
      );
    }
    const { version } = await one<{ version: string }>('SELECT version()');
    return {
      instituteId,
      classId,
      students: students.length,
      photos: students.length,
      photoBytes,
      databaseVersion: version,
    };
  } finally {
    await sql.end();
  }
}
