import type { ClassData, GroupDetails, MemberData, MyGroup } from '@shala/shared';
import type { Grantor } from '../roles/index.js';
import type { MemberRow } from './member-queries.js';
import { mayReadMemberContact, mayTouchMember } from './policy.js';
import type { GroupRow, myGroups } from './queries.js';

type MyGroupRow = Awaited<ReturnType<typeof myGroups>>[number];

export function toMyGroup(row: MyGroupRow): MyGroup {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    superGroupId: row.superGroupId,
    imageLocation: row.imageLocation,
    verifyToViewDetails: row.verifyToViewDetails,
    activeSessionId: row.activeSessionId,
    admissionConfigSet: row.admissionConfigSet,
    level: row.level,
    section: row.section,
    roleName: row.roleName,
    sessionId: row.sessionId,
  };
}

export function toClassData(row: {
  id: string;
  name: string;
  level: string | null;
  section: string | null;
  admissionConfigSet: boolean;
  memberCount: number;
}): ClassData {
  return {
    id: row.id,
    name: row.name,
    level: row.level,
    section: row.section,
    admissionConfigSet: row.admissionConfigSet,
    memberCount: Number(row.memberCount),
  };
}

export function toGroupDetails(
  group: GroupRow,
  institute: GroupRow,
  activeSession: { id: string; name: string } | undefined,
  counts: { classes: number; members: number },
): GroupDetails {
  return {
    id: group.id,
    name: group.name,
    type: group.type,
    superGroupId: group.superGroupId,
    instituteId: institute.id,
    instituteName: institute.name,
    imageLocation: group.imageLocation ?? institute.imageLocation,
    verifyToViewDetails: group.verifyToViewDetails,
    admissionConfigSet: group.admissionConfigSet,
    level: group.level,
    section: group.section,
    about: institute.about,
    address: institute.address,
    phone: institute.phone,
    email: institute.email,
    website: institute.website,
    verified: institute.verified,
    setupCompletedAt: institute.setupCompletedAt?.toISOString() ?? null,
    activeSession: activeSession ?? null,
    counts,
  };
}

/** A member row; the e-mail only for those who manage members, with what the caller may do. */
export function toMemberData(
  row: MemberRow,
  grantor: Grantor,
  classNames: readonly string[] = [],
): MemberData {
  const showEmail = mayReadMemberContact(grantor);
  return {
    membershipId: row.membershipId,
    profileId: row.profileId,
    name: `${row.firstName} ${row.lastName}`.trim(),
    username: row.username,
    email: showEmail ? row.email : null,
    roleId: row.roleId,
    roleName: row.roleName,
    builtinKey: row.builtinKey,
    sessionId: row.sessionId,
    sessionName: row.sessionName ?? null,
    admissionNo: row.registrationNo ?? null,
    classNames: [...classNames],
    ownLogin: row.isDefault,
    verified: row.verified,
    active: Boolean(row.active),
    manageable: showEmail && mayTouchMember(grantor, row),
  };
}
