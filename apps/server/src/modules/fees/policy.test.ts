import { describe, expect, it } from 'vitest';
import { readsAnyStudentWith } from './policy.js';

describe('fees policy', () => {
  it('lets those who set fees or record payments read any student, nobody else', () => {
    expect(readsAnyStudentWith(new Set(['getFeeStructure']))).toBe(true);
    expect(readsAnyStudentWith(new Set(['createPaymentRecord', 'getGroup']))).toBe(true);
    expect(readsAnyStudentWith(new Set(['getMembers', 'getPaymentRecord']))).toBe(false);
    expect(readsAnyStudentWith(new Set())).toBe(false);
  });
});
