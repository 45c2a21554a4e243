/**
 * The numbers of sign-in's limits (sign-in-throttle.ts), and why:
 * - 10 failures per account and address in 15 minutes: the limit one place had before, now
 *   without touching anyone elsewhere; it leaves a guesser 40 tries an hour from one address.
 * - Past 10 failures in an hour from everywhere, one try from an unknown browser per interval:
 *   2 s, doubling with each further failure, at most 60 s. Spread over any number of addresses
 *   that is under 70 guesses an hour and about 1,500 a day, against passwords that must be 8+
 *   characters and not common; the holder on a new browser waits a minute at most.
 * - A known browser's own failures: 10 in 15 minutes, then it is an unknown one (its row goes).
 * - A known browser stays known for 180 days after its last sign-in.
 */
export const SIGN_IN_LIMITS = {
  pairMax: 10,
  pairWindowMinutes: 15,
  deviceMax: 10,
  slowAfter: 10,
  accountWindowMinutes: 60,
  firstIntervalSeconds: 2,
  maxIntervalSeconds: 60,
  deviceDays: 180,
} as const;

/** The seconds between an account's sign-ins from unknown browsers after `failures`; 0: none. */
export function slowDownSeconds(failures: number): number {
  if (failures < SIGN_IN_LIMITS.slowAfter) return 0;
  const doublings = Math.min(failures - SIGN_IN_LIMITS.slowAfter, 16);
  return Math.min(
    SIGN_IN_LIMITS.maxIntervalSeconds,
    SIGN_IN_LIMITS.firstIntervalSeconds * 2 ** doublings,
  );
}
