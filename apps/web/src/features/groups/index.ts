/**
 * What other features use of groups: a group, an institute's classes and a group's members
 * (class pickers, student searches, the setup wizard), the acting profile's own groups, and the
 * rules for naming and reading them.
 */
export { useClassChanges, useClasses, useGroup, useMembers } from './api';
export { useMyGroups } from './mine';
export { compareNames, isGroupId, isGroupMissing, splitMine } from './rules';
