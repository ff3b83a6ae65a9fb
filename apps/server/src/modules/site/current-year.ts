// 当前年份 (the exam year the site prepares students for) as a setting of the site: stored under
// `site.currentYear`, the region config's year until an admin sets it, and held to the region's range (from
// its first rules to the year after the latest year with data). Read per call like every setting, so a save
// in any process shows at once; 模拟填报, the catalog's default edition and every import read the same row.
import type { Kysely } from 'kysely';
import { siteSettingsSchema } from '@zhiyuan/contracts';
import { currentYearRange, currentYearRefusal, type RegionConfig } from '@zhiyuan/dataset';
import type { DB } from '../../db/schema.ts';
import { readSiteSettings, type StoredSettings } from './settings.ts';

/** 当前年份 as stored, or the region config's when unset. */
export function currentYearOf(stored: StoredSettings, region: RegionConfig): number {
  const text = stored['site.currentYear'];
  const year = text === undefined ? Number.NaN : Number(text);
  return Number.isInteger(year) ? year : region.currentYear;
}

/** Reads 当前年份 from the settings on every call. */
export function currentYearReader(db: Kysely<DB>, region: RegionConfig): () => Promise<number> {
  return async () => currentYearOf(await readSiteSettings(db), region);
}

/**
 * Why `text` cannot be stored as 当前年份 (the CLI's `site:set`; the back office's form checks the same range),
 * or null: an integer year from the region's first rules to the year after the latest year with data.
 */
export function currentYearProblem(
  region: RegionConfig,
  dataYears: Iterable<number>,
  text: string,
): string | null {
  // The contract's rule first, as the back office's form and the API apply it, then the region's range.
  const parsed = siteSettingsSchema.shape.currentYear.safeParse(
    text.trim() === '' ? Number.NaN : Number(text),
  );
  if (!parsed.success) return parsed.error.issues[0]?.message ?? null;
  return currentYearRefusal(currentYearRange(region, dataYears), parsed.data);
}
