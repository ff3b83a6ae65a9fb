/**
 * The MOE list of regular universities (全国普通高等学校名单, 2026) joined with the 985/211/双一流 lists, as
 * the `College` rows the server seeds; plus the elite lists themselves.
 */
import { pinyin } from 'pinyin-pro';
import * as z from 'zod';
import { DatasetFileError, memoByDir, readDataCsv } from './data-files.ts';
import { shortProvinceName } from './provinces.ts';
import { collegeCodeSchema, type College, type CollegeNature, type EliteTag } from './schemas.ts';
import { COLLEGE_SHORT_NAMES } from './short-names.ts';

export const UNIVERSITIES_FILE = 'moe_universities_2026/moe_regular_hei_2026.csv';
export const ELITE_FILE = 'elite_lists/elite_tags_joined_moe2026.csv';

const text = z.string().trim();
const required = (label: string) => z.string().trim().min(1, `${label}不能为空`);
const flag = z.enum(['0', '1'], { message: '应为 0 或 1' }).transform((v) => v === '1');

const universityRow = z.object({
  序号: z.string().regex(/^\d+$/, '序号应为数字'),
  学校名称: required('学校名称'),
  学校标识码: collegeCodeSchema,
  主管部门: text,
  省份: required('省份'),
  所在地: text,
  办学层次: z.enum(['本科', '专科'], { message: '办学层次应为 本科 或 专科' }),
  备注: text,
});

const eliteRow = z.object({
  学校标识码: z.union([z.literal(''), collegeCodeSchema]),
  学校名称_MOE2026: text,
  源名单中的校名: required('源名单中的校名'),
  is985: flag,
  is211: flag,
  双一流_第一轮2017: flag,
  双一流_第二轮2022: flag,
  第二轮建设学科: text,
});

/** One school of the 985 / 211 / 双一流 lists; `code` is null for the 3 military schools not in the MOE list. */
export interface EliteListEntry {
  code: string | null;
  /** The MOE 2026 name where joined, else the list's own name. */
  name: string;
  is985: boolean;
  is211: boolean;
  /** 双一流 round 1 (2017) and round 2 (2022, the current list). */
  doubleFirstClassRound1: boolean;
  doubleFirstClassRound2: boolean;
  /** 第二轮建设学科 as published. */
  disciplines: string;
}

/** The elite lists: 147 schools (985: 39, 211: 116, 双一流 round 2: 147). */
export const loadEliteLists: (dataDir?: string) => readonly EliteListEntry[] = memoByDir((dataDir) =>
  Object.freeze(
    readDataCsv(dataDir, ELITE_FILE, Object.keys(eliteRow.shape), eliteRow).map(
      ({ value }): EliteListEntry => ({
        code: value.学校标识码 === '' ? null : value.学校标识码,
        name: value.学校名称_MOE2026 || value.源名单中的校名,
        is985: value.is985,
        is211: value.is211,
        doubleFirstClassRound1: value.双一流_第一轮2017,
        doubleFirstClassRound2: value.双一流_第二轮2022,
        disciplines: value.第二轮建设学科,
      }),
    ),
  ),
);

/** 民办 in 备注 → 民办; 中外合作办学 (or a foreign institution's school in Hainan) → 中外合作; else 公办. */
export function natureFromRemark(remark: string): CollegeNature {
  if (remark.includes('民办')) return '民办';
  if (remark.includes('中外合作') || remark.includes('境外高等教育机构')) return '中外合作';
  return '公办';
}

/** Full pinyin (no tones, no spaces, ü as v) and initials of a name; other characters are dropped. */
export function namePinyin(name: string): { pinyin: string; initials: string } {
  const clean = (parts: string[]) =>
    parts
      .join('')
      .toLowerCase()
      .replace(/ü/g, 'v')
      .replace(/[^a-z0-9]/g, '');
  return {
    pinyin: clean(pinyin(name, { toneType: 'none', type: 'array' })),
    initials: clean(pinyin(name, { pattern: 'first', toneType: 'none', type: 'array' })),
  };
}

/** The 2,952 regular universities (本科 1,412, 专科 1,540) with tags, nature and search keys. */
export const loadUniversities: (dataDir?: string) => readonly College[] = memoByDir((dataDir) => {
  const rows = readDataCsv(dataDir, UNIVERSITIES_FILE, Object.keys(universityRow.shape), universityRow);
  const lineByCode = new Map<string, number>();
  for (const { line, value } of rows) {
    const first = lineByCode.get(value.学校标识码);
    if (first !== undefined) {
      throw new DatasetFileError(
        UNIVERSITIES_FILE,
        line,
        `学校标识码 ${value.学校标识码} 与第 ${first} 行重复`,
      );
    }
    lineByCode.set(value.学校标识码, line);
  }
  const tagsByCode = new Map<string, EliteTag[]>();
  loadEliteLists(dataDir).forEach((entry, index) => {
    if (entry.code === null) return;
    if (!lineByCode.has(entry.code)) {
      throw new DatasetFileError(
        ELITE_FILE,
        index + 2,
        `学校标识码 ${entry.code} 不在全国普通高等学校名单中`,
      );
    }
    const tags: EliteTag[] = [];
    if (entry.is985) tags.push('985');
    if (entry.is211) tags.push('211');
    if (entry.doubleFirstClassRound2) tags.push('双一流');
    tagsByCode.set(entry.code, tags);
  });
  return Object.freeze(
    rows.map(({ value }): College => {
      const keys = namePinyin(value.学校名称);
      return {
        code: value.学校标识码,
        name: value.学校名称,
        province: shortProvinceName(value.省份),
        city: value.所在地,
        level: value.办学层次,
        nature: natureFromRemark(value.备注),
        department: value.主管部门,
        type: null,
        tags: tagsByCode.get(value.学校标识码) ?? [],
        website: null,
        intro: null,
        remark: value.备注,
        pinyin: keys.pinyin,
        pinyinInitials: keys.initials,
        shortNames: [...(COLLEGE_SHORT_NAMES[value.学校名称] ?? [])],
      };
    }),
  );
});

// The keyword rule lives in @zhiyuan/contracts so the feature test kit's fake search shares it.
export { collegeKeywordScore } from '@zhiyuan/contracts';

/**
 * The SQL LIKE pattern equivalent to the character-order rule of `collegeKeywordScore` ('内大' → '%内%大%'),
 * with LIKE's own wildcards escaped by backslash.
 */
export function keywordLikePattern(keyword: string): string {
  const chars = [...keyword.replace(/\s+/g, '').toLowerCase()].map((c) => c.replace(/[\\%_]/g, '\\$&'));
  return `%${chars.join('%')}%`;
}
