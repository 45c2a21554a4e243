import { describe, expect, it } from 'vitest';
import { auditQuerySchema, ownAuditQuerySchema } from './audit.js';
import {
  NOTIFICATION_SETTINGS_MESSAGES,
  updateNotificationSettingsSchema,
} from './notification-settings.js';

describe('notification settings input', () => {
  it('accepts app and e-mail toggles, with text off or left out', () => {
    expect(
      updateNotificationSettingsSchema.safeParse({
        appNotifications: true,
        emailNotifications: false,
      }).success,
    ).toBe(true);
    expect(
      updateNotificationSettingsSchema.safeParse({
        appNotifications: false,
        emailNotifications: true,
        smsNotifications: false,
      }).success,
    ).toBe(true);
  });

  it('refuses text notifications with the message', () => {
    const result = updateNotificationSettingsSchema.safeParse({
      appNotifications: true,
      emailNotifications: true,
      smsNotifications: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NOTIFICATION_SETTINGS_MESSAGES.smsUnavailable);
  });
});

describe('audit paging', () => {
  it('defaults to the first page of 20 and caps the size', () => {
    expect(ownAuditQuerySchema.parse({})).toEqual({ page: 0, size: 20 });
    expect(ownAuditQuerySchema.safeParse({ size: '101' }).success).toBe(false);
    expect(ownAuditQuerySchema.safeParse({ page: '-1' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ groupId: 'x' }).success).toBe(false);
  });
});
