import type { GatePassGuardians, GatePassView } from '@shala/shared';
import { VISITOR_TEXTS } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { cartEntryOf } from '../payments';
import {
  awaitingMe,
  CONSENT_LABELS,
  checkPass,
  collectorText,
  firstPass,
  guardianChoices,
  OTHER_COLLECTOR,
  PASS_STATUS_LABELS,
  passPdfUrl,
  passQrUrl,
  passStudentsOf,
  qrAlt,
  scanCode,
  studentText,
} from './pass-rules';

const GROUP = '11111111-1111-4111-8111-111111111111';
const ROHAN = '22222222-2222-4222-8222-222222222222';
const MEERA = '33333333-3333-4333-8333-333333333333';
const PRIYA = '44444444-4444-4444-8444-444444444444';
const RAJ = '55555555-5555-4555-8555-555555555555';

const student = (id: string, name: string, instituteId = GROUP) =>
  cartEntryOf({ userProfileId: id, fullName: name, classId: 'c5a', className: '5 A', instituteId });

describe('passStudentsOf', () => {
  it('takes the cart’s students once each, in order, of this institute only', () => {
    const kept = [
      student(ROHAN, 'Rohan Mehta'),
      student(MEERA, 'Meera Mehta'),
      student(ROHAN, 'Rohan Mehta'),
      student(PRIYA, 'Elsewhere', 'another-institute'),
      { userProfile: null },
    ];
    const { students, tooMany } = passStudentsOf(kept, GROUP);
    expect(students.map((s) => s.fullName)).toEqual(['Rohan Mehta', 'Meera Mehta']);
    expect(tooMany).toBe(false);
  });

  it('reads the cart kept under `students`, and nothing from an empty or broken one', () => {
    expect(passStudentsOf({ students: [student(ROHAN, 'Rohan')] }, GROUP).students).toHaveLength(1);
    expect(passStudentsOf(null, GROUP).students).toEqual([]);
    expect(passStudentsOf('nonsense', GROUP).students).toEqual([]);
  });

  it('says when the cart holds more than one pass takes', () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      student(`00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, `S${i}`),
    );
    expect(passStudentsOf(eleven, GROUP).tooMany).toBe(true);
    expect(passStudentsOf(eleven.slice(0, 10), GROUP).tooMany).toBe(false);
  });
});

describe('scanCode', () => {
  it('reads what the QR holds, or the code typed with dashes, spaces and small letters', () => {
    expect(scanCode('SHALA-GP:7KQ2M9XAPT4H')).toBe('7KQ2M9XAPT4H');
    expect(scanCode('shala-gp:7kq2m9xapt4h')).toBe('7KQ2M9XAPT4H');
    expect(scanCode(' 7kq2-m9xa-pt4h ')).toBe('7KQ2M9XAPT4H');
    expect(scanCode('7KQ2 M9XA PT4H')).toBe('7KQ2M9XAPT4H');
  });

  it('refuses what cannot be a pass’s code', () => {
    for (const raw of ['', '7KQ2-M9XA', 'https://example.com', '7KQ2M9XAPT4HX', 'OKQ2M9XAPT4H']) {
      expect(scanCode(raw), raw).toBeNull();
    }
  });
});

const pass = (over: Partial<GatePassView> = {}): GatePassView => ({
  id: 'p1',
  number: 'GP-3',
  code: '7KQ2M9XAPT4H',
  day: '2026-11-23',
  reason: 'Doctor’s appointment',
  status: 'AWAITING_GUARDIAN',
  collector: { kind: 'OTHER', name: 'Ramesh Kumar', phone: '9876543210', relation: 'Uncle' },
  approvedBy: { profileId: 'a1', name: 'Anita Desai' },
  createdBy: 'Vikram Iyer',
  createdAt: '2026-11-23T05:00:00.000Z',
  students: [
    {
      profileId: ROHAN,
      name: 'Rohan Mehta',
      className: 'Class 5 A',
      consent: 'PENDING',
      decidedBy: null,
      exitedAt: null,
      mayDecide: true,
    },
    {
      profileId: MEERA,
      name: 'Meera Mehta',
      className: null,
      consent: 'APPROVED',
      decidedBy: 'Raj Mehta',
      exitedAt: null,
      mayDecide: false,
    },
  ],
  problem: VISITOR_TEXTS.awaitingGuardian,
  ...over,
});

describe('a pass in words', () => {
  it('says each status and each guardian’s say in words', () => {
    expect(PASS_STATUS_LABELS).toEqual({
      AWAITING_GUARDIAN: 'Awaiting guardian',
      APPROVED: 'Approved',
      DECLINED: 'Declined',
      EXITED: 'Left the school',
    });
    expect(CONSENT_LABELS.NOT_NEEDED).toBe('Collected by a guardian');
  });

  it('names who collects, the students with their class, and what waits for me', () => {
    const p = pass();
    expect(collectorText(p.collector)).toBe('Ramesh Kumar (Uncle), 9876543210');
    expect(collectorText({ ...p.collector, phone: null })).toBe('Ramesh Kumar (Uncle)');
    expect(p.students.map(studentText)).toEqual(['Rohan Mehta (Class 5 A)', 'Meera Mehta']);
    expect(awaitingMe(p).map((s) => s.name)).toEqual(['Rohan Mehta']);
    expect(qrAlt(p)).toBe('QR code of gate pass GP-3');
    expect(passQrUrl('g1', 'p1')).toBe('/rest/gate-pass/qr?groupId=g1&id=p1');
    expect(passPdfUrl('g1', 'p1')).toBe('/rest/gate-pass/pdf?groupId=g1&id=p1');
  });
});

describe('guardianChoices', () => {
  it('lists each guardian once with whose guardian they are, and whose they are not', () => {
    const answer: GatePassGuardians = {
      students: [
        {
          profileId: ROHAN,
          name: 'Rohan Mehta',
          className: 'Class 5 A',
          guardians: [
            { profileId: PRIYA, name: 'Priya Sharma', relation: 'Mother', phone: '9800000001' },
            { profileId: RAJ, name: 'Raj Mehta', relation: 'Father', phone: null },
          ],
        },
        {
          profileId: MEERA,
          name: 'Meera Mehta',
          className: 'Class 2 B',
          guardians: [{ profileId: RAJ, name: 'Raj Mehta', relation: 'Father', phone: '98' }],
        },
      ],
    };
    expect(guardianChoices(answer)).toEqual([
      {
        profileId: PRIYA,
        name: 'Priya Sharma',
        phone: '9800000001',
        of: ['Mother of Rohan Mehta'],
        notOf: ['Meera Mehta'],
      },
      {
        profileId: RAJ,
        name: 'Raj Mehta',
        phone: '98',
        of: ['Father of Rohan Mehta', 'Father of Meera Mehta'],
        notOf: [],
      },
    ]);
  });
});

describe('checkPass', () => {
  it('makes the body of a pass collected by a guardian, approved by the maker', () => {
    const checked = checkPass({ ...firstPass(), collector: PRIYA, reason: ' Fever ' }, GROUP, [
      ROHAN,
    ]);
    expect(checked).toEqual({
      ok: true,
      body: {
        groupId: GROUP,
        studentIds: [ROHAN],
        reason: 'Fever',
        collector: { kind: 'GUARDIAN', profileId: PRIYA },
        approvedByProfileId: null,
      },
    });
  });

  it('makes the body of a pass collected by someone else, with the phone cleaned', () => {
    const checked = checkPass(
      {
        collector: OTHER_COLLECTOR,
        name: 'Ramesh Kumar',
        phone: '098765 43210',
        relation: 'Uncle',
        reason: 'Family function',
        approvedBy: RAJ,
      },
      GROUP,
      [ROHAN, MEERA],
    );
    expect(checked.ok && checked.body.collector).toEqual({
      kind: 'OTHER',
      name: 'Ramesh Kumar',
      phone: '9876543210',
      relation: 'Uncle',
    });
    expect(checked.ok && checked.body.approvedByProfileId).toBe(RAJ);
  });

  it('says what is missing beside each field', () => {
    expect(checkPass(firstPass(), GROUP, [ROHAN])).toEqual({
      ok: false,
      errors: { collector: VISITOR_TEXTS.collector, reason: VISITOR_TEXTS.reason },
    });
    expect(
      checkPass({ ...firstPass(), collector: OTHER_COLLECTOR, reason: 'Fever' }, GROUP, [ROHAN]),
    ).toEqual({
      ok: false,
      errors: {
        name: VISITOR_TEXTS.collectorName,
        phone: VISITOR_TEXTS.phone,
        relation: VISITOR_TEXTS.relation,
      },
    });
    expect(checkPass({ ...firstPass(), collector: PRIYA, reason: 'Fever' }, GROUP, [])).toEqual({
      ok: false,
      errors: {},
      students: VISITOR_TEXTS.students,
    });
  });
});
