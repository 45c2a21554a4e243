import { ACCOUNT_MESSAGES, type Contract, sameFullName, type Verification } from '@shala/shared';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { accounts, groups, memberships } from '../../db/schema/index.js';
import { badRequest, conflict, unauthorized } from '../../lib/errors.js';
import { sha256Hex } from '../../lib/tokens.js';
import { recordAudit } from '../audit/record.js';
import { findAccountById, findDefaultProfile } from '../auth/account-queries.js';
import type { Caller } from '../permissions/caller.js';
import { profilesOfAccount } from '../profiles/queries.js';

async function accountWithName(ctx: AppContext, accountId: string) {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  const profile = await findDefaultProfile(ctx.db, account.id);
  const fullName = profile ? `${profile.firstName} ${profile.lastName}` : account.username;
  return { account, fullName };
}

/** The contract waiting for the account's signature (spec §4), and whose name signs it. */
export async function pendingContract(ctx: AppContext, accountId: string): Promise<Contract> {
  const { account, fullName } = await accountWithName(ctx, accountId);
  return {
    text: account.userContract,
    fullName,
    signedAt: account.contractSignedAt?.toISOString() ?? null,
  };
}

/** Signing: agreed and the account holder's full name typed; recorded with the text's digest. */
export async function signContract(ctx: AppContext, caller: Caller, input: { fullName: string }) {
  const { account, fullName } = await accountWithName(ctx, caller.accountId);
  if (!account.userContract) throw conflict(ACCOUNT_MESSAGES.noContract);
  if (!sameFullName(input.fullName, fullName)) throw badRequest(ACCOUNT_MESSAGES.fullNameMismatch);
  const now = ctx.clock.now();
  const signed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(accounts)
      .set({ contractSignedAt: now, userContract: null })
      .where(and(eq(accounts.id, account.id), isNotNull(accounts.userContract)))
      .returning({ id: accounts.id });
    if (rows.length === 0) return false;
    await recordAudit(tx, ctx, caller, {
      action: 'account.contractSigned',
      targetType: 'account',
      targetId: account.id,
      detail: { fullName, contractSha256: sha256Hex(account.userContract ?? '') },
    });
    return true;
  });
  if (!signed) throw conflict(ACCOUNT_MESSAGES.noContract);
  return { message: ACCOUNT_MESSAGES.contractSigned };
}

/** /verify-account: the e-mail's state and each linked profile with the institutes that verify it. */
export async function verificationState(ctx: AppContext, accountId: string): Promise<Verification> {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw unauthorized();
  const profiles = await profilesOfAccount(ctx.db, account.id);
  const ids = profiles.map((p) => p.id);
  const rows =
    ids.length === 0
      ? []
      : await ctx.db
          .selectDistinct({
            profileId: memberships.profileId,
            id: groups.id,
            name: groups.name,
            verified: groups.verified,
          })
          .from(memberships)
          .innerJoin(
            groups,
            eq(
              groups.id,
              sql`(select coalesce(g.super_group_id, g.id) from groups g where g.id = ${memberships.groupId})`,
            ),
          )
          .where(inArray(memberships.profileId, ids));
  return {
    email: account.email,
    emailVerified: account.emailVerifiedAt !== null,
    profiles: profiles.map((p) => ({
      userProfileId: p.id,
      fullName: `${p.firstName} ${p.lastName}`,
      verified: p.verified,
      institutes: rows
        .filter((r) => r.profileId === p.id)
        .map((r) => ({ id: r.id, name: r.name, verified: r.verified })),
    })),
  };
}
