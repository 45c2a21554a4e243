import { type BasicInfo, type ProfileCard, parseDayMonthYear, toDayMonthYear } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { findProfileWithEmail, updateProfile } from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import {
  holdsDetailsOf,
  institutesOf,
  institutesWhereHeld,
  isGuardianOf,
  membershipsWithNames,
} from './card-queries.js';
import { PROFILE_MESSAGES } from './service.js';

/** Who looks at a profile: its account and acting profile (a Caller is one). */
type Viewer = Pick<Caller, 'accountId' | 'profileId'>;

/**
 * How much of a profile the viewer sees:
 * - `full`: the account's own profiles, a guardian's child, and staff holding getMemberDetails
 *   where the profile is a member (date of birth, contact details, parents' names);
 * - `staff`: holders of getMembers for the whole institute (gender, registration number, every
 *   group of the profile in the institute);
 * - `member`: a fellow member (name, photo and the groups both belong to).
 * Anyone else finds nothing.
 */
export type CardView = 'full' | 'staff' | 'member';

export async function profileVisibility(db: Db, viewer: Viewer, profileId: string) {
  const found = await findProfileWithEmail(db, profileId);
  if (!found) throw notFound(PROFILE_MESSAGES.notFound);
  const own = found.profile.accountId === viewer.accountId;
  if (own) return { found, own, view: 'full' as CardView, institutes: null };
  const [targetInstitutes, memberOf, guardian] = await Promise.all([
    institutesOf(db, [profileId]),
    institutesOf(db, [viewer.profileId]),
    isGuardianOf(db, viewer.accountId, profileId),
  ]);
  const shared = new Set([...targetInstitutes].filter((id) => memberOf.has(id)));
  if (shared.size === 0 && !guardian) throw notFound(PROFILE_MESSAGES.notFound);
  if (guardian || (await holdsDetailsOf(db, viewer.profileId, profileId))) {
    return {
      found,
      own,
      view: 'full' as CardView,
      institutes: guardian ? targetInstitutes : shared,
    };
  }
  const staffIn = await institutesWhereHeld(db, viewer.profileId, 'getMembers');
  const staff = [...shared].some((id) => staffIn.has(id));
  return { found, own, view: (staff ? 'staff' : 'member') as CardView, institutes: shared };
}

export async function profileCard(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
): Promise<ProfileCard> {
  const { found, own, view, institutes } = await profileVisibility(ctx.db, caller, profileId);
  const p = found.profile;
  const inInstitutes = (await membershipsWithNames(ctx.db, profileId)).filter(
    (g) => institutes === null || institutes.has(g.instituteId),
  );
  // A fellow member sees only the groups both belong to.
  const viewerGroups =
    view === 'member'
      ? new Set((await membershipsWithNames(ctx.db, caller.profileId)).map((g) => g.groupId))
      : null;
  const groups = inInstitutes.filter((g) => viewerGroups === null || viewerGroups.has(g.groupId));
  const full = view === 'full';
  return {
    userProfileId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`,
    photoLocation: p.photoLocation,
    verified: p.verified ? 'VERIFIED' : 'UNVERIFIED',
    gender: view === 'member' ? null : p.gender,
    dateOfBirth: full ? toDayMonthYear(p.dateOfBirth) : null,
    registrationNo: view === 'member' ? null : p.registrationNo,
    isOwn: own,
    contact: full
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
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  input: BasicInfo,
) {
  const found = await findProfileWithEmail(ctx.db, profileId);
  if (!found || found.profile.accountId !== caller.accountId) {
    throw notFound(PROFILE_MESSAGES.notFound);
  }
  return ctx.db.transaction(async (tx) => {
    const row = await updateProfile(tx, profileId, {
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
    await recordAudit(tx, ctx, caller, {
      action: 'profile.basicInfoChanged',
      targetType: 'profile',
      targetId: row.id,
    });
    return row;
  });
}
