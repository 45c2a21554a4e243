import { describe, expect, it } from 'vitest';
import { describeAction } from './own-log';

describe('describeAction', () => {
  it('turns an action name into words', () => {
    expect(describeAction('createMembership')).toBe('Create membership');
    expect(describeAction('notificationSettings.updated')).toBe('Notification settings updated');
    expect(describeAction('')).toBe('');
  });
});
