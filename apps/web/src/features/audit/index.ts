/**
 * What other features use of audit: an event in words (a group's audit panel) and the account's
 * own log (the quick panel's Logs tab).
 */
export { ownLogLine, useOwnAuditLog } from './own-log';
export { auditSentence } from './sentence';
