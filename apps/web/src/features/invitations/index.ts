/**
 * What other features use of invitations: the dashboard's notice of waiting invitations and a
 * group's list of those sent and not yet accepted.
 */
export { SentInvitations } from './SentInvitations';
export { WaitingInvitations } from './WaitingInvitations';
