import { describe, expect, it } from 'vitest';
import { ROLE_MESSAGES, roleInputSchema } from './roles.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('roleInputSchema', () => {
  it('tidies the name and keeps known group actions', () => {
    expect(roleInputSchema.parse({ name: ' Class   Head ', permissions: ['getGroup'] })).toEqual({
      name: 'Class Head',
      permissions: ['getGroup'],
    });
    expect(roleInputSchema.parse({ name: 'Empty', permissions: [] }).permissions).toEqual([]);
  });

  it('names the first unknown action; user actions are not group actions', () => {
    expect(firstMessage(roleInputSchema.safeParse({ name: 'R', permissions: ['fly'] }))).toBe(
      ROLE_MESSAGES.unknownPermission('fly'),
    );
    expect(
      roleInputSchema.safeParse({ name: 'R', permissions: ['getNotifications'] }).success,
    ).toBe(false);
  });

  it('refuses repeats, a missing or long name and extra fields', () => {
    expect(
      firstMessage(roleInputSchema.safeParse({ name: 'R', permissions: ['getGroup', 'getGroup'] })),
    ).toBe(ROLE_MESSAGES.repeatedPermission);
    expect(firstMessage(roleInputSchema.safeParse({ name: '', permissions: [] }))).toBe(
      ROLE_MESSAGES.name,
    );
    expect(firstMessage(roleInputSchema.safeParse({ name: 'x'.repeat(51), permissions: [] }))).toBe(
      ROLE_MESSAGES.nameTooLong,
    );
    expect(roleInputSchema.safeParse({ name: 'R', permissions: [], builtinKey: 'X' }).success).toBe(
      false,
    );
  });
});
