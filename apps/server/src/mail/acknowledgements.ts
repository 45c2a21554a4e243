/**
 * Public forms (contact us, direct admission) acknowledge by mail to an address anyone may type.
 * The acknowledgement carries only fixed words (no name, subject or text of the form), and one
 * address gets at most this many a day, so the forms cannot be used to mail strangers at will.
 */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** Whence to count an address's earlier acknowledgements. */
export const acknowledgementWindowStart = (now: Date) => new Date(now.getTime() - DAY_MS);

/** True while `sentInWindow` (this one included) is within the daily allowance. */
export const mayAcknowledge = (sentInWindow: number) =>
  sentInWindow <= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY;
