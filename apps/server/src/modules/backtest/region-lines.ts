// The region's 批次线 and 一分一段 tables as the method reads them: a category's track, the line a batch is
// admitted against, the lowest line of its level (本科一批 and 本科二批 both recruit from above the 本科二批 line),
// and the tables by year and track, the official ones apart (only they rank official rows across years).
// Shared by the units the backtest reads (region-data.ts) and the ranks a college page shows (converted-ranks.ts).
import type { RankRows } from '@zhiyuan/admissions';
import { batchesOf, categoriesOf, type RegionConfig } from '@zhiyuan/dataset';
import type { RankTables } from '../rank-tables/index.ts';
import type { ScoreLines } from '../score-lines/index.ts';

export interface RegionLines {
  /** The track of a year's category (物理类 and 理科 → 物理); the category itself when unknown. */
  trackOf(year: number, category: string): string;
  /** The level of a year's batch (本科 / 专科). */
  levelOf(year: number, batch: string): string | undefined;
  /** The 批次线 a batch is admitted against, of its year and category. */
  lineOf(year: number, category: string, batch: string): number | null;
  /** The lowest line of a batch's level, of its year and category. */
  levelLineOf(year: number, category: string, batch: string): number | null;
  /** The lowest line of a level in a year, on a track (through the category of that year on the track). */
  lineOfLevel(year: number, stratum: string, level: string): number | null;
}

/** The lines of the region, from its 批次线 rows. */
export async function readRegionLines(
  region: RegionConfig,
  scoreLines: Pick<ScoreLines, 'list'>,
): Promise<RegionLines> {
  const batchOf = (year: number, batch: string) => batchesOf(region, year).find((b) => b.name === batch);
  const lines = new Map<string, number>();
  for (const l of await scoreLines.list()) lines.set(`${l.year}|${l.category}|${l.batch}`, l.score);
  const lineOf = (year: number, category: string, batch: string) => {
    const name = batchOf(year, batch)?.line;
    return name === undefined ? null : (lines.get(`${year}|${category}|${name}`) ?? null);
  };
  const levelLineOf = (year: number, category: string, batch: string) => {
    const level = batchOf(year, batch)?.level;
    const known = batchesOf(region, year)
      .filter((b) => b.level === level)
      .map((b) => lineOf(year, category, b.name))
      .filter((l): l is number => l !== null);
    return level === undefined || known.length === 0 ? lineOf(year, category, batch) : Math.min(...known);
  };
  return {
    trackOf: (year, category) =>
      categoriesOf(region, year).find((c) => c.name === category)?.track ?? category,
    levelOf: (year, batch) => batchOf(year, batch)?.level,
    lineOf,
    levelLineOf,
    lineOfLevel: (year, stratum, level) => {
      const category = categoriesOf(region, year).find((c) => c.track === stratum)?.name ?? stratum;
      const batch = batchesOf(region, year).find((b) => b.level === level)?.name;
      return batch === undefined ? null : levelLineOf(year, category, batch);
    },
  };
}

/** Every stored 一分一段 table by year and track, and the official ones among them. */
export async function readRegionTables(
  lines: Pick<RegionLines, 'trackOf'>,
  rankTables: Pick<RankTables, 'table' | 'years'>,
): Promise<{ tables: RankRows[]; official: RankRows[] }> {
  const tables: RankRows[] = [];
  const official: RankRows[] = [];
  for (const [year, names] of await rankTables.years()) {
    for (const category of names) {
      const table = await rankTables.table(year, category);
      if (!table) continue;
      const rows = { year, stratum: lines.trackOf(year, category), rows: table.data.rows };
      tables.push(rows);
      if (!table.data.sample) official.push(rows);
    }
  }
  return { tables, official };
}
