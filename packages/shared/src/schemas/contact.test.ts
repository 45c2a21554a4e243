import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, QUERY_TYPES } from '../constants/index.js';
import { contactSchema } from './contact.js';

const valid = {
  contactPerson: 'Meera Nair',
  email: 'meera@example.in',
  phoneNo: '9876543210',
  category: 'FEEDBACK',
  subject: 'Fee receipts',
  content: 'Please send receipts by e-mail.',
};

function firstError(value: unknown, field: string): string | undefined {
  const result = contactSchema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('contact us (§5)', () => {
  it('accepts a valid request', () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });
  it('name: required, letters only, 2 to 128', () => {
    expect(firstError({ ...valid, contactPerson: '' }, 'contactPerson')).toBe('Name Required');
    expect(firstError({ ...valid, contactPerson: 'M' }, 'contactPerson')).toBe(
      'Name cannot have 2 characters',
    );
    expect(firstError({ ...valid, contactPerson: 'M'.repeat(129) }, 'contactPerson')).toBe(
      'Name Required',
    );
    expect(
      firstError({ ...valid, contactPerson: 'M'.repeat(128) }, 'contactPerson'),
    ).toBeUndefined();
    expect(firstError({ ...valid, contactPerson: 'Meera 2' }, 'contactPerson')).toBe(
      'Name can have only letters',
    );
  });
  it('email: required and valid', () => {
    expect(firstError({ ...valid, email: '' }, 'email')).toBe('Email Required');
    expect(firstError({ ...valid, email: 'meera' }, 'email')).toBe('Enter Valid Email');
  });
  it('phone: required, digits only', () => {
    expect(firstError({ ...valid, phoneNo: '' }, 'phoneNo')).toBe('Phone Required');
    expect(firstError({ ...valid, phoneNo: '98765x' }, 'phoneNo')).toBe('Phone Required');
  });
  it('query type: one of the spec list', () => {
    expect(QUERY_TYPES).toEqual([
      'GENERAL_QUERY',
      'FEEDBACK',
      'COMPLAIN',
      'REPORT_BUG',
      'SALES_RELATED',
      'OTHERS',
    ]);
    expect(firstError({ ...valid, category: '' }, 'category')).toBe('Query type Required');
    expect(firstError({ ...valid, category: undefined }, 'category')).toBe('Query type Required');
  });
  it('subject: 5 to 1024', () => {
    expect(firstError({ ...valid, subject: '' }, 'subject')).toBe('Query subject Required');
    expect(firstError({ ...valid, subject: 'Fees' }, 'subject')).toBe('Query subject Required');
    expect(firstError({ ...valid, subject: 'x'.repeat(1025) }, 'subject')).toBe(
      'Query subject Required',
    );
    expect(firstError({ ...valid, subject: 'x'.repeat(1024) }, 'subject')).toBeUndefined();
  });
  it('message: required, at most 2048', () => {
    expect(firstError({ ...valid, content: '' }, 'content')).toBe('Message Required');
    expect(firstError({ ...valid, content: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) }, 'content')).toBe(
      'Message Required',
    );
    expect(
      firstError({ ...valid, content: 'x'.repeat(CONTACT_MESSAGE_MAX) }, 'content'),
    ).toBeUndefined();
  });
});
