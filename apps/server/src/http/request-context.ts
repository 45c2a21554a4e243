import type { AccountProfile, SessionIdentity } from '../modules/permissions/index.js';

/** What the session plugin learns about the caller; absent when no valid session cookie came. */
export type RequestAuth = {
  sessionIdHash: string;
  /** The account (no password hash); `contractPending` while an institute agreement waits. */
  account: SessionIdentity['account'];
  profileId: string | null;
  /** Every profile of the account, default first: the acting one is chosen among them. */
  profiles: AccountProfile[];
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
