// 内蒙古's official files (issue #34), seeded THROUGH THE IMPORT SERVICE a school uses: the same parsing, the
// same checks and college matching (with the shipped decisions for the colleges the MOE list does not hold),
// the same writers, which replace the sample rows of every year, category and province a file holds. Sample
// rows stay only where no official table exists (一分一段 of 2021–2025, records of 2021–2024 and 2026, plans
// of 2021–2025). Each file is one import run in 导入记录, as if staff had imported it; importing it again
// changes nothing. Only the region whose data it is (内蒙古) gets it.
import type { Kysely } from 'kysely';
import type { ImportReport } from '@zhiyuan/contracts';
import {
  NEIMENGGU_OFFICIAL_FILES,
  readOfficialDecisions,
  readOfficialFile,
  type OfficialFile,
  type RegionConfig,
} from '@zhiyuan/dataset';
import type { DB } from '../db/schema.ts';
import { createDataCache } from './cache.ts';
import { createDataModules } from './modules.ts';

export interface OfficialSeedResult {
  file: OfficialFile;
  report: ImportReport;
}

/** Whether the region has shipped official files. */
export function hasOfficialData(region: RegionConfig): boolean {
  return region.province === '内蒙古';
}

/**
 * Imports every shipped official file in order; stops at the first file the import refuses (its report says
 * why, nothing of it is written). The reports, one per file.
 */
export async function seedOfficialData(
  db: Kysely<DB>,
  region: RegionConfig,
  options: { now?: () => number; onProgress?: (step: string, done: number, total: number) => void } = {},
): Promise<OfficialSeedResult[]> {
  if (!hasOfficialData(region)) return [];
  const { imports } = createDataModules({
    db,
    cache: createDataCache(db),
    now: options.now ?? Date.now,
    region,
  });
  const decisions = readOfficialDecisions();
  const results: OfficialSeedResult[] = [];
  for (const file of NEIMENGGU_OFFICIAL_FILES) {
    const step = `正式数据：${file.label}`;
    const report = await imports.service.run(file.kind, readOfficialFile(file.name), {
      fileName: file.name,
      decisions,
      onProgress: (_phase, done, total) => options.onProgress?.(step, done, total),
    });
    results.push({ file, report });
    if (report.errorCount > 0) break;
  }
  return results;
}
