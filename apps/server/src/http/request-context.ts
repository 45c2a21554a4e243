import type { AccountRole } from '@shala/shared';
import type { AccountProfile } from '../modules/permissions/identity-queries.js';

/** What the session plugin learns about the caller; absent when no valid session cookie came. */
export type RequestAuth = {
  sessionIdHash: string;
  account: {
    id: string;
    username: string;
    email: string;
    accountRole: AccountRole;
    /** An institute agreement waits for the account's signature (spec §4 userContract). */
    contractPending: boolean;
  };
  profileId: string | null;
  /** Every profile of the account, default first: the acting one is chosen among them. */
  profiles: AccountProfile[];
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
