import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { countProfiles, findAccountById } from '../people/index.js';

/** The account and how many profiles it holds; the route presents it (no secrets leave). */
export async function accountInfo(ctx: AppContext, accountId: string) {
  const account = await findAccountById(ctx.db, accountId);
  if (!account) throw notFound('This account does not exist.');
  return { ...account, linkedProfiles: await countProfiles(ctx.db, accountId) };
}
