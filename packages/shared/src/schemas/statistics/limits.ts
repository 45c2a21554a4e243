/** Bounds of the statistics (the screen and the server share them). */

/** A range covers at most five years (1,827 days: five of 365 and two leap days). */
export const STATISTICS_MAX_DAYS = 1_827;
/** Enrolment by session shows the latest sessions, up to this many. */
export const STATISTICS_SESSIONS = 6;
/** The defaulters' list names the students who owe most, up to this many. */
export const STATISTICS_DEFAULTERS = 10;
/**
 * An attempt passes at this share of its maximum marks or above: the CBSE's 33 %. Exams keep no
 * pass mark of their own, so the statistics use the board's.
 */
export const STATISTICS_PASS_PERCENT = 33;
