import { describe, expect, it } from 'vitest';
import {
  mayEditRecord,
  mayMarkRte,
  mayReadRecord,
  mayRemoveDocument,
  mayVerifyDocument,
  type RecordFacts,
} from './policy.js';

const none: RecordFacts = {
  own: false,
  guardian: false,
  readsDetails: false,
  manages: false,
  issues: false,
};

describe('who may do what with a record', () => {
  it('lets the family and the staff with the details read it, and no one else', () => {
    expect(mayReadRecord({ ...none, own: true })).toBe(true);
    expect(mayReadRecord({ ...none, guardian: true })).toBe(true);
    expect(mayReadRecord({ ...none, readsDetails: true })).toBe(true);
    expect(mayReadRecord({ ...none, issues: true })).toBe(false);
    expect(mayReadRecord(none)).toBe(false);
  });

  it('lets the family change it but only the office mark RTE and check documents', () => {
    expect(mayEditRecord({ ...none, guardian: true })).toBe(true);
    expect(mayEditRecord({ ...none, readsDetails: true })).toBe(false);
    expect(mayMarkRte({ ...none, guardian: true })).toBe(false);
    expect(mayMarkRte({ ...none, manages: true })).toBe(true);
    expect(mayVerifyDocument({ ...none, own: true })).toBe(false);
  });

  it('lets an uploader remove their document until the office has checked it', () => {
    const mine = { uploadedByAccountId: 'a', verifiedAt: null };
    expect(mayRemoveDocument({ ...none, guardian: true }, mine, 'a')).toBe(true);
    expect(mayRemoveDocument({ ...none, guardian: true }, mine, 'b')).toBe(false);
    const checked = { ...mine, verifiedAt: new Date() };
    expect(mayRemoveDocument({ ...none, guardian: true }, checked, 'a')).toBe(false);
    expect(mayRemoveDocument({ ...none, manages: true }, checked, 'b')).toBe(true);
  });
});
