import { sql } from 'drizzle-orm';
import { SITE_SETTING_KEYS } from '#shared/site-setting-keys';
import type { SiteSettings } from '#shared/site-settings';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';

/** Saves the public contact details in one transaction: all three change or none. */
export async function saveSettings({
  db,
  settings,
  admin,
  origin,
}: StaffChange & { db: Db; settings: SiteSettings }): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values(SITE_SETTING_KEYS.map((key) => ({ setting_key: key, setting_value: settings[key] })))
      .onConflictDoUpdate({
        target: appSettings.setting_key,
        set: { setting_value: sql`excluded.setting_value`, updated_at: sql`now()` },
      });
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'updated',
      entity: { type: 'settings', label: 'Contact details' },
      details: { ...settings },
    });
    return settings;
  });
}
