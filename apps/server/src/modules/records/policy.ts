/**
 * Who may do what with a person's record (issue 25 §5), from facts the access read gathers.
 * The record is the profile card's rule made whole (modules/profiles/policy.ts): its account
 * and the guardians who look after it ("whose data is mine", README) and the institute's staff
 * who hold getMemberDetails over the person read it; the account, the guardians and the staff who
 * hold manageMembers change it; only those staff mark an RTE admission and check documents
 * against their originals. Anyone else in the institute (another parent, a teacher without the
 * right) is refused; a person of no institute of the caller's is not found.
 */
export type RecordFacts = {
  /** The record is of one of the caller's account's own profiles. */
  own: boolean;
  /** The caller's account looks after the person (a guardian link). */
  guardian: boolean;
  /** getMemberDetails where the person is a member (the institute, or their class). */
  readsDetails: boolean;
  /** manageMembers where the person is a member. */
  manages: boolean;
  /** issueCertificate held for the whole institute. */
  issues: boolean;
};

const family = (f: RecordFacts) => f.own || f.guardian;

export const mayReadRecord = (f: RecordFacts) => family(f) || f.readsDetails || f.manages;
export const mayEditRecord = (f: RecordFacts) => family(f) || f.manages;
export const mayMarkRte = (f: RecordFacts) => f.manages;
export const mayUploadDocument = mayEditRecord;
export const mayVerifyDocument = (f: RecordFacts) => f.manages;

/** The office removes any document; its uploader, one the office has not checked yet. */
export const mayRemoveDocument = (
  f: RecordFacts,
  doc: { uploadedByAccountId: string | null; verifiedAt: Date | null },
  callerAccountId: string,
) => f.manages || (doc.verifiedAt === null && doc.uploadedByAccountId === callerAccountId);

export const mayIssueCertificate = (f: RecordFacts) => f.issues;
