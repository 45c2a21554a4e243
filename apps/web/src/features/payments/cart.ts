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
  /** The class the student pays in; superGroupId is its institute (spec §3 Group). */
  group?: { id?: string; name?: string | null; superGroupId?: string | null } | null;
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

/**
 * Where proceeding to a gate pass goes: the front office's Gate passes tab, told (`from=cart`)
 * to open its New gate pass dialog with the cart's students. Proceed to Payment opens the Add
 * Multiple Payment dialog over the page instead (spec §2.5).
 */
export const PROCEED_PATHS = { gatePass: '/visitor-management?tab=passes&from=cart' } as const;

/**
 * The cart belongs to staff who collect fees or issue gate passes (spec §1: "staff with payment
 * permission"); others see no cart icon.
 */
export function usesCart(
  holds: (action: 'getPaymentRecordForGroup' | 'createGatePass') => boolean,
) {
  return holds('getPaymentRecordForGroup') || holds('createGatePass');
}

/** What the screens know of a student when they put one in the cart. */
export type CartStudent = {
  userProfileId: string;
  fullName: string;
  /** The student's contact (a parent), when known. */
  contactName?: string | null;
  /** The student's membership of the class, and its session, when known. */
  memberId?: string | null;
  sessionId?: string | null;
  classId: string;
  className?: string | null;
  instituteId: string;
};

/**
 * A cart entry in the spec §3 shape. Its dues are not kept: the payment dialog asks for them
 * when it opens (GET /rest/fee/cart), so a cart kept for a day never shows yesterday's dues.
 */
export function cartEntryOf(student: CartStudent): CartEntry {
  const member = student.memberId || student.sessionId;
  return {
    userProfile: {
      userProfileId: student.userProfileId,
      fullName: student.fullName,
      contactDto: { contactName: student.contactName ?? null },
      memberOutputDtos: member
        ? [
            {
              ...(student.memberId ? { id: student.memberId } : {}),
              ...(student.sessionId ? { sessionId: student.sessionId } : {}),
            },
          ]
        : [],
    },
    group: {
      id: student.classId,
      name: student.className ?? null,
      superGroupId: student.instituteId,
    },
    summaryDataFees: null,
    summaryDataTransport: null,
    paymentRecordTypeIdFee: 'FEES',
    paymentRecordTypeIdTransport: 'TRANSPORTATION_FEES',
  };
}

/** Whether the kept cart holds the student. */
export function cartHolds(kept: unknown, userProfileId: string): boolean {
  return cartEntries(kept).some((entry) => profileIdOf(entry) === userProfileId);
}

/**
 * The kept cart with `entry` added at the end, in the shape it was kept; unchanged when the
 * student is in it already (a student is paid for once per payment).
 */
export function withCartEntry(kept: unknown, entry: CartEntry): unknown {
  const id = profileIdOf(entry);
  if (id !== undefined && cartHolds(kept, id)) return kept;
  const entries = [...cartEntries(kept), entry];
  if (kept && typeof kept === 'object' && !Array.isArray(kept)) {
    const key = listKey(kept);
    if (key) return { ...kept, [key]: entries };
  }
  return entries;
}

/** The kept cart without the students named (those just paid for), in the shape it was kept. */
export function withoutStudents(kept: unknown, userProfileIds: readonly string[]): unknown {
  const paid = new Set(userProfileIds);
  const rest = cartEntries(kept).filter((entry) => {
    const id = profileIdOf(entry);
    return id === undefined || !paid.has(id);
  });
  if (kept && typeof kept === 'object' && !Array.isArray(kept)) {
    const key = listKey(kept);
    if (key) return { ...kept, [key]: rest };
  }
  return rest;
}

/** A student of the cart as the payment dialog needs them: who, and where they pay. */
export type CartStudentRef = {
  userProfileId: string;
  fullName: string;
  classId: string | undefined;
  instituteId: string | undefined;
};

/** The students of the kept cart that name a profile, in the cart's order, each once. */
export function cartStudents(kept: unknown): CartStudentRef[] {
  const seen = new Set<string>();
  const students: CartStudentRef[] = [];
  for (const raw of cartEntries(kept)) {
    const entry = (raw && typeof raw === 'object' ? raw : {}) as CartEntry;
    const id = text(entry.userProfile?.userProfileId);
    if (!id || seen.has(id)) continue;
    seen.add(id);
    students.push({
      userProfileId: id,
      fullName: text(entry.userProfile?.fullName) ?? 'Unnamed student',
      classId: text(entry.group?.id),
      instituteId: text(entry.group?.superGroupId),
    });
  }
  return students;
}
