import type { Tx } from '../db/client.js';

// Events one module raises and others act on in the same transaction, declared by the module
// that acts (ServerModule.hooks in its module.ts) and received by the one that raises them
// through the context (ctx.hooks), as jobs and live handlers are: the raiser imports no module
// that acts on its event, so no import runs back up.

/** An invitation its holder accepted, as the modules that act on it see it. */
export type InvitationAccepted = {
  instituteId: string;
  /** The profile that joined: the holder's, or for a CHILD invitation the child's. */
  profileId: string;
  /** The admission application the invitation came from (an applicant's existing account). */
  applicationId: string | null;
};

/** A profile that no longer holds any membership of an institute (removed from its last session). */
export type MemberLeftInstitute = { instituteId: string; profileId: string };

/** What the context runs: every module's handler of each event, in the module list's order. */
export type ModuleHooks = {
  /** Runs in the acceptance's transaction, after the memberships, before its answer is stored. */
  invitationAccepted(tx: Tx, accepted: InvitationAccepted): Promise<void>;
  /** Runs in the removal's transaction, after the institute's and its classes' memberships. */
  memberLeftInstitute(tx: Tx, left: MemberLeftInstitute): Promise<void>;
};

/** The context's hooks, from the handlers the modules declare. */
export function moduleHooks(modules: readonly { hooks?: Partial<ModuleHooks> }[]): ModuleHooks {
  const handlers = <K extends keyof ModuleHooks>(key: K) =>
    modules.flatMap((m) => (m.hooks?.[key] ? [m.hooks[key]] : [])) as ModuleHooks[K][];
  const invitationAccepted = handlers('invitationAccepted');
  const memberLeftInstitute = handlers('memberLeftInstitute');
  return {
    async invitationAccepted(tx, accepted) {
      for (const handler of invitationAccepted) await handler(tx, accepted);
    },
    async memberLeftInstitute(tx, left) {
      for (const handler of memberLeftInstitute) await handler(tx, left);
    },
  };
}
