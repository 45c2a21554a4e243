import type { NotificationSettings, UpdateNotificationSettingsInput } from '@shala/shared';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { notificationSettings } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { recordAudit } from '../audit/record.js';
import type { Caller } from '../permissions/caller.js';

type Row = typeof notificationSettings.$inferSelect;

const DEFAULTS = { appNotifications: true, emailNotifications: true } as const;

function present(row: Pick<Row, 'appNotifications' | 'emailNotifications'>): NotificationSettings {
  return {
    appNotifications: row.appNotifications,
    emailNotifications: row.emailNotifications,
    smsNotifications: false,
  };
}

/** The acting profile's settings; a profile that never chose has app and e-mail on. */
export async function notificationSettingsOf(ctx: AppContext, caller: Caller) {
  const [row] = await ctx.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.profileId, caller.profileId));
  return present(row ?? DEFAULTS);
}

/** Spec §5: the toggles need a verified profile; text notifications are always off. */
export async function updateNotificationSettings(
  ctx: AppContext,
  caller: Caller,
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  if (!caller.verified) throw forbidden(NOTIFICATION_SETTINGS_MESSAGES.verifyFirst);
  if (input.smsNotifications) throw badRequest(NOTIFICATION_SETTINGS_MESSAGES.smsUnavailable);
  const values = {
    appNotifications: input.appNotifications,
    emailNotifications: input.emailNotifications,
    updatedAt: ctx.clock.now(),
  };
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationSettings)
      .values({ profileId: caller.profileId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.profileId, set: values })
      .returning();
    if (!row) throw new Error('notification settings not saved');
    await recordAudit(tx, ctx, caller, {
      action: 'notificationSettings.updated',
      targetType: 'profile',
      targetId: caller.profileId,
      detail: { app: row.appNotifications, email: row.emailNotifications },
    });
    return present(row);
  });
}
