export { type AcceptedInvitation, acceptOnFirstPassword, tellInviters } from './accept-service.js';
export { setCounterpart } from './queries.js';
export {
  createInvitation,
  invitationMail,
  type PersonToAdd,
  personToAdd,
  sentInvitation,
} from './service.js';
