/**
 * The real 一分一段 tables of Guangdong (物理/历史, 2021–2025) shipped as shape sources: the sample generator
 * rescales them to Inner Mongolia's candidate counts, and tests use them as realistic tables. They are not
 * Inner Mongolia data and are never shown as such.
 */
import * as z from 'zod';
import { DatasetFileError, memoByDir, readDataCsv } from './data-files.ts';

export const GUANGDONG_RANK_YEARS = [2021, 2022, 2023, 2024, 2025] as const;
export const GUANGDONG_RANK_TRACKS = ['物理', '历史'] as const;
export type RankTrack = (typeof GUANGDONG_RANK_TRACKS)[number];

/** One real table: scores from the top band (everyone at or above it) down to 100, one line per point. */
export interface SourceRankTable {
  province: '广东';
  year: number;
  track: RankTrack;
  rows: readonly { score: number; count: number; cumulative: number }[];
  /** Candidates at 100 or above (the cumulative count of the last line). */
  total: number;
}

export function guangdongRankFile(year: number, track: RankTrack): string {
  return `score_rank_guangdong_2021_2025/gd_${year}_${track}_yifenyiduan.csv`;
}

const integral = (label: string) =>
  z
    .string()
    .regex(/^\d+(\.0+)?$/, `${label}应为非负整数`)
    .transform((v) => Math.round(Number(v)));
const sourceRow = z.object({
  year: z.string().regex(/^\d{4}$/, '年份应为 4 位数字'),
  category: z.enum(GUANGDONG_RANK_TRACKS, { message: '科类应为 物理 或 历史' }),
  score: integral('分数'),
  count: integral('人数'),
  cumulative_count: integral('累计人数'),
});

function loadOne(dataDir: string, year: number, track: RankTrack): SourceRankTable {
  const file = guangdongRankFile(year, track);
  const records = readDataCsv(
    dataDir,
    file,
    ['year', 'category', 'score', 'count', 'cumulative_count'],
    sourceRow,
  );
  const rows: { score: number; count: number; cumulative: number }[] = [];
  let previous: { score: number; cumulative: number } | null = null;
  for (const { line, value } of records) {
    if (Number(value.year) !== year || value.category !== track) {
      throw new DatasetFileError(file, line, `年份或科类与文件名（${year} ${track}）不符`);
    }
    if (previous && value.score !== previous.score - 1) {
      throw new DatasetFileError(file, line, `分数 ${value.score} 应紧接上一行的 ${previous.score - 1}`);
    }
    // The top band counts everyone at or above it, so only later lines must add up exactly.
    const cumulative = value.cumulative_count;
    if (previous && previous.cumulative + value.count !== cumulative) {
      throw new DatasetFileError(
        file,
        line,
        `累计人数 ${cumulative} 不等于上一行累计 ${previous.cumulative} 加本段人数 ${value.count}`,
      );
    }
    rows.push({ score: value.score, count: value.count, cumulative });
    previous = { score: value.score, cumulative };
  }
  const last = rows.at(-1);
  if (!last) throw new DatasetFileError(file, null, '没有数据行');
  return { province: '广东', year, track, rows: Object.freeze(rows), total: last.cumulative };
}

/** The 10 Guangdong tables (5 years × 物理/历史), validated line by line. */
export const loadGuangdongRankTables: (dataDir?: string) => readonly SourceRankTable[] = memoByDir(
  (dataDir) =>
    Object.freeze(
      GUANGDONG_RANK_YEARS.flatMap((year) => GUANGDONG_RANK_TRACKS.map((t) => loadOne(dataDir, year, t))),
    ),
);
