import { type EmploymentView, PAYROLL_TEXTS, type SalaryStructureView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MONEY_TEXTS } from '../payroll-rules';
import { checkEmployment, employmentDraft, structureChoices } from './employment-form';

const GROUP = '0b6f3e4e-8a43-4c1a-9d0e-111111111111';
const PROFILE = '0b6f3e4e-8a43-4c1a-9d0e-222222222222';
const STRUCTURE = '0b6f3e4e-8a43-4c1a-9d0e-333333333333';

const structure = (id: string, active = true): SalaryStructureView => ({
  id,
  name: `Structure ${id.slice(-2)}`,
  components: [],
  active,
  staff: 0,
});

const asha: EmploymentView = {
  profileId: PROFILE,
  name: 'Asha Verma',
  roleNames: ['Teacher'],
  employment: {
    structureId: STRUCTURE,
    structureName: 'Teaching staff',
    designation: 'PGT Mathematics',
    joiningDate: '2019-06-01',
    basicPaise: 3_000_050,
    bankName: 'State Bank of India',
    bankAccount: '123456789012',
    ifsc: 'SBIN0001234',
    pan: 'ABCDE1234F',
    uan: '100200300400',
    pfApplies: true,
    ptState: 'MH',
    tdsPaise: 0,
    active: true,
  },
};

describe('the employment form', () => {
  it('starts from the details as they are, rupees as typed', () => {
    const draft = employmentDraft(asha, []);
    expect(draft).toMatchObject({ basic: '30000.50', tds: '', ptState: 'MH', pfApplies: true });
    const checked = checkEmployment(draft, GROUP, PROFILE);
    expect(checked.ok && checked.body).toMatchObject({
      groupId: GROUP,
      profileId: PROFILE,
      structureId: STRUCTURE,
      basicPaise: 3_000_050,
      tdsPaise: 0,
      bankAccount: '123456789012',
    });
  });

  it('starts blank for staff without details, with the only active structure chosen', () => {
    const none = { ...asha, employment: null };
    expect(
      employmentDraft(none, [structure(STRUCTURE), structure(`${STRUCTURE.slice(0, -1)}4`, false)]),
    ).toMatchObject({
      structureId: STRUCTURE,
      basic: '',
      ptState: '',
      pfApplies: true,
      active: true,
    });
    expect(employmentDraft(none, []).structureId).toBe('');
  });

  it('offers the active structures, and the one already set', () => {
    const off = structure(`${STRUCTURE.slice(0, -1)}4`, false);
    const other = structure(`${STRUCTURE.slice(0, -1)}5`, false);
    expect(structureChoices([structure(STRUCTURE), off, other], off.id).map((s) => s.id)).toEqual([
      STRUCTURE,
      off.id,
    ]);
  });

  it('says what is wrong beside each field, in the server’s words', () => {
    const draft = {
      ...employmentDraft({ ...asha, employment: null }, []),
      designation: ' ',
      basic: '12,000',
      tds: '2000000',
      bankAccount: '12 34',
      ifsc: 'SBIN1234',
      pan: 'ABCDE12345',
    };
    const checked = checkEmployment(draft, GROUP, PROFILE);
    if (checked.ok) throw new Error('accepted');
    expect(checked.errors).toMatchObject({
      structureId: PAYROLL_TEXTS.structureNotFound,
      designation: PAYROLL_TEXTS.designation,
      joiningDate: PAYROLL_TEXTS.joiningDate,
      basic: expect.any(String),
      tds: PAYROLL_MONEY_TEXTS.tooLarge,
      bankAccount: PAYROLL_TEXTS.bankAccount,
      ifsc: PAYROLL_TEXTS.ifsc,
      pan: PAYROLL_TEXTS.pan,
      ptState: PAYROLL_TEXTS.ptState,
    });
    expect(checked.errors.form).toBeUndefined();
  });

  it('drops spaces and sends codes in capitals; blank optional fields are none', () => {
    const draft = {
      ...employmentDraft(asha, []),
      bankAccount: '1234 5678 9012',
      ifsc: 'sbin0001234',
      pan: '',
      uan: ' ',
      bankName: '',
      tds: '1500.5',
    };
    const checked = checkEmployment(draft, GROUP, PROFILE);
    expect(checked.ok && checked.body).toMatchObject({
      bankAccount: '123456789012',
      ifsc: 'SBIN0001234',
      pan: null,
      uan: null,
      bankName: null,
      tdsPaise: 150_050,
    });
  });
});
