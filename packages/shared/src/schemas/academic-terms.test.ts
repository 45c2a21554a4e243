import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  isoToWireDate,
  SESSION_MESSAGES,
  sessionInputSchema,
  wireDateSchema,
  wireDateToIso,
} from './academic.js';
import {
  classLevelRank,
  compareClassLevels,
  INSTITUTE_DETAILS_MESSAGES,
  instituteDetailsInputSchema,
  instituteHasImage,
  NURSERY_TO_CLASS_10,
} from './institute-details.js';
import { TERM_MESSAGES, termInputSchema, termUpdateSchema } from './terms.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dd/mm/yyyy dates', () => {
  it('converts real dates both ways', () => {
    expect(wireDateToIso('01/04/2026')).toBe('2026-04-01');
    expect(wireDateToIso(' 29/02/2028 ')).toBe('2028-02-29');
    expect(isoToWireDate('2027-03-31')).toBe('31/03/2027');
  });

  it('refuses dates that do not exist or are written otherwise', () => {
    for (const bad of [
      '31/02/2026',
      '29/02/2027',
      '00/01/2026',
      '01/13/2026',
      '2026-04-01',
      '1/4/2026',
      'today',
      '',
    ]) {
      expect(wireDateToIso(bad), bad).toBeUndefined();
    }
  });

  it('names the field in its messages', () => {
    const schema = wireDateSchema('Start date');
    expect(firstMessage(schema.safeParse(''))).toBe(DATE_MESSAGES.required('Start date'));
    expect(firstMessage(schema.safeParse(undefined))).toBe(DATE_MESSAGES.required('Start date'));
    expect(firstMessage(schema.safeParse('31/02/2026'))).toBe(DATE_MESSAGES.format('Start date'));
    expect(schema.safeParse('01/04/2026').success).toBe(true);
  });
});

describe('session input', () => {
  const valid = { name: '2027-28', startDate: '01/04/2027', endDate: '31/03/2028' };

  it('accepts a name with dates in order', () => {
    expect(sessionInputSchema.parse({ ...valid, name: ' 2027-28 ' }).name).toBe('2027-28');
  });

  it('wants the end after the start, reported on the end date', () => {
    const result = sessionInputSchema.safeParse({ ...valid, endDate: '01/04/2027' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: DATE_MESSAGES.endAfterStart,
      path: ['endDate'],
    });
  });

  it('wants a name of at most 50 characters', () => {
    expect(firstMessage(sessionInputSchema.safeParse({ ...valid, name: '  ' }))).toBe(
      SESSION_MESSAGES.name,
    );
    expect(firstMessage(sessionInputSchema.safeParse({ ...valid, name: 'x'.repeat(51) }))).toBe(
      SESSION_MESSAGES.nameTooLong,
    );
  });
});

describe('term input', () => {
  const valid = {
    sessionId: '00000000-0000-4000-8000-000000000000',
    name: 'Term 1',
    startDate: '01/04/2026',
    endDate: '30/09/2026',
  };

  it('accepts a term of a session', () => {
    expect(termInputSchema.safeParse(valid).success).toBe(true);
    expect(termUpdateSchema.safeParse({ ...valid, sessionId: undefined }).success).toBe(true);
  });

  it('wants a session, a name and dates in order', () => {
    expect(firstMessage(termInputSchema.safeParse({ ...valid, sessionId: 'x' }))).toBe(
      TERM_MESSAGES.session,
    );
    expect(firstMessage(termInputSchema.safeParse({ ...valid, name: '' }))).toBe(
      TERM_MESSAGES.name,
    );
    expect(firstMessage(termInputSchema.safeParse({ ...valid, endDate: '31/03/2026' }))).toBe(
      DATE_MESSAGES.endAfterStart,
    );
    expect(firstMessage(termUpdateSchema.safeParse({ ...valid, startDate: '2026-04-01' }))).toBe(
      DATE_MESSAGES.format('Start date'),
    );
  });
});

describe('institute details input', () => {
  const valid = {
    name: 'Green Valley School',
    about: 'A school in the hills.',
    address: '12 Hill Road, Shimla',
    phone: '9876543210',
    email: 'office@greenvalley.example',
    website: 'https://greenvalley.example',
    verifyToViewDetails: false,
  };

  it('accepts full details and blank optional ones', () => {
    expect(instituteDetailsInputSchema.safeParse(valid).success).toBe(true);
    expect(
      instituteDetailsInputSchema.safeParse({
        ...valid,
        about: '',
        address: '',
        phone: '',
        email: '',
        website: '',
      }).success,
    ).toBe(true);
  });

  it('refuses bad phone numbers, e-mails and web addresses with their messages', () => {
    const cases: [Partial<typeof valid>, string][] = [
      [{ name: ' ' }, INSTITUTE_DETAILS_MESSAGES.name],
      [{ phone: '98765' }, INSTITUTE_DETAILS_MESSAGES.phone],
      [{ phone: '98765432101' }, INSTITUTE_DETAILS_MESSAGES.phone],
      [{ phone: '98765abcde' }, INSTITUTE_DETAILS_MESSAGES.phone],
      [{ email: 'not-mail' }, INSTITUTE_DETAILS_MESSAGES.email],
      [{ website: 'javascript:alert(1)' }, INSTITUTE_DETAILS_MESSAGES.website],
      [{ website: 'greenvalley' }, INSTITUTE_DETAILS_MESSAGES.website],
      [{ about: 'x'.repeat(2001) }, INSTITUTE_DETAILS_MESSAGES.aboutTooLong],
    ];
    for (const [change, message] of cases) {
      expect(firstMessage(instituteDetailsInputSchema.safeParse({ ...valid, ...change }))).toBe(
        message,
      );
    }
  });
});

describe('class levels and images', () => {
  it('orders levels as a school does', () => {
    const shuffled = ['Class 10', 'Class 2', 'UKG', 'Nursery', 'Music', 'Class 1', 'LKG'];
    expect(shuffled.sort(compareClassLevels)).toEqual([
      'Nursery',
      'LKG',
      'UKG',
      'Class 1',
      'Class 2',
      'Class 10',
      'Music',
    ]);
    expect(NURSERY_TO_CLASS_10).toHaveLength(13);
    expect(classLevelRank('class 3')).toBeLessThan(classLevelRank('Class 4'));
  });

  it('counts the string null as no image', () => {
    expect(instituteHasImage('null')).toBe(false);
    expect(instituteHasImage(null)).toBe(false);
    expect(instituteHasImage(' ')).toBe(false);
    expect(instituteHasImage('/rest/public/institutes/x/image')).toBe(true);
  });
});
