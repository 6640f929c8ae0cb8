import { eq, sql } from 'drizzle-orm';
import { CUSTODY_SETTING_DEFAULTS, type CustodySettings } from '#shared/custody-settings';
import { recordStaffChange, type StaffChange } from '../../audit/staff-change';
import type { Db, DbOrTx } from '../../db/client';
import { appSettings } from '../../db/schema';

const THRESHOLD_KEY = 'release_second_approval_threshold';

/** The custody rules as set in Settings; one never set reads as its default. */
export async function getCustodySettings(db: DbOrTx): Promise<CustodySettings> {
  const [row] = await db
    .select({ value: appSettings.setting_value })
    .from(appSettings)
    .where(eq(appSettings.setting_key, THRESHOLD_KEY));
  const stored = row ? Number(row.value) : Number.NaN;
  return {
    release_second_approval_threshold: Number.isFinite(stored)
      ? stored
      : CUSTODY_SETTING_DEFAULTS.release_second_approval_threshold,
  };
}

/** Saves the custody rules, audited as a staff change in the same transaction. */
export async function saveCustodySettings({
  db,
  settings,
  admin,
  origin,
}: StaffChange & { db: Db; settings: CustodySettings }): Promise<CustodySettings> {
  const value = String(settings.release_second_approval_threshold);
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ setting_key: THRESHOLD_KEY, setting_value: value })
      .onConflictDoUpdate({
        target: appSettings.setting_key,
        set: { setting_value: value, updated_at: sql`now()` },
      });
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'updated',
      entity: { type: 'settings', label: 'Custody rules' },
      details: { ...settings },
    });
    return settings;
  });
}
