import { describe, expect, it } from 'vitest';
import { invitationSentence } from './invitation-sentence.js';

const base = {
  kind: 'MEMBER' as const,
  instituteName: 'Demo Public School',
  groupName: 'Class 5 A',
  groupType: 'CLASS' as const,
  roleName: 'Teacher',
  sessionName: '2026-27',
  invitedBy: 'Anita Desai',
  personName: null,
  relation: null,
  fromAdmission: false,
};

describe('invitationSentence', () => {
  it('says who asks, for what and where', () => {
    expect(invitationSentence(base)).toBe(
      'Anita Desai of Demo Public School asks you to join Class 5 A of Demo Public School as Teacher for the session 2026-27.',
    );
    expect(
      invitationSentence({
        ...base,
        groupName: 'Demo Public School',
        groupType: 'INSTITUTE',
        sessionName: null,
        roleName: 'Accountant',
      }),
    ).toBe('Anita Desai of Demo Public School asks you to join Demo Public School as Accountant.');
  });

  it('names the child, the student or the parent of a family invitation', () => {
    expect(
      invitationSentence({
        ...base,
        kind: 'CHILD',
        personName: 'Aarav Sharma',
        relation: 'Mother',
      }),
    ).toBe(
      'Anita Desai of Demo Public School asks to add your child Aarav Sharma to Class 5 A of Demo Public School as a student for the session 2026-27, with you as their mother.',
    );
    expect(
      invitationSentence({
        ...base,
        kind: 'PARENT',
        personName: 'Rohan Mehta',
        relation: 'Father',
      }),
    ).toBe(
      'Anita Desai of Demo Public School asks you to join Class 5 A of Demo Public School as the father of Rohan Mehta for the session 2026-27.',
    );
    expect(invitationSentence({ ...base, kind: 'STUDENT' })).toBe(
      'Anita Desai of Demo Public School asks you to join Class 5 A of Demo Public School as a student for the session 2026-27.',
    );
  });

  it('tells an admission apart, and an institute acting without a person', () => {
    expect(
      invitationSentence({
        ...base,
        kind: 'CHILD',
        personName: 'Kavya Menon',
        fromAdmission: true,
        invitedBy: 'Demo Public School',
      }),
    ).toBe(
      'Demo Public School accepted the admission application of Kavya Menon to Class 5 A for the session 2026-27, made with your e-mail address, and asks to add Kavya Menon to your account as a profile.',
    );
  });
});
