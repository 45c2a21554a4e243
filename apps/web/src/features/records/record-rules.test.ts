import { RECORD_TEXTS as M, RECORDS_ROUTES, type StudentRecord } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { academicPath, documentsPath, personalInfoPath } from './paths';
import {
  academicProfileId,
  callerGroupId,
  checkCertificate,
  checkRecordChange,
  documentFileProblem,
  documentFormData,
  draftOf,
  firstCertificate,
  redirectToChild,
  sizeText,
  switchablePeople,
} from './record-rules';

const I = '11111111-1111-4111-8111-111111111111';
const C = '22222222-2222-4222-8222-222222222222';
const P = '33333333-3333-4333-8333-333333333333';
const ids = { profileId: P, groupId: C };

const record = (over: Partial<StudentRecord> = {}): StudentRecord => ({
  profileId: P,
  fullName: 'Aarav Sharma',
  hasPhoto: false,
  gender: 'male',
  dateOfBirth: '14/03/2016',
  admissionNo: 'A-7',
  className: 'Class 3 A',
  rollNo: 7,
  sessionName: '2026-27',
  address: null,
  category: 'General',
  bloodGroup: 'B+',
  previousSchool: null,
  fatherName: null,
  motherName: null,
  aadhaar: 'XXXX XXXX 1234',
  rteAdmission: false,
  motherTongue: 'Hindi',
  religion: null,
  nationality: 'Indian',
  allergies: null,
  medicalNotes: null,
  emergencyName: null,
  emergencyPhone: null,
  guardians: [],
  siblings: [],
  transport: null,
  mayEdit: true,
  mayEditRte: false,
  mayIssueCertificates: false,
  ...over,
});

// A valid Aadhaar number (Verhoeff check digit), as UIDAI's test numbers are written.
const VALID_AADHAAR = '2345 6789 0124';

describe('which group a record call names', () => {
  it('is the default class in the default institute, else the institute', () => {
    expect(callerGroupId({ defaultInstituteId: I, defaultClassId: C }, I)).toBe(C);
    expect(callerGroupId({ defaultInstituteId: I, defaultClassId: null }, I)).toBe(I);
    expect(callerGroupId({ defaultInstituteId: I, defaultClassId: C })).toBe(C);
  });

  it('is another institute itself when the address names one', () => {
    expect(callerGroupId({ defaultInstituteId: I, defaultClassId: C }, 'other')).toBe('other');
  });
});

describe('whose record a page shows', () => {
  const kids = [
    { userProfileId: 'k1', fullName: 'Aarav Sharma', className: 'Class 3 A' },
    { userProfileId: 'k2', fullName: 'Diya Sharma', className: 'Class 7 B' },
  ];

  it('sends a guardian from their own page to their first child’s', () => {
    expect(redirectToChild({ own: true, studies: false, chosenOwn: false, children: kids })).toBe(
      'k1',
    );
    // Not a student's own, not a chosen own, not a child's page, not without children.
    expect(redirectToChild({ own: true, studies: true, chosenOwn: false, children: kids })).toBe(
      null,
    );
    expect(redirectToChild({ own: true, studies: false, chosenOwn: true, children: kids })).toBe(
      null,
    );
    expect(redirectToChild({ own: false, studies: false, chosenOwn: false, children: kids })).toBe(
      null,
    );
    expect(redirectToChild({ own: true, studies: false, chosenOwn: false, children: [] })).toBe(
      null,
    );
  });

  it('offers the guardian and the children, or nobody without children', () => {
    const me = { userProfileId: 'me', fullName: 'Priya Sharma' };
    expect(switchablePeople(me, kids).map((p) => p.userProfileId)).toEqual(['me', 'k1', 'k2']);
    expect(switchablePeople(me, [])).toEqual([]);
  });

  it('opens Academic on the named person, the student, the first child, or the search', () => {
    const base = { named: null, self: 'me', studies: false, children: [], office: false };
    expect(academicProfileId({ ...base, named: 'x' })).toBe('x');
    expect(academicProfileId({ ...base, studies: true })).toBe('me');
    expect(academicProfileId({ ...base, children: kids })).toBe('k1');
    expect(academicProfileId({ ...base, office: true })).toBe(null);
    expect(academicProfileId(base)).toBe('me');
  });
});

