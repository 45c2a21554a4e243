import type { AdminAccount, AdminInstitute, AdminMailFailure } from '@shala/shared';
import type { MailFailure } from '../../mail/failures.js';
import type { institutesOfProfiles } from '../people/index.js';
import type {
  instituteAdmins,
  listAccounts,
  listInstitutes,
  profilesOfAccounts,
} from './queries.js';

type InstituteRow = Awaited<ReturnType<typeof listInstitutes>>['items'][number];
type AdminRow = Awaited<ReturnType<typeof instituteAdmins>>[number];
type AccountRow = Awaited<ReturnType<typeof listAccounts>>['items'][number];
type ProfileRow = Awaited<ReturnType<typeof profilesOfAccounts>>[number];
type ProfileInstituteRow = Awaited<ReturnType<typeof institutesOfProfiles>>[number];

const fullName = (p: { firstName: string; lastName: string }) =>
  `${p.firstName} ${p.lastName}`.trim();

export function toAdminInstitute(row: InstituteRow, admins: AdminRow[]): AdminInstitute {
  return {
    id: row.id,
    name: row.name,
    verified: row.verified,
    createdAt: row.createdAt.toISOString(),
    setupCompleted: row.setupCompletedAt !== null,
    activeSessionName: row.activeSessionName ?? null,
    classCount: row.classCount,
    memberCount: row.memberCount,
    admins: admins
      .filter((a) => a.instituteId === row.id)
      .map((a) => ({ profileId: a.profileId, fullName: fullName(a), email: a.email })),
  };
}

/** An argon2 hash means a password was chosen; an invited account has none yet. */
const hasPassword = (hash: string) => hash.startsWith('$argon2');

export function toAdminAccount(
  row: AccountRow,
  profiles: ProfileRow[],
  institutes: ProfileInstituteRow[],
): AdminAccount {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    accountRole: row.accountRole,
    emailVerified: row.emailVerifiedAt !== null,
    passwordSet: hasPassword(row.passwordHash),
    createdAt: row.createdAt.toISOString(),
    profiles: profiles
      .filter((p) => p.accountId === row.id)
      .map((p) => ({
        id: p.id,
        fullName: fullName(p),
        verified: p.verified,
        isDefault: p.isDefault,
        institutes: institutes
          .filter((i) => i.profileId === p.id)
          .map((i) => ({ id: i.id, name: i.name })),
      })),
  };
}

/** A failed mail for the console: never its body. */
export function toAdminMailFailure(row: MailFailure): AdminMailFailure {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    template: row.template,
    attempts: row.attempts,
    lastError: row.lastError,
    queuedAt: row.queuedAt.toISOString(),
    failedAt: row.failedAt.toISOString(),
    resentAt: row.resentAt?.toISOString() ?? null,
    canResend: row.text !== null && row.resentAt === null,
  };
}
