import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../schemas/imports.js';
import {
  csvLine,
  dataRowNumber,
  importDateToIso,
  importTemplate,
  isBlankRow,
  readHeader,
  recordOf,
  repeatsInFile,
  validateStaffRow,
  validateStudentRow,
} from './csv-import.js';

const TODAY = '2026-06-01';
const student = (over: Record<string, string> = {}) => ({
  firstName: 'Aarav',
  lastName: 'Sharma',
  className: 'Class 5 A',
  gender: 'male',
  dateOfBirth: '14/08/2016',
  email: '',
  phone: '',
  registrationNo: '',
  parentFirstName: 'Priya',
  parentLastName: 'Sharma',
  parentEmail: 'Priya.Sharma@Example.com',
  parentPhone: '98765 43210',
  relation: 'mother',
  sessionName: '',
  ...over,
});
const errorsOf = (
  r: ReturnType<typeof validateStudentRow> | ReturnType<typeof validateStaffRow>,
) => (r.ok ? [] : r.errors);

describe('CSV import header', () => {
  it('matches columns whatever their case, spaces or underscores, and ignores unknown ones', () => {
    const { columns, missing } = readHeader('staff', [
      '\uFEFFFirst Name',
      'last_name',
      'EMAIL',
      'Role',
      'Notes',
    ]);
    expect(columns).toEqual(['firstName', 'lastName', 'email', 'role', null]);
    expect(missing).toEqual([]);
  });

  it('names the required columns that are missing (a file without a header row)', () => {
    expect(readHeader('students', ['Aarav', 'Sharma', 'Class 5 A']).missing).toEqual([
      'firstName',
      'lastName',
      'className',
      'gender',
      'parentFirstName',
      'parentLastName',
      'parentEmail',
      'relation',
    ]);
    expect(IMPORT_MESSAGES.missingHeader(['role'])).toBe(
      'The first row must be the header. Missing columns: role.',
    );
  });

  it('reads a row by column and numbers rows as a spreadsheet does', () => {
    expect(recordOf(['firstName', null, 'lastName'], [' Asha ', 'x'])).toEqual({
      firstName: 'Asha',
      lastName: '',
    });
    expect(dataRowNumber(0)).toBe(2);
    expect(isBlankRow([' ', '', ''])).toBe(true);
    expect(isBlankRow(['', 'a'])).toBe(false);
  });
});

describe('a students row', () => {
  it('accepts a good row and normalises it', () => {
    const result = validateStudentRow(student(), TODAY);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      parentEmail: 'priya.sharma@example.com',
      parentPhone: '9876543210',
      relation: 'Mother',
      gender: 'male',
      dateOfBirthIso: '2016-08-14',
    });
  });

  it('lists every problem of the row', () => {
    const errors = errorsOf(
      validateStudentRow(
        student({
          firstName: '',
          lastName: 'Sh4rma',
          gender: 'boy',
          relation: 'Uncle',
          phone: '12345',
          className: '',
        }),
        TODAY,
      ),
    );
    expect(errors).toEqual([
      'First name is required.',
      'Last name may contain letters only.',
      'Class is required.',
      'Gender must be male, female or Other.',
      'Phone must have 10 digits.',
      'Relation must be Father, Mother or Guardian.',
    ]);
  });

  it('wants a parent e-mail when the student has none, and not the same as the student', () => {
    expect(errorsOf(validateStudentRow(student({ parentEmail: '' }), TODAY))).toEqual([
      IMPORT_MESSAGES.parentEmailRequired,
    ]);
    expect(
      validateStudentRow(student({ parentEmail: '', email: 'aarav@example.com' }), TODAY).ok,
    ).toBe(true);
    expect(
      errorsOf(validateStudentRow(student({ email: 'priya.sharma@example.com' }), TODAY)),
    ).toEqual([IMPORT_MESSAGES.sameEmails]);
    expect(errorsOf(validateStudentRow(student({ email: 'not-an-email' }), TODAY))).toEqual([
      'Email must be a valid e-mail address.',
    ]);
  });

  it('reads dates as dd/mm/yyyy (also d/m/yyyy), refusing unreal and future ones', () => {
    expect(importDateToIso('5/3/2015')).toBe('2015-03-05');
    expect(importDateToIso('05-03-2015')).toBe('2015-03-05');
    expect(importDateToIso('31/02/2015')).toBeUndefined();
    expect(importDateToIso('2015-03-05')).toBeUndefined();
    expect(errorsOf(validateStudentRow(student({ dateOfBirth: '31/02/2015' }), TODAY))).toEqual([
      IMPORT_MESSAGES.date,
    ]);
    expect(errorsOf(validateStudentRow(student({ dateOfBirth: '02/06/2026' }), TODAY))).toEqual([
      IMPORT_MESSAGES.futureDate,
    ]);
    const noDate = validateStudentRow(student({ dateOfBirth: '' }), TODAY);
    expect(noDate.ok && noDate.value.dateOfBirthIso).toBeNull();
  });
});

describe('a staff row', () => {
  it('needs names, an e-mail and a role', () => {
    expect(
      validateStaffRow({
        firstName: 'Asha',
        lastName: 'Verma',
        email: 'asha@example.com',
        role: 'Teacher',
      }).ok,
    ).toBe(true);
    expect(errorsOf(validateStaffRow({ firstName: 'Asha', lastName: 'Verma' }))).toEqual([
      'Email is required.',
      'Role is required.',
    ]);
  });
});

describe('repeats within the file', () => {
  it('flags the later rows, naming the first, case-blind, never empty cells', () => {
    const repeats = repeatsInFile(['a@x.in', '', 'b@x.in', 'A@X.in', '', 'a@x.in'], 'email');
    expect([...repeats.entries()]).toEqual([
      [3, 'Email is the same as in row 2.'],
      [5, 'Email is the same as in row 2.'],
    ]);
  });
});

describe('templates', () => {
  it('has the header and one example row that passes its own checks', () => {
    const [header, example, end] = importTemplate('students').split('\r\n');
    expect(header?.startsWith('firstName,lastName,className,gender,dateOfBirth')).toBe(true);
    expect(end).toBe('');
    const { columns } = readHeader('students', (header ?? '').split(','));
    expect(validateStudentRow(recordOf(columns, (example ?? '').split(',')), TODAY).ok).toBe(true);
    const staff = importTemplate('staff').split('\r\n');
    const staffColumns = readHeader('staff', (staff[0] ?? '').split(',')).columns;
    expect(validateStaffRow(recordOf(staffColumns, (staff[1] ?? '').split(','))).ok).toBe(true);
  });

  it('quotes cells with commas and quotes', () => {
    expect(csvLine(['a', 'b,c', 'say "hi"'])).toBe('a,"b,c","say ""hi"""');
  });
});
