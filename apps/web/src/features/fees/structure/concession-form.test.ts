import { describe, expect, it } from 'vitest';
import { CONCESSION_MESSAGES, checkConcession, EMPTY_CONCESSION } from './concession-form';

describe('a manual concession', () => {
  it('needs a student, a share and a reason', () => {
    expect(checkConcession(EMPTY_CONCESSION)).toEqual({
      ok: false,
      errors: {
        userProfileId: CONCESSION_MESSAGES.student,
        percent: CONCESSION_MESSAGES.percentZero,
        reason: CONCESSION_MESSAGES.reason,
      },
    });
  });

  it('refuses a reason of a few letters, or one too long', () => {
    const base = { ...EMPTY_CONCESSION, userProfileId: 'p1', percent: '10' };
    expect(checkConcession({ ...base, reason: ' ok  ' }).ok).toBe(false);
    expect(checkConcession({ ...base, reason: 'x'.repeat(501) }).ok).toBe(false);
  });

  it('sends a percentage as percent, or an amount as paise, with the reason trimmed', () => {
    expect(
      checkConcession({
        ...EMPTY_CONCESSION,
        userProfileId: 'p1',
        percent: '12.5',
        reason: '  Father lost his job  ',
      }),
    ).toEqual({
      ok: true,
      input: { userProfileId: 'p1', percent: 12.5, reason: 'Father lost his job' },
    });
    expect(
      checkConcession({
        ...EMPTY_CONCESSION,
        userProfileId: 'p1',
        by: 'amount',
        amount: '2500.50',
        percent: '99',
        reason: 'Scholarship',
      }),
    ).toEqual({
      ok: true,
      input: { userProfileId: 'p1', amountPaise: 250050, reason: 'Scholarship' },
    });
  });

  it('refuses a share that is not one', () => {
    const base = { ...EMPTY_CONCESSION, userProfileId: 'p1', reason: 'Scholarship' };
    expect(checkConcession({ ...base, percent: '150' }).ok).toBe(false);
    expect(checkConcession({ ...base, by: 'amount', amount: '0' }).ok).toBe(false);
    expect(checkConcession({ ...base, by: 'amount', amount: '1e3' }).ok).toBe(false);
  });
});
