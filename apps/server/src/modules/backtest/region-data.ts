// The region's admission units as the method sees them: one unit (a college or a 院校专业组) per year, with
// what was known before that year's admission (its plan, its batch line, the lowest line of its level) and
// its outcome, plus the years' 一分一段 tables. Read from the admission records, 批次线 and rank tables.
import type { RegionData, YearUnit } from '@zhiyuan/admissions';
import type { RegionConfig } from '@zhiyuan/dataset';
import type { AdmissionRecords } from '../admission-records/index.ts';
import type { RankTables } from '../rank-tables/index.ts';
import type { ScoreLines } from '../score-lines/index.ts';
import { deriveRanks, type UnrankedUnit } from './derived-ranks.ts';
import { readRegionLines, readRegionTables } from './region-lines.ts';

export interface RegionDataSources {
  region: RegionConfig;
  admissionRecords: Pick<AdmissionRecords, 'unitColumns'>;
  scoreLines: Pick<ScoreLines, 'list'>;
  rankTables: Pick<RankTables, 'table' | 'years'>;
}

export interface LoadedRegionData {
  data: RegionData;
  /** Admission records read, and how many were generated samples. */
  records: number;
  samples: number;
}

/** Reads the units and tables of the region (of some categories only, when given). */
export async function loadRegionData(
  sources: RegionDataSources,
  categories: readonly string[] = [],
  /**
   * Also the units of a year without a 一分一段 table, their ranks converted from a later year's by line
   * difference (derived-ranks.ts): for live predictions' past years only, never for the backtest or the fit.
   */
  options: { deriveRanks?: boolean } = {},
): Promise<LoadedRegionData> {
  const rows = await sources.admissionRecords.unitColumns(categories);
  const lines = await readRegionLines(sources.region, sources.scoreLines);
  const { trackOf, lineOf, levelLineOf } = lines;

  // A unit's majors (its major rows), for matching it to its past by content, and each major's lowest rank,
  // from which a group of a later year holding some of them rebuilds its line (the reform year).
  const unitKey = (r: (typeof rows)[number]) =>
    `${r.year}|${r.category}|${r.batch}|${r.college_code}|${r.group_code}`;
  const majors = new Map<string, string[]>();
  const majorRanks = new Map<string, Map<string, number>>();
  for (const r of rows) {
    if (r.scope !== '专业') continue;
    const key = unitKey(r);
    const major = r.major_code ?? r.major_name ?? '';
    majors.set(key, [...(majors.get(key) ?? []), major]);
    if (r.min_rank === null) continue;
    const ranks = majorRanks.get(key) ?? new Map<string, number>();
    // A major printed twice in a unit (two 备注) counts at its weakest, as a group's line does.
    ranks.set(major, Math.max(ranks.get(major) ?? 0, r.min_rank));
    majorRanks.set(key, ranks);
  }
  const units: YearUnit[] = [];
  const unranked: UnrankedUnit[] = [];
  for (const r of rows) {
    if (r.scope === '专业') continue;
    if (r.min_rank === null && !options.deriveRanks) continue;
    const line = lineOf(r.year, r.category, r.batch);
    const unit = {
      year: r.year,
      stratum: trackOf(r.year, r.category),
      level: lines.levelOf(r.year, r.batch) ?? r.batch,
      collegeCode: r.college_code,
      groupCode: r.group_code === '' ? null : r.group_code,
      name: r.college_name,
      majors: majors.get(unitKey(r)) ?? null,
      majorRanks: majorRanks.get(unitKey(r)) ?? null,
      minScore: r.min_score,
      planCount: r.plan_count,
      knownPlan: r.plan_count,
      lineScore: line,
      levelLine: levelLineOf(r.year, r.category, r.batch),
    };
    if (r.min_rank === null) {
      if (r.sample !== 1) unranked.push(unit);
    } else units.push({ ...unit, minRank: r.min_rank });
  }
  // Only an official table ranks official rows across years: 2025's sample 一分一段 says nothing of them.
  const { tables, official } = await readRegionTables(lines, sources.rankTables);
  if (unranked.length > 0) units.push(...deriveRanks(unranked, official, lines.lineOfLevel));
  return {
    data: { name: sources.region.province, units, tables },
    records: rows.length,
    samples: rows.filter((r) => r.sample === 1).length,
  };
}
