import type { Tx } from '../../db/client.js';
import { findProfile, giveRollNo, type ProfileChanges, updateProfile } from '../people/index.js';
import { type ApplicationRow, lockApplication, updateApplication } from './queries.js';

// What an admitted student's profile gets from its application, whichever way it joined: now,
// on acceptance, or later, when the holder of an existing account accepts the invitation.

/**
 * The profile's admission number (when it has none) and the fields the application gave that
 * the profile lacks, then the next roll number of the class; the application records both.
 */
export async function completeAdmittedProfile(
  tx: Tx,
  application: ApplicationRow,
  profileId: string,
  admissionNo: string | null,
): Promise<number | null> {
  const profile = await findProfile(tx, profileId);
  if (!profile) return null;
  const changes: ProfileChanges = {};
  const fill = <K extends keyof ProfileChanges & keyof typeof profile>(
    key: K,
    value: ProfileChanges[K] | null,
  ) => {
    if (value !== null && value !== undefined && (profile[key] === null || profile[key] === '')) {
      changes[key] = value;
    }
  };
  fill('registrationNo', admissionNo);
  fill('gender', application.gender);
  fill('fatherName', application.fatherName);
  fill('motherName', application.motherName);
  fill('dateOfBirth', application.dateOfBirth);
  fill('address', application.address);
  fill('previousSchool', application.previousSchool);
  fill('bloodGroup', application.bloodGroup);
  fill('category', application.category);
  if (Object.keys(changes).length > 0) await updateProfile(tx, profileId, changes);
  const rollNo =
    (await giveRollNo(tx, profileId, application.classId, application.sessionId)) ?? null;
  await updateApplication(tx, application.instituteId, application.id, {
    studentProfileId: profileId,
    rollNo,
  });
  return rollNo;
}

/**
 * The child an invitation brought in (the holder of an existing account accepted) becomes the
 * accepted application's student, once: its profile is completed and given its roll number.
 */
export async function recordAdmittedChild(
  tx: Tx,
  instituteId: string,
  applicationId: string,
  profileId: string,
) {
  const application = await lockApplication(tx, instituteId, applicationId);
  if (!application || application.studentProfileId) return;
  await completeAdmittedProfile(tx, application, profileId, application.admissionNo);
}
