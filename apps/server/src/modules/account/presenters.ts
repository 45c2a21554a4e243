import type { AccountInfo } from '@shala/shared';
import type { accountInfo } from './service.js';

export function toAccountInfo(row: Awaited<ReturnType<typeof accountInfo>>): AccountInfo {
  return {
    username: row.username,
    email: row.email,
    accountRole: row.accountRole,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    linkedProfiles: row.linkedProfiles,
  };
}
