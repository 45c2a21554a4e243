import { describe, expect, it } from 'vitest';
import { ADMISSION_EXTRA_MESSAGES } from './admission-extras.js';
import { profileDetailsSchema, profileDetailsSchemaFor } from './profile-details.js';

const problem = (schema: typeof profileDetailsSchema, body: unknown) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('profile details', () => {
  it('checks each field as the admission form does, every one optional', () => {
    expect(problem(profileDetailsSchema, {})).toBeUndefined();
    expect(
      problem(profileDetailsSchema, {
        dateOfBirth: '2015-06-21',
        address: '12 MG Road',
        previousSchool: '',
        bloodGroup: 'B+',
        category: 'OBC',
      }),
    ).toBeUndefined();
    expect(problem(profileDetailsSchema, { dateOfBirth: '21/06/2015' })).toBe(
      ADMISSION_EXTRA_MESSAGES.dateOfBirthInvalid,
    );
    expect(problem(profileDetailsSchema, { bloodGroup: 'Z+' })).toBe(
      ADMISSION_EXTRA_MESSAGES.bloodGroupInvalid,
    );
    expect(problem(profileDetailsSchema, { category: 'Royal' })).toBe(
      ADMISSION_EXTRA_MESSAGES.categoryInvalid,
    );
    expect(problem(profileDetailsSchema, { nickname: 'Ro' })).toBeDefined();
  });

  it('refuses a birthday after the given day', () => {
    const today = profileDetailsSchemaFor('2026-11-29');
    expect(problem(today, { dateOfBirth: '2026-11-29' })).toBeUndefined();
    expect(problem(today, { dateOfBirth: '2026-11-30' })).toBe(
      ADMISSION_EXTRA_MESSAGES.dateOfBirthFuture,
    );
  });
});
