import type { NotificationSettings, UpdateNotificationSettingsInput } from '@shala/shared';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@shala/shared';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import type { Caller } from '../permissions/index.js';
import {
  findNotificationSettings,
  type NotificationSettingsRow as Row,
  saveNotificationSettings,
} from './queries.js';

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
  return present((await findNotificationSettings(ctx.db, caller.profileId)) ?? DEFAULTS);
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
    const row = await saveNotificationSettings(tx, caller.profileId, values);
    await recordAudit(tx, ctx, caller, {
      action: 'notificationSettings.updated',
      targetType: 'profile',
      targetId: caller.profileId,
      detail: { app: row.appNotifications, email: row.emailNotifications },
    });
    return present(row);
  });
}
