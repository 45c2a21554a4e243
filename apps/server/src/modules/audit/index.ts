export {
  type AuditCaller,
  type AuditEventInput,
  membershipAdded,
  membershipRemoved,
  recordAudit,
  recordAudits,
} from './record.js';
