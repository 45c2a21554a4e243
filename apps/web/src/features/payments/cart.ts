/**
 * The Students Cart (spec §2.5, §3 "Payment cart entry per student"): what the browser keeps
 * under `cart`, read and changed by pure rules. The kept value is a list of entries; an object
 * holding the list under `students` (or `list`) is read the same way and keeps its shape when
 * changed. Anything else is an empty cart.
 */

/** One student in the cart, as far as the cart reads it (spec §3). */
export type CartEntry = {
  userProfile?: {
    userProfileId?: string;
    fullName?: string;
    contactDto?: { contactName?: string | null } | null;
    memberOutputDtos?: ReadonlyArray<{ id?: string; sessionId?: string }> | null;
  } | null;
  group?: { id?: string; name?: string | null } | null;
  summaryDataFees?: { dueParticularsMap?: unknown } | null;
  summaryDataTransport?: unknown;
  paymentRecordTypeIdFee?: string | null;
  paymentRecordTypeIdTransport?: string | null;
};

/** A row of the cart dialog. */
export type CartRow = {
  /** Position in the kept list. */
  index: number;
  profileId: string | undefined;
  name: string;
  /** The class (group) the student pays in, when the entry names it. */
  group: string | undefined;
  /** The contact (parent) of the student, when the entry names one. */
  contact: string | undefined;
};

/** Spec §8, verbatim. */
export const CART_MESSAGES = {
  noStudentsForPayment: 'No students found for payment!',
  noStudentsForGatePass: 'No students found for gate pass!',
} as const;

export type CartTarget = 'payment' | 'gatePass';

const listKey = (kept: object): 'students' | 'list' | undefined => {
  if (Array.isArray((kept as { students?: unknown }).students)) return 'students';
  if (Array.isArray((kept as { list?: unknown }).list)) return 'list';
  return undefined;
};

/** The entries of the kept cart, whatever shape it is kept in. */
export function cartEntries(kept: unknown): readonly unknown[] {
  if (Array.isArray(kept)) return kept;
  if (kept && typeof kept === 'object') {
    const key = listKey(kept);
    if (key) return (kept as Record<typeof key, unknown[]>)[key];
  }
  return [];
}

/** How many students the cart holds (the top bar's badge). */
export function cartCount(kept: unknown): number {
  return cartEntries(kept).length;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** The rows the cart dialog shows, in the cart's order. */
export function cartRows(kept: unknown): CartRow[] {
  return cartEntries(kept).map((raw, index) => {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as CartEntry;
    const profile = entry.userProfile ?? undefined;
    return {
      index,
      profileId: text(profile?.userProfileId),
      name: text(profile?.fullName) ?? 'Unnamed student',
      group: text(entry.group?.name),
      contact: text(profile?.contactDto?.contactName),
    };
  });
}

const profileIdOf = (raw: unknown): string | undefined =>
  text((raw as CartEntry | null)?.userProfile?.userProfileId);

/**
 * The kept cart without the row's entry, in the shape it was kept. The entry is found at the
 * row's position when it is still the same student there (another tab may have changed the
 * cart since the row was read), else by the student's profile id; when neither finds it the
 * cart is returned unchanged.
 */
export function removeCartEntry(kept: unknown, row: Pick<CartRow, 'index' | 'profileId'>): unknown {
  const entries = cartEntries(kept);
  let at = -1;
  if (row.index < entries.length && profileIdOf(entries[row.index]) === row.profileId) {
    at = row.index;
  } else if (row.profileId !== undefined) {
    at = entries.findIndex((entry) => profileIdOf(entry) === row.profileId);
  }
  if (at < 0) return kept;
  const rest = entries.filter((_, i) => i !== at);
  if (Array.isArray(kept)) return rest;
  const key = listKey(kept as object);
  return key ? { ...(kept as object), [key]: rest } : kept;
}

/** Spec §8: proceeding with no students is refused with a warning; undefined means go on. */
export function proceedWarning(target: CartTarget, count: number): string | undefined {
  if (count > 0) return undefined;
  return target === 'payment'
    ? CART_MESSAGES.noStudentsForPayment
    : CART_MESSAGES.noStudentsForGatePass;
}

/** Where proceeding with students goes: the payment summary, or the gate pass screen. */
export const PROCEED_PATHS: Record<CartTarget, string> = {
  payment: '/payment-summary',
  gatePass: '/visitor-management',
};

/**
 * The cart belongs to staff who collect fees or issue gate passes (spec §1: "staff with payment
 * permission"); others see no cart icon.
 */
export function usesCart(
  holds: (action: 'getPaymentRecordForGroup' | 'createGatePass') => boolean,
) {
  return holds('getPaymentRecordForGroup') || holds('createGatePass');
}
