export { ACCESS_MESSAGES, authorize, type Demand, type Signed } from './authorize.js';
export {
  type Caller,
  type PermissionSubject,
  resolveCaller,
  type SelectedHeaders,
  selectedHeadersOf,
} from './caller.js';
export { IDENTITY_CHANNEL, IdentityCache } from './identity-cache.js';
export type { AccountProfile, SessionIdentity } from './identity-queries.js';
export {
  classOfScope,
  findGroupScope,
  type GroupScope,
  type ProfileMembership,
} from './queries.js';
export { classTeacherships, type HeldActions, heldActions } from './service.js';
