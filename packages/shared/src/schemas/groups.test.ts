import { describe, expect, it } from 'vitest';
import {
  classCreateSchema,
  className,
  classUpdateSchema,
  GROUP_MESSAGES,
  memberInviteSchema,
  memberListQuerySchema,
} from './groups.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('class names', () => {
  it('join level and section, or the level alone', () => {
    expect(className(' Class  5 ', 'A')).toBe('Class 5 A');
    expect(className('Nursery', null)).toBe('Nursery');
    expect(className('LKG', '  ')).toBe('LKG');
  });
});

describe('classCreateSchema', () => {
  it('upper-cases sections and defaults to none', () => {
    expect(classCreateSchema.parse({ level: 'Class 1', sections: ['a', 'b'] })).toEqual({
      level: 'Class 1',
      sections: ['A', 'B'],
    });
    expect(classCreateSchema.parse({ level: 'Class 1' }).sections).toEqual([]);
  });

  it('refuses repeated, odd and too many sections, and a missing level', () => {
    expect(firstMessage(classCreateSchema.safeParse({ level: 'C', sections: ['A', 'a'] }))).toBe(
      GROUP_MESSAGES.sectionRepeated,
    );
    expect(firstMessage(classCreateSchema.safeParse({ level: 'C', sections: ['A B'] }))).toBe(
      GROUP_MESSAGES.sectionChars,
    );
    const many = Array.from({ length: 27 }, (_, i) => `S${i}`);
    expect(firstMessage(classCreateSchema.safeParse({ level: 'C', sections: many }))).toBe(
      GROUP_MESSAGES.tooManySections,
    );
    expect(firstMessage(classCreateSchema.safeParse({ level: ' ' }))).toBe(GROUP_MESSAGES.level);
    expect(classCreateSchema.safeParse({ level: 'C', x: 1 }).success).toBe(false);
  });
});

describe('classUpdateSchema', () => {
  it('takes a section, null for none, or nothing to keep it', () => {
    expect(classUpdateSchema.parse({ level: 'Class 2', section: 'c' }).section).toBe('C');
    expect(classUpdateSchema.parse({ level: 'Class 2', section: null }).section).toBeNull();
    expect(classUpdateSchema.parse({ level: 'Class 2' }).section).toBeUndefined();
  });
});

describe('memberInviteSchema', () => {
  const base = {
    email: 'a@example.com',
    firstName: 'Asha',
    lastName: 'Verma',
    roleId: '00000000-0000-4000-8000-000000000001',
  };
  it('accepts a person with a role and optional session', () => {
    expect(memberInviteSchema.safeParse(base).success).toBe(true);
    expect(memberInviteSchema.safeParse({ ...base, sessionId: null }).success).toBe(true);
  });
  it('refuses a bad e-mail, digits in names and a missing role', () => {
    expect(memberInviteSchema.safeParse({ ...base, email: 'nope' }).success).toBe(false);
    expect(memberInviteSchema.safeParse({ ...base, firstName: 'A5' }).success).toBe(false);
    expect(firstMessage(memberInviteSchema.safeParse({ ...base, roleId: '' }))).toBe(
      GROUP_MESSAGES.role,
    );
  });
});

describe('memberListQuerySchema', () => {
  it('defaults paging and bounds it', () => {
    expect(memberListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(memberListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(memberListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
