/**
 * What the fee calls answer in words (ours: the spec shows no fee-structure texts). The server
 * sends these; the screens show them as they come.
 */
export const FEE_TEXTS = {
  group: 'Please choose a group.',
  classGroup: 'Please choose a class.',
  id: 'Please choose a valid id.',
  session: 'Please choose a session.',
  sessionNotFound: 'This session does not exist.',
  structureNotFound: 'This fee structure does not exist.',
  studentNotFound: 'This student is not in the class in this session.',
  concessionNotFound: 'This concession does not exist.',
  name: 'Fee structure name required (at most 100 characters).',
  nameTaken: 'The class has a fee structure with this name in this session already.',
  particularName: 'Every particular needs a name (at most 100 characters).',
  particularNameTwice: 'Two particulars have the same name.',
  particulars: 'A fee structure has 1 to 50 particulars.',
  particularKind: 'A particular is a CHARGE or a DISCOUNT.',
  amount: 'Amounts are whole paise from 1 to 1,00,00,00,000.',
  lateFee: 'The late fee is whole paise from 0 to 1,00,00,00,000.',
  graceDays: 'Grace days are a whole number from 0 to 365.',
  percent: 'A percentage is from 0 to 100, with at most 2 decimals.',
  date: 'Choose a valid day (yyyy-mm-dd).',
  dueDateOutsideSession: (start: string, end: string) =>
    `Due dates must fall within the session (${start} to ${end}).`,
  discountFirst: 'A discount particular must come right after the charge it lowers.',
  discountDate: 'A discount particular is due on the same day as the charge before it.',
  discountTooLarge: 'A discount particular cannot be larger than the charge before it.',
  noCharge: 'A fee structure needs at least one charge.',
  paidInto:
    'Money has been paid into this fee structure; it cannot be deleted. Revert the payments first.',
  structureSaved: 'Fee structure saved.',
  structureDeleted: 'Fee structure deleted.',
  assigned: (n: number) => `Fee structure assigned to ${n} student${n === 1 ? '' : 's'}.`,
  noStudents: 'The class has no students in this session.',
  studentList: 'Choose the students from the class.',
  concessionHow: 'Give either a percentage or an amount for the concession.',
  reason: 'Give the reason for the concession (5 to 500 characters).',
  concessionSaved: 'Concession saved.',
  concessionDeleted: 'Concession deleted.',
  concessionNotAssigned: 'Assign the fee structure to the student before giving a concession.',
  ruleConcession: 'Sibling and staff-child concessions follow the fee structure’s rules.',
  carrySessions: 'Carry dues over from an earlier session to a later one.',
  carriedOver: (n: number, students: number) =>
    `${n} unpaid due${n === 1 ? '' : 's'} of ${students} student${students === 1 ? '' : 's'} carried over.`,
  students: 'Choose between 1 and 50 students.',
} as const;
