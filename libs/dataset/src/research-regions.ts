/**
 * The research data of other provinces (shared/data/backtest_research): the official 投档 lines and 一分一段 tables the
 * recommendation method is chosen and measured on (docs/recommendation.md, the selection protocol). Never site
 * data. One folder per province, named in pinyin, with its PROVENANCE.txt:
 *   units_<year>.csv   year,stratum,level,college_code,college_name,group_code,min_score,min_rank,plan_count
 *                      (an optional column `filed` is the number filed, 投档人数)
 *   rank_<year>_<stratum>.csv   score,count,cumulative — the authority's 一分一段 table of the year and track
 *   lines.csv          year,stratum,level,line_score — the batch line of each year, track and level
 * A folder without the tables of a year takes the shipped ones of its province (广东's, rank-sources.ts).
 * A unit without min_rank is given one from its year's table by the caller (the engine's convention).
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { DatasetFileError, readDataCsv } from './data-files.ts';
import { loadGuangdongRankTables } from './rank-sources.ts';

/** The province a folder holds, by its pinyin name. */
export const RESEARCH_PROVINCES: Readonly<Record<string, string>> = {
  guangdong: '广东',
  jiangsu: '江苏',
  zhejiang: '浙江',
  shandong: '山东',
  hebei: '河北',
  liaoning: '辽宁',
  hubei: '湖北',
  hunan: '湖南',
  fujian: '福建',
  chongqing: '重庆',
  beijing: '北京',
  shanghai: '上海',
  tianjin: '天津',
  hainan: '海南',
  anhui: '安徽',
  jiangxi: '江西',
};

export interface ResearchUnit {
  readonly year: number;
  readonly stratum: string;
  readonly level: string;
  readonly collegeCode: string;
  readonly groupCode: string | null;
  readonly name: string;
  readonly minScore: number;
  /** Null when the file gives only the score. */
  readonly minRank: number | null;
  /** The published plan (计划数), known before filling in; null when unknown. */
  readonly planCount: number | null;
  readonly filed: number | null;
  /** The batch line of the unit's year, track and level (lines.csv); null when unknown. */
  readonly lineScore: number | null;
}

type RankRow = { score: number; count: number; cumulative: number };

export interface ResearchRegion {
  readonly name: string;
  readonly folder: string;
  readonly units: readonly ResearchUnit[];
  readonly tables: readonly {
    readonly year: number;
    readonly stratum: string;
    readonly rows: readonly RankRow[];
  }[];
}

const count = (label: string) => z.string().regex(/^\d+$/, `${label}应为非负整数`).transform(Number);
const optionalCount = (label: string) =>
  z
    .string()
    .regex(/^\d*$/, `${label}应为非负整数或留空`)
    .transform((v) => (v === '' ? null : Number(v)));
const UNIT_COLUMNS = [
  'year',
  'stratum',
  'level',
  'college_code',
  'college_name',
  'group_code',
  'min_score',
  'min_rank',
  'plan_count',
] as const;
/** The year, track and level every row of units and lines starts with. */
const placeOfRow = {
  year: z
    .string()
    .regex(/^\d{4}$/, '年份应为 4 位数字')
    .transform(Number),
  stratum: z.string().min(1, '科类不能为空'),
  level: z.string().min(1, '层次不能为空'),
};
const unitRow = z.object({
  ...placeOfRow,
  college_code: z.string().min(1, '院校代码不能为空'),
  college_name: z.string().min(1, '院校名称不能为空'),
  group_code: z.string(),
  min_score: count('最低分'),
  min_rank: optionalCount('最低位次'),
  plan_count: optionalCount('计划数'),
  filed: optionalCount('投档人数').optional(),
});
const rankRow = z.object({ score: count('分数'), count: count('人数'), cumulative: count('累计人数') });
const lineRow = z.object({
  ...placeOfRow,
  line_score: count('批次线'),
});

const filesOf = (dir: string, pattern: RegExp) =>
  readdirSync(dir)
    .map((file) => pattern.exec(file))
    .filter((m): m is RegExpExecArray => m !== null);

/** One province's folder. */
export function readResearchRegion(dir: string, folder: string): ResearchRegion {
  const name = RESEARCH_PROVINCES[folder] ?? folder;
  const tables: { year: number; stratum: string; rows: readonly RankRow[] }[] = filesOf(
    dir,
    /^rank_(\d{4})_(.+)\.csv$/,
  ).map(([file = '', year, stratum = '']) => ({
    year: Number(year),
    stratum,
    rows: readDataCsv(dir, file, ['score', 'count', 'cumulative'], rankRow).map((r) => r.value),
  }));
  const own = new Set(tables.map((t) => `${t.year}|${t.stratum}`));
  if (folder === 'guangdong') {
    for (const t of loadGuangdongRankTables()) {
      if (!own.has(`${t.year}|${t.track}`)) tables.push({ year: t.year, stratum: t.track, rows: t.rows });
    }
  }
  const lines = new Map<string, number>();
  if (existsSync(join(dir, 'lines.csv'))) {
    for (const { value: l } of readDataCsv(
      dir,
      'lines.csv',
      ['year', 'stratum', 'level', 'line_score'],
      lineRow,
    )) {
      lines.set(`${l.year}|${l.stratum}|${l.level}`, l.line_score);
    }
  }
  const units = filesOf(dir, /^units_(\d{4})\.csv$/).flatMap(([file = '', year]) =>
    readDataCsv(dir, file, UNIT_COLUMNS, unitRow).map(({ line, value: r }): ResearchUnit => {
      if (r.year !== Number(year)) throw new DatasetFileError(file, line, `年份 ${r.year} 与文件名不符`);
      return {
        year: r.year,
        stratum: r.stratum,
        level: r.level,
        collegeCode: r.college_code,
        groupCode: r.group_code === '' ? null : r.group_code,
        name: r.college_name,
        minScore: r.min_score,
        minRank: r.min_rank,
        planCount: r.plan_count,
        filed: r.filed ?? null,
        lineScore: lines.get(`${r.year}|${r.stratum}|${r.level}`) ?? null,
      };
    }),
  );
  return {
    name,
    folder,
    units,
    tables: tables.sort((a, b) => a.year - b.year || a.stratum.localeCompare(b.stratum)),
  };
}

/** Every province folder under `root` that holds units, by folder name; none when `root` does not exist. */
export function readResearchRegions(root: string): ResearchRegion[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && filesOf(join(root, d.name), /^units_(\d{4})\.csv$/).length > 0)
    .map((d) => d.name)
    .sort()
    .map((folder) => readResearchRegion(join(root, folder), folder));
}
