import { getSupabase, type SiteSupabaseClient } from '@/lib/supabase';
import type { Json } from '@contract/database.types.ts';
import { SETTING_IS_PUBLIC, SETTING_KEYS, type SettingKey } from '@contract/settings.ts';

// Reading and writing the settings with the admin's session: the database lets only an admin who
// entered their code do either, and checks each value's shape again.

export interface StoredSetting {
  value: unknown;
  /** The database's time of the last change. */
  updatedAt: string;
}

export type StoredSettings = Partial<Record<SettingKey, StoredSetting>>;

const KNOWN = new Set<string>(Object.values(SETTING_KEYS));

export async function loadSettings(supabase: SiteSupabaseClient): Promise<StoredSettings> {
  const { data, error } = await supabase.from('site_settings').select('key, value, updated_at');
  if (error) throw error;
  const settings: StoredSettings = {};
  for (const row of data) {
    if (KNOWN.has(row.key)) settings[row.key as SettingKey] = { value: row.value, updatedAt: row.updated_at };
  }
  return settings;
}

/** Stores one value (creating the key when it has no row yet) and answers with what was stored. */
export async function saveSetting(key: SettingKey, value: Json): Promise<StoredSetting> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('site_settings')
    .upsert({ key, value, is_public: SETTING_IS_PUBLIC[key] }, { onConflict: 'key' })
    .select('value, updated_at')
    .single();
  if (error) throw error;
  return { value: data.value, updatedAt: data.updated_at };
}

/** Removes the key's row: for the announcement, "no announcement". */
export async function removeSetting(key: SettingKey): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from('site_settings').delete().eq('key', key);
  if (error) throw error;
}
