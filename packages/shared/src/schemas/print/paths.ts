/**
 * The print calls (issue 25 §6: `/print`). Each list is a GET that answers a PDF; groupId is the
 * class it is of (its caller's right is checked there), or the institute for the fee defaulters
 * and the setup.
 */
export const PRINT_API = {
  /** GET (groupId = the institute): the classes the caller may print for, and what of each. */
  setup: '/rest/print/setup',
  /** GET (groupId = a class): the class list, by roll number then name (getMembers). */
  classList: '/rest/print/class-list',
  /** GET (groupId = a class): guardians' names and phones, and addresses (getMemberDetails). */
  contactSheet: '/rest/print/contact-sheet',
  /** GET (groupId = a class, perPage 8 | 10): every student's ID card (getMemberDetails). */
  idCards: '/rest/print/id-cards',
  /** GET (groupId = the institute, classId, day): who owes fees overdue on the day (getFeeSummaryForGroup). */
  feeDefaulters: '/rest/print/fee-defaulters',
  /** GET (the same query): how many defaulters the PDF will list and what they owe, as JSON. */
  feeDefaultersCount: '/rest/print/fee-defaulters/count',
} as const;
