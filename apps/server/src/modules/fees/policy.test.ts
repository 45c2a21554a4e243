import { describe, expect, it } from 'vitest';
import { mayReadDuesOf, readsAnyStudentWith } from './policy.js';

describe('fees policy', () => {
  it('lets those who set fees or record payments read any student, nobody else', () => {
    expect(readsAnyStudentWith(new Set(['getFeeStructure']))).toBe(true);
    expect(readsAnyStudentWith(new Set(['createPaymentRecord', 'getGroup']))).toBe(true);
    expect(readsAnyStudentWith(new Set(['getMembers', 'getPaymentRecord']))).toBe(false);
    expect(readsAnyStudentWith(new Set())).toBe(false);
  });

  it("reads a student's dues as staff or when the student is the caller's own, else not", () => {
    expect(mayReadDuesOf({ staff: true, own: false })).toBe(true);
    expect(mayReadDuesOf({ staff: false, own: true })).toBe(true);
    expect(mayReadDuesOf({ staff: false, own: false })).toBe(false);
  });
});
