/**
 * When an application can be decided, as small predicates the decide service refuses by.
 */

/** Only a pending application is accepted or rejected, once. */
export const isUndecided = (application: { status: string }): boolean =>
  application.status === 'PENDING';

/** The students a class takes per session; null: as many as are accepted. */
export const seatLimit = (config: { seats: number | null } | undefined): number | null =>
  config?.seats ?? null;

/** A class with a seat limit takes no more students for the session than that. */
export const isFull = (seats: number, accepted: number): boolean => accepted >= seats;
