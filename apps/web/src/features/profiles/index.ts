/**
 * What other features use of profiles: the account's linked profiles, the default institute or
 * class, and switching to another profile (the quick panel, admission).
 */
export { useProfiles, useSetDefaultGroup } from './store';
export { switchProfile } from './switch';
