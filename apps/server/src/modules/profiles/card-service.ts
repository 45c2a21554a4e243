import { type BasicInfo, type ProfileCard, parseDayMonthYear, toDayMonthYear } from '@shala/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { AuditSource } from '../audit/record.js';
import { recordAudit } from '../audit/record.js';
import {
  findProfileWithEmail,
  institutesOf,
  institutesWithAction,
  membershipsWithNames,
  updateBasicInfo,
} from './card-queries.js';
import { PROFILE_MESSAGES } from './service.js';

type Viewer = { accountId: string; profileId: string };

/**
 * Who may see a profile: its own account fully; staff holding getMembers in an institute the
 * profile belongs to fully (their institutes' groups only); a fellow member of an institute
 * without contact details; anyone else finds nothing.
 */
export async function profileVisibility(db: Db, viewer: Viewer, profileId: string) {
  const found = await findProfileWithEmail(db, profileId);
  if (!found) throw notFound(PROFILE_MESSAGES.notFound);
  const own = found.profile.accountId === viewer.accountId;
  if (own) return { found, own, contact: true, institutes: null as Set<string> | null };
  const targetInstitutes = await institutesOf(db, [profileId]);
  const staffIn = await institutesWithAction(db, viewer.profileId, 'getMembers');
  const memberOf = await institutesOf(db, [viewer.profileId]);
  const shared = new Set([...targetInstitutes].filter((id) => memberOf.has(id)));
  if (shared.size === 0) throw notFound(PROFILE_MESSAGES.notFound);
  const contact = [...shared].some((id) => staffIn.has(id));
  return { found, own, contact, institutes: shared };
}

export async function profileCard(db: Db, viewer: Viewer, profileId: string): Promise<ProfileCard> {
  const { found, own, contact, institutes } = await profileVisibility(db, viewer, profileId);
  const p = found.profile;
  const groups = (await membershipsWithNames(db, profileId)).filter(
    (g) => institutes === null || institutes.has(g.instituteId),
  );
  return {
    userProfileId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`,
    photoLocation: p.photoLocation,
    verified: p.verified ? 'VERIFIED' : 'UNVERIFIED',
    gender: p.gender,
    dateOfBirth: toDayMonthYear(p.dateOfBirth),
    registrationNo: p.registrationNo,
    isOwn: own,
    contact: contact
      ? {
          email: found.email,
          phone: p.phone,
          address: p.address,
          fatherName: p.fatherName,
          motherName: p.motherName,
        }
      : null,
    groups: groups.map((g) => ({
      groupId: g.groupId,
      name: g.name,
      type: g.type,
      instituteName: g.instituteName,
      role: g.role,
      sessionName: g.sessionName,
    })),
  };
}

/** yyyy-mm-dd from the form's dd/mm/yyyy ('' clears it). */
const isoDate = (text: string): string | null => (text ? (parseDayMonthYear(text) ?? null) : null);

/** Basic information of one of the account's own profiles; any other id is not found. */
export async function saveBasicInfo(
  db: Db,
  viewer: Viewer,
  profileId: string,
  input: BasicInfo,
  source: Omit<AuditSource, 'actorAccountId' | 'actorProfileId'>,
) {
  const found = await findProfileWithEmail(db, profileId);
  if (!found || found.profile.accountId !== viewer.accountId) {
    throw notFound(PROFILE_MESSAGES.notFound);
  }
  return db.transaction(async (tx) => {
    const row = await updateBasicInfo(tx, profileId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      gender: input.gender === '' ? null : input.gender,
      dateOfBirth: isoDate(input.dateOfBirth),
      address: input.address === '' ? null : input.address,
      fatherName: input.fatherName,
      motherName: input.motherName,
    });
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(
      tx,
      { ...source, actorAccountId: viewer.accountId, actorProfileId: viewer.profileId },
      { action: 'profile.basicInfoChanged', targetType: 'profile', targetId: row.id },
    );
    return row;
  });
}
