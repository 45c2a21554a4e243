import type { NotificationSettings, UpdateNotificationSettingsInput } from '@shala/shared';
import { NOTIFICATION_SETTINGS_MESSAGES } from '@shala/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { type AuditSource, recordAudit } from '../audit/record.js';

type Row = typeof notificationSettings.$inferSelect;
type Profile = { profileId: string; verified: boolean };

const DEFAULTS = { appNotifications: true, emailNotifications: true } as const;

function present(row: Pick<Row, 'appNotifications' | 'emailNotifications'>): NotificationSettings {
  return {
    appNotifications: row.appNotifications,
    emailNotifications: row.emailNotifications,
    smsNotifications: false,
  };
}

/** The profile's settings; a profile that never chose has app and e-mail on. */
export async function notificationSettingsOf(db: Db, profileId: string) {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.profileId, profileId));
  return present(row ?? DEFAULTS);
}

/** Spec §5: the toggles need a verified profile; text notifications are always off. */
export async function updateNotificationSettings(
  deps: { db: Db; clock: Clock },
  profile: Profile,
  input: UpdateNotificationSettingsInput,
  audit: Omit<AuditSource, 'clock'>,
): Promise<NotificationSettings> {
  if (!profile.verified) throw forbidden(NOTIFICATION_SETTINGS_MESSAGES.verifyFirst);
  if (input.smsNotifications) throw badRequest(NOTIFICATION_SETTINGS_MESSAGES.smsUnavailable);
  const values = {
    appNotifications: input.appNotifications,
    emailNotifications: input.emailNotifications,
    updatedAt: deps.clock.now(),
  };
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationSettings)
      .values({ profileId: profile.profileId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.profileId, set: values })
      .returning();
    if (!row) throw new Error('notification settings not saved');
    await recordAudit(
      tx,
      { ...audit, clock: deps.clock },
      {
        action: 'notificationSettings.updated',
        targetType: 'profile',
        targetId: profile.profileId,
        detail: { app: row.appNotifications, email: row.emailNotifications },
      },
    );
    return present(row);
  });
}
