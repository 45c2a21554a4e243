import type { EmploymentView, PayslipView } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { PAYROLL_MONEY_TEXTS } from '../payroll-rules';
import {
  ARREARS_TEXTS,
  arrearsOfRun,
  blankArrear,
  checkArrears,
  payableStaff,
} from './arrears-form';

const row = (profileId: string, amount: string) => ({ ...blankArrear(), profileId, amount });

describe('arrears', () => {
  it('reads each row into paise, leaving blank rows out', () => {
    expect(checkArrears([row('p1', '2500.75'), blankArrear(), row('p2', '1.15')])).toEqual({
      ok: true,
      arrears: [
        { profileId: 'p1', amountPaise: 250_075 },
        { profileId: 'p2', amountPaise: 115 },
      ],
    });
    expect(checkArrears([])).toEqual({ ok: true, arrears: [] });
  });

  it('names the staff member and the amount of each wrong row', () => {
    const rows = [row('', '100'), row('p1', '0'), row('p1', '100'), row('p2', '2000000')];
    const checked = checkArrears(rows);
    if (checked.ok) throw new Error('accepted');
    expect(rows.map((r) => checked.errors[r.key])).toEqual([
      { profileId: ARREARS_TEXTS.staff },
      { amount: PAYROLL_MONEY_TEXTS.aboveZero },
      { profileId: ARREARS_TEXTS.twice },
      { amount: PAYROLL_MONEY_TEXTS.tooLarge },
    ]);
    const noAmount = checkArrears([row('p1', '')]);
    expect(!noAmount.ok && Object.values(noAmount.errors)).toEqual([
      { amount: PAYROLL_MONEY_TEXTS.required },
    ]);
  });

  it('are paid to staff on the payroll only, by name', () => {
    const person = (name: string, active: boolean | null): EmploymentView => ({
      profileId: name,
      name,
      roleNames: [],
      employment:
        active === null
          ? null
          : {
              structureId: 's',
              structureName: 'S',
              designation: 'D',
              joiningDate: '2020-01-01',
              basicPaise: 1,
              bankName: null,
              bankAccount: null,
              ifsc: null,
              pan: null,
              uan: null,
              pfApplies: true,
              ptState: 'NONE',
              tdsPaise: 0,
              active,
            },
    });
    expect(
      payableStaff([
        person('Ravi', true),
        person('Anil', true),
        person('Old', false),
        person('New', null),
      ]).map((s) => s.name),
    ).toEqual(['Anil', 'Ravi']);
  });

  it('a re-run starts from the arrears the run paid', () => {
    const slip = (profileId: string, arrears: number): PayslipView =>
      ({
        profileId,
        earnings: [
          { code: 'BASIC', name: 'Basic', amountPaise: 100 },
          ...(arrears ? [{ code: 'ARREARS', name: 'Arrears', amountPaise: arrears }] : []),
        ],
      }) as PayslipView;
    expect(
      arrearsOfRun([slip('p1', 250_050), slip('p2', 0)]).map((r) => [r.profileId, r.amount]),
    ).toEqual([['p1', '2500.50']]);
  });
});
