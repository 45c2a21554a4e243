import type { AccountRole } from '@shala/shared';

/** What the session plugin learns about the caller; absent when no valid session cookie came. */
export type RequestAuth = {
  sessionIdHash: string;
  account: { id: string; username: string; email: string; accountRole: AccountRole };
  profileId: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}
