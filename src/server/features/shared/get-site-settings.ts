import { inArray } from 'drizzle-orm';
import { SITE_SETTING_KEYS } from '#shared/site-setting-keys';
import type { SiteSettings } from '#shared/site-settings';
import type { DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';

/** The public contact details; a key without a row reads as an empty string. */
export async function getSiteSettings({ db }: { db: DbOrTx }): Promise<SiteSettings> {
  const rows = await db
    .select()
    .from(appSettings)
    .where(inArray(appSettings.setting_key, [...SITE_SETTING_KEYS]));
  const byKey = new Map(rows.map((row) => [row.setting_key, row.setting_value]));
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, byKey.get(key) ?? '']),
  ) as SiteSettings;
}
