import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  adminCreateInstituteSchema,
  adminInstituteListQuerySchema,
  contactRequestListQuerySchema,
} from './admin.js';

const valid = {
  name: 'Green Valley School',
  session: { name: '2026-27', startDate: '01/04/2026', endDate: '31/03/2027' },
  admin: { firstName: 'Meena', lastName: 'Iyer', email: 'meena@example.com', phone: '9876501234' },
};
const firstMessage = (input: unknown) =>
  adminCreateInstituteSchema.safeParse(input).error?.issues[0]?.message;

describe('create institute input', () => {
  it('takes an institute, a dd/mm/yyyy session and an admin', () => {
    expect(
      adminCreateInstituteSchema.parse({ ...valid, name: '  Green Valley School ' }).name,
    ).toBe('Green Valley School');
  });

  it('refuses each broken field with its message', () => {
    expect(firstMessage({ ...valid, name: ' ' })).toBe(ADMIN_MESSAGES.instituteName);
    expect(firstMessage({ ...valid, name: 'x'.repeat(121) })).toBe(
      ADMIN_MESSAGES.instituteNameTooLong,
    );
    expect(firstMessage({ ...valid, session: { ...valid.session, startDate: '29/02/2026' } })).toBe(
      'Start date must be a real date written as dd/mm/yyyy.',
    );
    expect(firstMessage({ ...valid, session: { ...valid.session, endDate: '01/04/2026' } })).toBe(
      'The end date must be after the start date.',
    );
    expect(firstMessage({ ...valid, admin: { ...valid.admin, lastName: 'Iyer3' } })).toBe(
      'Last Name cannot have numbers',
    );
    expect(firstMessage({ ...valid, admin: { ...valid.admin, phone: '98765' } })).toBe(
      'Phone Number must have 10 digits',
    );
    expect(firstMessage({ ...valid, admin: { ...valid.admin, email: 'meena@' } })).toBe(
      'Enter Valid Email',
    );
    expect(adminCreateInstituteSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('list queries', () => {
  it('read page, page size, search and yes/no filters from the query string', () => {
    expect(adminInstituteListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(
      adminInstituteListQuerySchema.parse({
        page: '2',
        pageSize: '5',
        search: ' a ',
        verified: 'false',
      }),
    ).toEqual({ page: 2, pageSize: 5, search: 'a', verified: false });
    expect(contactRequestListQuerySchema.parse({ size: '3', handled: 'true' })).toMatchObject({
      size: 3,
      handled: true,
    });
    for (const bad of [{ page: '0' }, { pageSize: '101' }, { verified: 'yes' }, { page: 'abc' }]) {
      expect(adminInstituteListQuerySchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
