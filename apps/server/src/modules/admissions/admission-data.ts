// The admission data as the handlers and other modules see it: the region's score lines, its 一分一段 tables
// (one per year and category, loaded when first asked for), the admission index, the plans, and whether
// sample data is in use — each cached until the data changes.
import type { Kysely } from 'kysely';
import type { ScoreLineItem } from '@zhiyuan/contracts';
import { scoreLinesOf, type RegionConfig } from '@zhiyuan/dataset';
import type { DataCache } from '../../data/cache.ts';
import type { DB } from '../../db/schema.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { AdmissionIndex } from './admission-index.ts';
import { RankTable } from './rank-table.ts';
import {
  anySampleData,
  loadAdmissionPlanRecords,
  loadAdmissionRecords,
  loadRankTableRecords,
  loadScoreLineRecords,
  rankTablePartitions,
  type AdmissionPlanRecord,
} from './store.ts';

export interface AdmissionData {
  region: RegionConfig;
  index(): Promise<AdmissionIndex>;
  /** The table of a year and category in the region, or undefined when there is none. */
  rankTable(year: number, category: string): Promise<RankTable | undefined>;
  /** Years (ascending) and their categories that have a rank table. */
  rankYears(): Promise<ReadonlyMap<number, readonly string[]>>;
  /** The region's score lines: newest year first, then category, then from the highest line down. */
  scoreLines(): Promise<readonly ScoreLineItem[]>;
  sampleInUse(): Promise<boolean>;
  /** The region's admission plans (招生计划) of every year. */
  plans(): Promise<readonly AdmissionPlanRecord[]>;
}

export function createAdmissionData(
  db: Kysely<DB>,
  cache: DataCache,
  catalog: Catalog,
  region: RegionConfig,
): AdmissionData {
  const province = region.province;
  return {
    region,
    index: () =>
      cache.get('admissions:index', async () => {
        const [records, colleges] = await Promise.all([
          loadAdmissionRecords(db, province),
          catalog.colleges(),
        ]);
        return new AdmissionIndex(records, colleges);
      }),
    rankTable: (year, category) =>
      cache.get(`admissions:rank:${year}|${category}`, async () => {
        const records = await loadRankTableRecords(db, year, province, category);
        return records.length === 0 ? undefined : new RankTable(year, category, records);
      }),
    rankYears: () =>
      cache.get('admissions:rankYears', async () => {
        const byYear = new Map<number, string[]>();
        for (const { year, category } of await rankTablePartitions(db, province)) {
          byYear.set(year, [...(byYear.get(year) ?? []), category]);
        }
        return new Map([...byYear].sort(([a], [b]) => a - b));
      }),
    scoreLines: () =>
      cache.get('admissions:scoreLines', async () => {
        const rows = await loadScoreLineRecords(db, province);
        const kindOf = (year: number, name: string) =>
          scoreLinesOf(region, year).find((l) => l.name === name)?.kind ?? '批次线';
        const categoryOrder = (year: number, name: string) => {
          const i = (region.categoriesByYear[year] ?? []).findIndex((c) => c.name === name);
          return i < 0 ? 99 : i;
        };
        return rows
          .map((r): ScoreLineItem => ({
            year: r.year,
            province: r.province,
            category: r.category,
            batch: r.batch,
            kind: kindOf(r.year, r.batch),
            score: r.score,
            sample: r.sample === 1,
          }))
          .sort(
            (a, b) =>
              b.year - a.year ||
              categoryOrder(a.year, a.category) - categoryOrder(b.year, b.category) ||
              a.category.localeCompare(b.category) ||
              b.score - a.score,
          );
      }),
    sampleInUse: () => cache.get('admissions:sampleInUse', () => anySampleData(db)),
    plans: () => cache.get('admissions:plans', () => loadAdmissionPlanRecords(db, province)),
  };
}
