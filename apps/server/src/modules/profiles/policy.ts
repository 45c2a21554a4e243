import type { Caller } from '../permissions/index.js';

/**
 * Who sees how much of a profile, as small predicates over what the card service read: the
 * card, the photo and the basic-info form are answered by them.
 *
 * - `full`: the account's own profiles, a guardian's child, and staff holding getMemberDetails
 *   where the profile is a member (date of birth, contact details, parents' names);
 * - `staff`: holders of getMembers for the whole institute (gender, registration number, every
 *   group of the profile in the institute);
 * - `member`: a fellow member (name, photo and the groups both belong to).
 * Anyone else finds nothing.
 */
export type CardView = 'full' | 'staff' | 'member';

/** One of the caller's account's own profiles: its holder may change it. */
export const isOwnProfile = (caller: Pick<Caller, 'accountId'>, profile: { accountId: string }) =>
  profile.accountId === caller.accountId;

/** The institutes both the caller and the profile belong to. */
export const sharedInstitutes = (mine: Set<string>, theirs: Set<string>): Set<string> =>
  new Set([...theirs].filter((id) => mine.has(id)));

/** A profile exists for the caller when it is its own, its child's, or shares an institute. */
export const mayFindProfile = (facts: { own: boolean; guardian: boolean; shared: Set<string> }) =>
  facts.own || facts.guardian || facts.shared.size > 0;

/** How much of a found profile the caller sees. */
export function cardView(facts: {
  own: boolean;
  guardian: boolean;
  holdsDetails: boolean;
  staff: boolean;
}): CardView {
  if (facts.own || facts.guardian || facts.holdsDetails) return 'full';
  return facts.staff ? 'staff' : 'member';
}

/** Date of birth, contact details, parents' names. */
export const mayReadPersonalFields = (view: CardView) => view === 'full';

/** Gender and registration number. */
export const mayReadStaffFields = (view: CardView) => view !== 'member';

/**
 * The admission details (date of birth, address, previous school, blood group, category): its
 * account changes them, and so do those who see them in full and hold manageMembers where the
 * profile is a member (the institute admin).
 */
export const mayEditDetails = (facts: { view: CardView; own: boolean; managesMember: boolean }) =>
  facts.own || (facts.view === 'full' && facts.managesMember);

/** A fellow member sees only the groups both belong to. */
export const seesOnlySharedGroups = (view: CardView) => view === 'member';
