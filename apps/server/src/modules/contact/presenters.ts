import type { ContactRequestData } from '@shala/shared';
import type { ContactRequestRow } from './queries.js';

export function toContactRequestData(row: ContactRequestRow): ContactRequestData {
  return {
    id: row.id,
    contactPerson: row.contactPerson,
    email: row.email,
    phoneNo: row.phoneNo,
    category: row.category,
    subject: row.subject,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}
