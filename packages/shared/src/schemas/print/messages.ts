/** What the print calls answer in words; the screen shows them as they come. */
export const PRINT_TEXTS = {
  institute: 'Please choose an institute.',
  klass: 'Please choose a class.',
  classNotFound: 'This class does not exist.',
  day: 'Choose a valid day (yyyy-mm-dd).',
  perPage: 'Cards per page: 8 or 10.',
  nothingToPrint: 'You do not have permission to print the lists of this institute.',
  noSession: 'This institute has no active academic session.',
} as const;
