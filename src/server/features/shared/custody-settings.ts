import { eq, sql } from 'drizzle-orm';
import { CUSTODY_SETTING_DEFAULTS, type CustodySettings } from '#shared/custody-settings';
import { VISIT_SETTING_DEFAULTS, visitSettingsSchema, type VisitSettings } from '#shared/visits';
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

/** One setting saved, audited as a staff change in the same transaction. */
async function saveSetting<Settings extends Record<string, unknown>>(
  { db, admin, origin }: StaffChange & { db: Db },
  {
    key,
    value,
    label,
    settings,
  }: { key: string; value: string; label: string; settings: Settings },
): Promise<Settings> {
  return db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({ setting_key: key, setting_value: value })
      .onConflictDoUpdate({
        target: appSettings.setting_key,
        set: { setting_value: value, updated_at: sql`now()` },
      });
    await recordStaffChange(tx, {
      admin,
      origin,
      action: 'updated',
      entity: { type: 'settings', label },
      details: { ...settings },
    });
    return settings;
  });
}

/** Saves the custody rules. */
export function saveCustodySettings({
  settings,
  ...change
}: StaffChange & { db: Db; settings: CustodySettings }): Promise<CustodySettings> {
  const value = String(settings.release_second_approval_threshold);
  return saveSetting(change, { key: THRESHOLD_KEY, value, label: 'Custody rules', settings });
}

const VISIT_RULES_KEY = 'visit_rules';

/** When the vault receives visitors (decision 070); never set, the defaults. */
export async function getVisitSettings(db: DbOrTx): Promise<VisitSettings> {
  const [row] = await db
    .select({ value: appSettings.setting_value })
    .from(appSettings)
    .where(eq(appSettings.setting_key, VISIT_RULES_KEY));
  if (!row) return VISIT_SETTING_DEFAULTS;
  const stored = visitSettingsSchema.safeParse(JSON.parse(row.value));
  return stored.success ? stored.data : VISIT_SETTING_DEFAULTS;
}

/** Saves the visiting hours and rooms. */
export function saveVisitSettings({
  settings,
  ...change
}: StaffChange & { db: Db; settings: VisitSettings }): Promise<VisitSettings> {
  const value = JSON.stringify(settings);
  return saveSetting(change, { key: VISIT_RULES_KEY, value, label: 'Visiting hours', settings });
}
