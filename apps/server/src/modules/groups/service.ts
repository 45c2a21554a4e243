import { GROUP_MESSAGES } from '@shala/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { findSession } from '../academic/index.js';
import type { GroupScope } from '../permissions/index.js';
import { countMembers } from './member-queries.js';
import { toGroupDetails } from './presenters.js';
import { countClasses, findGroupRow, myGroups } from './queries.js';

/** The acting profile's groups for the quick panel, institutes first. */
export async function groupsOfProfile(db: Db, profileId: string) {
  return myGroups(db, profileId);
}

/** A group's page: its own fields, its institute's details, the active session and counts. */
export async function groupDetails(db: Db, scope: GroupScope) {
  const group = await findGroupRow(db, scope.instituteId, scope.id);
  const institute =
    scope.type === 'INSTITUTE'
      ? group
      : await findGroupRow(db, scope.instituteId, scope.instituteId);
  if (!group || !institute) throw notFound(GROUP_MESSAGES.classNotFound);
  const active = institute.activeSessionId
    ? await findSession(db, institute.id, institute.activeSessionId)
    : undefined;
  const activeSession = active ? { id: active.id, name: active.name } : undefined;
  const [classes, members] = await Promise.all([
    scope.type === 'INSTITUTE' ? countClasses(db, institute.id) : Promise.resolve(0),
    countMembers(db, group.id),
  ]);
  return toGroupDetails(group, institute, activeSession, { classes, members });
}
