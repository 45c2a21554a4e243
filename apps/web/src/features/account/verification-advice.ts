import type { Verification } from '@shala/shared';

/** What an account with unverified profiles can do next, depending on where they belong. */
export function profileAdvice(profiles: Verification['profiles']): string {
  const waiting = profiles.filter((p) => !p.verified);
  if (waiting.length === 0) return 'All your profiles are verified.';
  if (waiting.some((p) => p.institutes.length > 0)) {
    return 'Ask the office of the institute named under a profile to verify it.';
  }
  return "To join an institute, apply through its admission link (the school's office shares it) or ask its office to invite your e-mail address.";
}
