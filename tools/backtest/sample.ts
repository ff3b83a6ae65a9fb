// The generated sample data (Inner Mongolia, seed of `npm run seed`) as research input: units by college up
// to 2024 and by 院校专业组 in 2025, each with its majors and their lowest ranks, and the year's tables.
import { createSampleGenerator, INNER_MONGOLIA, type AdmissionRecord } from '@zhiyuan/dataset';
import type { RegionData, YearUnit } from './units.ts';

/** The seed `npm run seed` uses (apps/server/src/data/seed.ts, SAMPLE_SEED). */
export const SAMPLE_SEED = 20260601;

const trackOf = (year: number, category: string): string =>
  INNER_MONGOLIA.categoriesByYear[year]?.find((c) => c.name === category)?.track ?? category;
const levelOf = (year: number, batch: string): string =>
  INNER_MONGOLIA.batchesByYear[year]?.find((b) => b.name === batch)?.level ?? batch;

export function loadSample(seed: number = SAMPLE_SEED): RegionData {
  const generator = createSampleGenerator({ seed });
  const lines = new Map(generator.scoreLines.map((l) => [`${l.year}|${l.category}|${l.batch}`, l.score]));
  const lineOf = (r: AdmissionRecord): number | null => {
    const line = INNER_MONGOLIA.batchesByYear[r.year]?.find((b) => b.name === r.batch)?.line;
    return line === undefined ? null : (lines.get(`${r.year}|${r.category}|${line}`) ?? null);
  };
  /** The lowest line of the record's level (本科 / 专科) that year. */
  const levelLineOf = (r: AdmissionRecord): number | null => {
    const level = levelOf(r.year, r.batch);
    const scores = (INNER_MONGOLIA.batchesByYear[r.year] ?? [])
      .filter((b) => b.level === level)
      .map((b) => lines.get(`${r.year}|${r.category}|${b.line}`))
      .filter((s): s is number => s !== undefined);
    return scores.length > 0 ? Math.min(...scores) : null;
  };
  const units: YearUnit[] = [];
  let current: { row: AdmissionRecord; majors: AdmissionRecord[] } | null = null;
  const flush = () => {
    if (!current) return;
    const { row, majors } = current;
    const minRank = row.minRank;
    if (minRank === null) return;
    const keys = majors.map((m) => m.majorCode ?? m.majorName ?? '');
    units.push({
      year: row.year,
      stratum: trackOf(row.year, row.category),
      level: levelOf(row.year, row.batch),
      collegeCode: row.collegeCode,
      groupCode: row.groupCode,
      name: row.collegeName,
      majors: keys,
      majorRanks: new Map(majors.flatMap((m, i) => (m.minRank === null ? [] : [[keys[i] ?? '', m.minRank]]))),
      minRank,
      minScore: row.minScore,
      planCount: row.planCount,
      knownPlan: row.planCount,
      lineScore: lineOf(row),
      levelLine: levelLineOf(row),
    });
  };
  for (const r of generator.admissionRecords()) {
    if (r.scope === '专业') current?.majors.push(r);
    else {
      flush();
      current = { row: r, majors: [] };
    }
  }
  flush();
  const tables = new Map<
    string,
    { year: number; stratum: string; rows: { score: number; count: number; cumulative: number }[] }
  >();
  for (const t of generator.rankTables) {
    const key = `${t.year}|${trackOf(t.year, t.category)}`;
    const entry = tables.get(key) ?? { year: t.year, stratum: trackOf(t.year, t.category), rows: [] };
    entry.rows.push({ score: t.score, count: t.count, cumulative: t.cumulative });
    tables.set(key, entry);
  }
  return { name: '示例数据', units, tables: [...tables.values()] };
}
