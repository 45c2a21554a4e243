import { type BasicInfo, type ProfileCard, parseDayMonthYear, toDayMonthYear } from '@shala/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import {
  findProfileWithEmail,
  isOwnPerson,
  type ProfileChanges,
  updateProfile,
} from '../people/index.js';
import type { Caller } from '../permissions/index.js';
import {
  holdsDetailsOf,
  holdsOverMember,
  institutesOf,
  institutesWhereHeld,
  membershipsWithNames,
} from './card-queries.js';
import {
  cardView,
  isOwnProfile,
  mayEditDetails,
  mayFindProfile,
  mayReadPersonalFields,
  mayReadStaffFields,
  seesOnlySharedGroups,
  sharedInstitutes,
} from './policy.js';
import { PROFILE_MESSAGES } from './service.js';

/** Who looks at a profile: its account and acting profile (a Caller is one). */
type Viewer = Pick<Caller, 'accountId' | 'profileId'>;

/**
 * The profile and how much of it the viewer sees (policy.ts); not found when the viewer may
 * not find it at all. Each fact is read only when the answer still depends on it.
 */
export async function profileVisibility(db: Db, viewer: Viewer, profileId: string) {
  const found = await findProfileWithEmail(db, profileId);
  if (!found) throw notFound(PROFILE_MESSAGES.notFound);
  const own = isOwnProfile(viewer, found.profile);
  const none = { guardian: false, holdsDetails: false, staff: false };
  if (own) return { found, own, view: cardView({ own, ...none }), institutes: null };
  const [theirs, mine, guardian] = await Promise.all([
    institutesOf(db, [profileId]),
    institutesOf(db, [viewer.profileId]),
    isOwnPerson(db, viewer.accountId, profileId),
  ]);
  const shared = sharedInstitutes(mine, theirs);
  if (!mayFindProfile({ own, guardian, shared })) throw notFound(PROFILE_MESSAGES.notFound);
  const holdsDetails = !guardian && (await holdsDetailsOf(db, viewer.profileId, profileId));
  const staffIn =
    guardian || holdsDetails
      ? new Set<string>()
      : await institutesWhereHeld(db, viewer.profileId, 'getMembers');
  const staff = [...shared].some((id) => staffIn.has(id));
  const view = cardView({ own, guardian, holdsDetails, staff });
  return { found, own, view, institutes: guardian ? theirs : shared };
}

export async function profileCard(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
): Promise<ProfileCard> {
  const seen = await profileVisibility(ctx.db, caller, profileId);
  const { view, institutes } = seen;
  const inInstitutes = (await membershipsWithNames(ctx.db, profileId)).filter(
    (g) => institutes === null || institutes.has(g.instituteId),
  );
  const viewerGroups = seesOnlySharedGroups(view)
    ? new Set((await membershipsWithNames(ctx.db, caller.profileId)).map((g) => g.groupId))
    : null;
  const groups = inInstitutes.filter((g) => viewerGroups === null || viewerGroups.has(g.groupId));
  return presentCard(ctx.db, caller, seen, groups);
}

/** May the viewer change the profile's admission details (policy.ts mayEditDetails)? */
export async function mayChangeDetails(
  db: Db,
  viewer: Viewer,
  seen: Pick<Awaited<ReturnType<typeof profileVisibility>>, 'found' | 'own' | 'view'>,
) {
  const managesMember =
    !seen.own &&
    mayReadPersonalFields(seen.view) &&
    (await holdsOverMember(db, viewer.profileId, seen.found.profile.id, 'manageMembers'));
  return mayEditDetails({ view: seen.view, own: seen.own, managesMember });
}

async function presentCard(
  db: Db,
  viewer: Viewer,
  seen: Awaited<ReturnType<typeof profileVisibility>>,
  groups: Awaited<ReturnType<typeof membershipsWithNames>>,
): Promise<ProfileCard> {
  const { found, own, view } = seen;
  const p = found.profile;
  const full = mayReadPersonalFields(view);
  return {
    userProfileId: p.id,
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`,
    photoLocation: p.photoLocation,
    verified: p.verified ? 'VERIFIED' : 'UNVERIFIED',
    gender: mayReadStaffFields(view) ? p.gender : null,
    dateOfBirth: full ? toDayMonthYear(p.dateOfBirth) : null,
    registrationNo: mayReadStaffFields(view) ? p.registrationNo : null,
    previousSchool: full ? p.previousSchool : null,
    bloodGroup: full ? p.bloodGroup : null,
    category: full ? p.category : null,
    isOwn: own,
    mayEditDetails: await mayChangeDetails(db, viewer, seen),
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
  if (!found || !isOwnProfile(caller, found.profile)) throw notFound(PROFILE_MESSAGES.notFound);
  return changeBasicInfo(ctx, caller, profileId, {
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    gender: input.gender === '' ? null : input.gender,
    dateOfBirth: isoDate(input.dateOfBirth),
    address: input.address === '' ? null : input.address,
    fatherName: input.fatherName,
    motherName: input.motherName,
  });
}

/** A profile's basic information changed, with its audit line, in one transaction. */
export function changeBasicInfo(
  ctx: AppContext,
  caller: Caller,
  profileId: string,
  changes: ProfileChanges,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await updateProfile(tx, profileId, changes);
    if (!row) throw notFound(PROFILE_MESSAGES.notFound);
    await recordAudit(tx, ctx, caller, {
      action: 'profile.basicInfoChanged',
      targetType: 'profile',
      targetId: row.id,
    });
    return row;
  });
}
