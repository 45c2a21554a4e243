import { IMPORT_MESSAGES } from '@shala/shared';
import { describe, expect, it } from 'vitest';
import {
  camelParts,
  columnGuide,
  failedRowsCsv,
  fileProblem,
  fileSize,
  resultSummary,
} from './rules';

describe('import screen rules', () => {
  it('checks the chosen file before sending it', () => {
    expect(fileProblem({ name: 'students.CSV', size: 1200 })).toBeUndefined();
    expect(fileProblem({ name: 'students.xlsx', size: 1200 })).toBe(
      IMPORT_MESSAGES.notCsv('students.xlsx'),
    );
    expect(fileProblem({ name: 'empty.csv', size: 0 })).toBe(IMPORT_MESSAGES.empty);
    expect(fileProblem({ name: 'big.csv', size: 3 * 1_048_576 })).toBe(IMPORT_MESSAGES.tooLarge);
    expect(fileSize(512)).toBe('512 bytes');
    expect(fileSize(12_700)).toBe('12.4 KB');
  });

  it('summarises the report and lists failed rows as CSV', () => {
    const report = {
      imported: 997,
      failed: [{ row: 43, errors: ['Class "X" does not exist, here.'] }],
    };
    expect(resultSummary(report)).toBe('997 rows imported, 1 row not imported.');
    expect(resultSummary({ imported: 1, failed: [] })).toBe('1 row imported.');
    expect(failedRowsCsv(report)).toBe('row,reasons\r\n43,"Class ""X"" does not exist, here."');
  });

  it('marks the columns a file needs (parentEmail only when the student has none)', () => {
    const guide = columnGuide('students');
    expect(guide.find((c) => c.name === 'className')?.required).toBe(true);
    expect(guide.find((c) => c.name === 'parentEmail')?.required).toBe(false);
    expect(camelParts('parentFirstName')).toEqual(['parent', 'First', 'Name']);
    expect(columnGuide('staff').map((c) => c.name)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'role',
      'registrationNo',
    ]);
  });
});
