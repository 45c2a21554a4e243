import type { Verification } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import { profileAdvice } from './verification-advice';

type Profile = Verification['profiles'][number];
const profile = (verified: boolean, institutes: string[] = []): Profile => ({
  userProfileId: `p-${institutes.join('-')}-${verified}`,
  fullName: 'Meena Rao',
  verified,
  institutes: institutes.map((name) => ({ id: name, name, verified: true })),
});

describe('what the verify-account page advises', () => {
  it('says all is done when every profile is verified', () => {
    expect(profileAdvice([profile(true, ['Demo Public School'])])).toBe(
      'All your profiles are verified.',
    );
  });
  it('points to the institute when an unverified profile belongs to one', () => {
    expect(profileAdvice([profile(false, ['Demo Public School']), profile(false)])).toMatch(
      /office of the institute named under a profile/,
    );
  });
  it('explains how to join when the unverified profiles belong nowhere', () => {
    expect(profileAdvice([profile(true, ['Demo Public School']), profile(false)])).toMatch(
      /apply through its admission link .* invite your e-mail address/,
    );
  });
});
