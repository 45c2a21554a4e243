/** What the statistics calls answer in words; the screen shows them as they come. */
export const STATISTICS_TEXTS = {
  group: 'Please choose a group.',
  day: 'Choose a valid date (yyyy-mm-dd).',
  range: 'Choose a range of at most five years, the first day first.',
  session: 'Choose a valid session.',
  sessionNotFound: 'This session does not exist.',
} as const;
