// The official 广东 files as research input: 投档线 per 院校专业组 (min score, min rank, 计划数 and 投档人数) and
// the 一分一段 tables. See the PROVENANCE.txt beside each file for their traps: university_code is the 广东
// 招生代码, groups are renumbered between years, and the tables' top row is a ≥ band. PROVENANCE.txt calls
// plan_count the number filed, but it is the published plan (计划数, known before filling in: the year's seats);
// the number filed is in plan_type ("投档人数:N") and differs from it in 56 rows of 2023 and 79 of 2024.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GUANGDONG, loadGuangdongRankTables, parseImportFile } from '@zhiyuan/dataset';
import type { RegionData, YearUnit } from './units.ts';

/**
 * 广东 本科 batch lines (普通类 本科批次), as announced by 广东省教育考试院 each June: 2022 物理 445, 历史 437;
 * 2023 物理 439, 历史 433; 2024 物理 442, 历史 428. The 投档 files agree — the groups that do not fill admit down
 * to the line, so the line is where the weakest groups' lowest scores pile up (2022: 11 物理 and 17 历史 groups
 * at 445 / 437; 2023: 14 and 15 at 439 / 433; 2024: 31 and 24 at 442 / 428). The 2025 figures (物理 436, 历史 464) are read that way from the 2025 file (55 and
 * 41 groups) and should be checked against the 2025 announcement before being relied on.
 */
export const GUANGDONG_BACHELOR_LINES: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  2022: { 物理: 445, 历史: 437 },
  2023: { 物理: 439, 历史: 433 },
  2024: { 物理: 442, 历史: 428 },
  2025: { 物理: 436, 历史: 464 },
};

/** 投档人数 from the plan_type column ("投档人数:N"); null when absent. */
function filedOf(planType: string | undefined): number | null {
  const m = /投档人数\s*[:：]\s*(\d+)/.exec(planType ?? '');
  return m ? Number(m[1]) : null;
}

function csv(path: string): Record<string, string>[] {
  const lines = readFileSync(path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  const head = (lines[0] ?? '').split(',');
  return lines.slice(1).map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(head.map((h, i) => [h, cells[i] ?? '']));
  });
}

/** What a 投档 row says of a 院校专业组; the rest of a unit is the year's and the track's. */
interface GroupLine {
  collegeCode: string;
  groupCode: string;
  name: string;
  minRank: number;
  minScore: number;
  plan: number | null;
  filed: number | null;
}

/** A 本科批 unit of `year` and `track` (物理 | 历史), its plan known before filling in, the year's line beside it. */
const groupUnit = (year: number, track: string, line: GroupLine): YearUnit => ({
  year,
  stratum: track,
  level: '本科',
  collegeCode: line.collegeCode,
  groupCode: line.groupCode,
  name: line.name,
  minRank: line.minRank,
  minScore: line.minScore,
  planCount: line.plan,
  knownPlan: line.plan,
  filed: line.filed,
  lineScore: GUANGDONG_BACHELOR_LINES[year]?.[track] ?? null,
  levelLine: GUANGDONG_BACHELOR_LINES[year]?.[track] ?? null,
});

/** A year's units from guangdong_<year>_undergraduate.csv. */
const csvUnits = (dir: string, year: number): YearUnit[] =>
  csv(join(dir, `guangdong_${year}_undergraduate.csv`)).map((r) =>
    groupUnit(year, r.subject_type ?? '', {
      collegeCode: r.university_code ?? '',
      groupCode: r.major_group_code ?? '',
      name: r.university_name ?? '',
      minRank: Number(r.min_rank),
      minScore: Number(r.min_score),
      plan: Number(r.plan_count) || null,
      filed: filedOf(r.plan_type),
    }),
  );

/** The authority's workbooks of a year as published (广东省2022年本科普通类（物理）投档情况.xlsx), if in `dir`. */
const publishedFiles = (dir: string, year: number) =>
  ['物理', '历史']
    .map((track) => join(dir, `广东省${year}年本科普通类（${track}）投档情况.xlsx`))
    .filter(existsSync);

/** A year's units from the authority's workbooks, read by the product's import parser (no 投档人数 column). */
async function publishedUnits(files: readonly string[], year: number): Promise<YearUnit[]> {
  const units: YearUnit[] = [];
  for (const file of files) {
    const parsed = await parseImportFile('admission-records', new Uint8Array(readFileSync(file)), {
      region: GUANGDONG,
      fileName: file,
    });
    if (parsed.errors.length > 0) throw new Error(`${file}：${parsed.errors[0]?.message ?? ''}`);
    for (const { value: r } of parsed.rows) {
      units.push(
        groupUnit(year, r.category.replace(/类$/, ''), {
          collegeCode: r.enrollmentCode ?? '',
          groupCode: r.groupCode?.replace(`${r.enrollmentCode}-`, '') ?? '',
          name: r.collegeName ?? '',
          minRank: r.minRank ?? Number.NaN,
          minScore: r.minScore,
          plan: r.planCount,
          filed: null,
        }),
      );
    }
  }
  return units;
}

/**
 * The files of `years` found in `dirs`: guangdong_<year>_undergraduate.csv, or the authority's two workbooks of
 * the year as published (广东省<year>年本科普通类（物理|历史）投档情况.xlsx).
 */
export async function loadGuangdong(dirs: readonly string[], years: readonly number[]): Promise<RegionData> {
  const units: YearUnit[] = [];
  for (const year of years) {
    const dir = dirs.find((d) => existsSync(join(d, `guangdong_${year}_undergraduate.csv`)));
    const published = dirs.map((d) => publishedFiles(d, year)).find((files) => files.length > 0);
    if (dir) units.push(...csvUnits(dir, year));
    else if (published) units.push(...(await publishedUnits(published, year)));
    else
      throw new Error(
        `没有找到 ${year} 年的广东投档线文件（guangdong_${year}_undergraduate.csv 或考试院的投档情况 xlsx）`,
      );
  }
  const tables = loadGuangdongRankTables().map((t) => ({ year: t.year, stratum: t.track, rows: t.rows }));
  return { name: '广东', units, tables };
}