describe('the record’s edit form', () => {
  it('leaves Aadhaar out when empty (kept) and sends the rest', () => {
    const checked = checkRecordChange(draftOf(record()), record(), ids);
    expect(checked).toEqual({
      ok: true,
      body: {
        ...ids,
        rteAdmission: false,
        motherTongue: 'Hindi',
        religion: '',
        nationality: 'Indian',
        allergies: '',
        medicalNotes: '',
        emergencyName: '',
        emergencyPhone: '',
      },
    });
  });

  it('sends a new Aadhaar number, or an empty one to remove it', () => {
    const typed = checkRecordChange(
      { ...draftOf(record()), aadhaar: VALID_AADHAAR },
      record(),
      ids,
    );
    expect(typed.ok && typed.body.aadhaar).toBe(VALID_AADHAAR);
    const removed = checkRecordChange(
      { ...draftOf(record()), aadhaar: VALID_AADHAAR, removeAadhaar: true },
      record(),
      ids,
    );
    expect(removed.ok && removed.body.aadhaar).toBe('');
  });

  it('refuses a wrong Aadhaar number and phone with the server’s words', () => {
    const checked = checkRecordChange(
      { ...draftOf(record()), aadhaar: '2345 6789 0123', emergencyPhone: '12345' },
      record(),
      ids,
    );
    expect(checked).toEqual({ ok: false, errors: { aadhaar: M.aadhaar, emergencyPhone: M.phone } });
  });

  it('sends RTE as typed only for the office, else as the record has it', () => {
    const draft = { ...draftOf(record()), rteAdmission: true };
    const family = checkRecordChange(draft, record(), ids);
    expect(family.ok && family.body.rteAdmission).toBe(false);
    const office = checkRecordChange(draft, record({ mayEditRte: true }), ids);
    expect(office.ok && office.body.rteAdmission).toBe(true);
  });
});

describe('the certificate form', () => {
  const today = '2026-06-10';
  const inst = { profileId: P, groupId: I };

  it('asks a bonafide its purpose', () => {
    const draft = { ...firstCertificate(today), purpose: 'Bank account' };
    expect(checkCertificate(draft, inst, today)).toEqual({
      ok: true,
      body: { ...inst, kind: 'BONAFIDE', purpose: 'Bank account' },
    });
    expect(checkCertificate({ ...draft, purpose: 'x' }, inst, today)).toEqual({
      ok: false,
      errors: { purpose: M.purpose },
    });
  });

  it('asks a transfer its leaving date (not after today) and reason', () => {
    const draft = {
      ...firstCertificate(today),
      kind: 'TRANSFER' as const,
      reason: 'Family moving to Pune',
    };
    expect(checkCertificate(draft, inst, today)).toEqual({
      ok: true,
      body: {
        ...inst,
        kind: 'TRANSFER',
        leavingDate: today,
        reason: 'Family moving to Pune',
        conduct: 'Good',
      },
    });
    expect(checkCertificate({ ...draft, leavingDate: '2026-06-11' }, inst, today)).toEqual({
      ok: false,
      errors: { leavingDate: M.leavingDate },
    });
    expect(checkCertificate({ ...draft, reason: '' }, inst, today)).toEqual({
      ok: false,
      errors: { reason: M.reason },
    });
  });
});

describe('a document to upload', () => {
  it('is a PDF, JPEG or PNG of at most 5 MB', () => {
    expect(documentFileProblem({ type: 'application/pdf', size: 2000 })).toBeUndefined();
    expect(documentFileProblem({ type: 'image/png', size: 5 * 1_048_576 })).toBeUndefined();
    expect(documentFileProblem({ type: 'image/gif', size: 2000 })).toBe(M.file);
    expect(documentFileProblem({ type: 'image/jpeg', size: 5 * 1_048_576 + 1 })).toBe(M.file);
    expect(documentFileProblem({ type: 'application/pdf', size: 0 })).toBe(M.file);
  });

  it('goes as a multipart form with the file last, a blank title left out', () => {
    const file = new File(['%PDF-1.4'], 'birth.pdf', { type: 'application/pdf' });
    const form = documentFormData({ ...ids, kind: 'BIRTH_CERTIFICATE', title: '  ' }, file);
    expect([...form.keys()]).toEqual(['profileId', 'groupId', 'kind', 'file']);
    const titled = documentFormData({ ...ids, kind: 'OTHER', title: ' Municipal ' }, file);
    expect(titled.get('title')).toBe('Municipal');
    expect((titled.get('file') as File).name).toBe('birth.pdf');
  });

  it('shows its size for people', () => {
    expect(sizeText(900)).toBe('900 bytes');
    expect(sizeText(240 * 1024)).toBe('240 KB');
    expect(sizeText(1.5 * 1_048_576)).toBe('1.5 MB');
  });
});

describe('the record’s addresses', () => {
  it('leave a missing class out, as the server’s links do', () => {
    expect(personalInfoPath(P, I, C)).toBe(`/erp/personal-info/${P}/${I}/${C}`);
    expect(personalInfoPath(P, I, null)).toBe(`/erp/personal-info/${P}/${I}`);
    expect(documentsPath(P, I)).toBe(`/erp/documents/${P}/${I}`);
    expect(personalInfoPath(P, I, C)).toBe(RECORDS_ROUTES.personalInfo(P, I, C));
    expect(documentsPath(P, I, null)).toBe(RECORDS_ROUTES.documents(P, I, null));
    expect(academicPath()).toBe(RECORDS_ROUTES.academic);
    expect(academicPath(P)).toBe(`/erp/Academic?profile=${P}`);
  });
});
