/**
 * The 高等职业教育专科 part of the MOE 职业教育专业目录 (2021 edition as updated to July 2026): 811 majors in
 * 19 专业大类 and 97 专业类, as `Major` rows with level 专科 and as the 大类 → 专业类 → 专业 tree (the same shape
 * as the undergraduate catalog's 门类 tree, so one major picker serves both levels).
 *
 * The catalog lists no 修业年限 and 专科 awards no 学位: `years` is the usual 3 (a college's plan may differ)
 * and `degree` is ''. The 9 majors added in July 2026 are recruited from 2027; their `note` says so.
 */
import * as z from 'zod';
import { DatasetFileError, memoByDir, readDataCsv } from './data-files.ts';
import { buildMajorTree, checkUnique, splitMajorCode, type MajorTreeCategory } from './majors.ts';
import type { Major } from './schemas.ts';

export const VOCATIONAL_MAJORS_FILE = 'majors_vocational_2026/majors_vocational_2026.csv';
/** The edition's `catalogYear`: the July 2026 update, the catalog of the 2026 and later plans. */
export const VOCATIONAL_CATALOG_YEAR = 2026;
/** 修业年限 of a 高职专科 major when the college's plan says nothing else. */
export const VOCATIONAL_MAJOR_YEARS = 3;

const row = z.object({
  专业大类代码: z.string().regex(/^(4[1-9]|5\d)$/, '专业大类代码应为 41～59'),
  专业大类: z.string().regex(/^.+大类$/, '专业大类应以“大类”结尾'),
  专业类代码: z.string().regex(/^\d{4}$/, '专业类代码应为 4 位数字'),
  专业类: z.string().regex(/^.+类$/, '专业类应以“类”结尾'),
  专业代码: z.string().regex(/^\d{6}K?$/, '专业代码应为 6 位数字，国控专业带 K'),
  专业名称: z.string().trim().min(1, '专业名称不能为空'),
  国控K: z.enum(['0', '1'], { message: '国控K应为 0 或 1' }),
  起始招生年份: z.string().regex(/^(\d{4})?$/, '起始招生年份应为空或 4 位年份'),
});
type Row = z.output<typeof row>;

/** The checks a row needs beyond its own columns; the first failing one's message, else null. */
function rowProblem(value: Row, previousCode: string | null, names: Map<string, string>): string | null {
  const code = value.专业代码.replace('K', '');
  if (!value.专业类代码.startsWith(value.专业大类代码) || !code.startsWith(value.专业类代码)) {
    return '专业代码与专业类代码、专业大类代码不对应';
  }
  if (value.专业代码.endsWith('K') !== (value.国控K === '1')) return '专业代码的 K 标记与国控K 列不一致';
  if (previousCode !== null && code <= previousCode)
    return `专业代码 ${code} 未按目录顺序排在 ${previousCode} 之后`;
  for (const [key, name] of [
    [value.专业大类代码, value.专业大类],
    [value.专业类代码, value.专业类],
  ] as const) {
    const known = names.get(key);
    if (known !== undefined && known !== name) return `代码 ${key} 的名称“${name}”与前文“${known}”不一致`;
    names.set(key, name);
  }
  return null;
}

function load(dataDir: string): Major[] {
  const rows = readDataCsv(dataDir, VOCATIONAL_MAJORS_FILE, Object.keys(row.shape), row);
  const names = new Map<string, string>();
  let previousCode: string | null = null;
  return rows.map(({ line, value }): Major => {
    const problem = rowProblem(value, previousCode, names);
    const split = splitMajorCode(value.专业代码);
    if (problem !== null || !split)
      throw new DatasetFileError(VOCATIONAL_MAJORS_FILE, line, problem ?? '专业代码格式错误');
    previousCode = split.code;
    const from = value.起始招生年份;
    return {
      code: split.code,
      name: value.专业名称,
      category: value.专业大类,
      categoryCode: value.专业大类代码,
      subcategory: value.专业类,
      subcategoryCode: value.专业类代码,
      level: '专科',
      degree: '',
      years: VOCATIONAL_MAJOR_YEARS,
      flags: split.flags,
      catalogYear: VOCATIONAL_CATALOG_YEAR,
      note: from === '' ? '' : `2026年增补专业，自${from}年起招生`,
      previousCode: null,
    };
  });
}

/** The 811 高职专科 majors of the catalog, in catalog order. */
export const loadVocationalMajors: (dataDir?: string) => readonly Major[] = memoByDir((dataDir) =>
  Object.freeze(checkUnique(load(dataDir), VOCATIONAL_MAJORS_FILE)),
);

/** 专业大类 → 专业类 → 专业 of the 高职专科 catalog (19 大类, 97 专业类). */
export function vocationalMajorTree(dataDir?: string): MajorTreeCategory[] {
  return buildMajorTree(loadVocationalMajors(dataDir));
}
