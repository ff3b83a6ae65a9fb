/**
 * The undergraduate majors catalogs (普通高等学校本科专业目录) of 2025 (845 majors; the codes of admission data
 * up to 2025) and 2026 (883; the codes of 2026 plans), as `Major` rows and as the 门类 → 专业类 → 专业 tree.
 */
import * as z from 'zod';
import { DatasetFileError, memoByDir, readDataCsv, readDataJson } from './data-files.ts';
import type { Major, MajorFlag } from './schemas.ts';

export const MAJOR_CATALOG_YEARS = [2025, 2026] as const;
export type MajorCatalogYear = (typeof MAJOR_CATALOG_YEARS)[number];

export const MAJORS_2025_FILE = 'majors_undergrad_2025/majors_2025.json';
export const MAJORS_2026_FILE = 'majors_undergrad_2026/majors_2026.csv';

/**
 * Majors usually taught in 5 years. The catalog does not list 修业年限 (each university sets it), so this is
 * the product's default, by major name, editable per college plan.
 */
export const FIVE_YEAR_MAJORS: readonly string[] = [
  '基础医学',
  '临床医学',
  '麻醉学',
  '医学影像学',
  '眼视光医学',
  '精神医学',
  '放射医学',
  '儿科学',
  '口腔医学',
  '预防医学',
  '中医学',
  '针灸推拿学',
  '藏医学',
  '蒙医学',
  '维医学',
  '壮医学',
  '哈医学',
  '傣医学',
  '回医学',
  '中医康复学',
  '中医养生学',
  '中医儿科学',
  '中医骨伤科学',
  '中西医临床医学',
  '法医学',
  '建筑学',
  '城乡规划',
];

/** The catalog whose codes the admission data of `year` uses: the latest edition not after it (2025 before). */
export function catalogYearFor(year: number): MajorCatalogYear {
  let chosen: MajorCatalogYear = MAJOR_CATALOG_YEARS[0];
  for (const candidate of MAJOR_CATALOG_YEARS) if (candidate <= year) chosen = candidate;
  return chosen;
}

/** '080901TK' → { code: '080901', flags: ['T', 'K'] }; null for anything else. */
export function splitMajorCode(raw: string): { code: string; flags: MajorFlag[] } | null {
  const match = /^(\d{6,7})(T?)(K?)$/.exec(raw.trim().toUpperCase());
  if (!match || match[1] === undefined) return null;
  const flags: MajorFlag[] = [];
  if (match[2]) flags.push('T');
  if (match[3]) flags.push('K');
  return { code: match[1], flags };
}

/**
 * 学位授予门类 by the catalog's rule 4: the major's 门类 unless its note names others
 * ('可授经济学或理学学士学位' → '经济学/理学', '授予工学学士学位' → '工学').
 */
export function degreeFromNote(category: string, note: string): string {
  const match = /(?:可授|授予)(.+?)学士学位/.exec(note);
  if (!match || match[1] === undefined) return category;
  return match[1].split('或').join('/');
}

const catalog2025 = z.object({
  version: z.literal('2025'),
  categories: z.array(
    z.object({
      code: z.string().regex(/^\d{2}$/),
      name: z.string().min(1),
      classes: z.array(
        z.object({
          code: z.string().regex(/^\d{4}$/),
          name: z.string().min(1),
          majors: z.array(
            z.object({
              code: z.string().regex(/^\d{6,7}$/),
              name: z.string().min(1),
              flags: z.enum(['', 'T', 'K', 'TK']),
              note: z.string(),
            }),
          ),
        }),
      ),
    }),
  ),
});

const catalog2026Row = z.object({
  门类代码: z.string().regex(/^\d{2}$/, '门类代码应为 2 位数字'),
  门类: z.string().min(1),
  专业类代码: z.string().regex(/^\d{4}$/, '专业类代码应为 4 位数字'),
  专业类: z.string().min(1),
  专业代码: z.string().regex(/^\d{6,7}T?K?$/, '专业代码格式错误'),
  专业名称: z.string().min(1),
  特设T: z.enum(['0', '1']),
  国控K: z.enum(['0', '1']),
  官方注释: z.string(),
  学位授予门类_按凡例推导: z.string().min(1),
});

const fiveYear = new Set(FIVE_YEAR_MAJORS);

function load2025(dataDir: string): Major[] {
  const data = readDataJson(dataDir, MAJORS_2025_FILE, catalog2025);
  return data.categories.flatMap((category) =>
    category.classes.flatMap((cls) =>
      cls.majors.map((m): Major => ({
        code: m.code,
        name: m.name,
        category: category.name,
        categoryCode: category.code,
        subcategory: cls.name,
        subcategoryCode: cls.code,
        level: '本科',
        degree: degreeFromNote(category.name, m.note),
        years: fiveYear.has(m.name) ? 5 : 4,
        flags: [...m.flags].filter((f): f is MajorFlag => f === 'T' || f === 'K'),
        catalogYear: 2025,
        note: m.note,
        previousCode: null,
      })),
    ),
  );
}

function load2026(dataDir: string): Major[] {
  const rows = readDataCsv(dataDir, MAJORS_2026_FILE, Object.keys(catalog2026Row.shape), catalog2026Row);
  return rows.map(({ line, value }): Major => {
    const split = splitMajorCode(value.专业代码);
    if (!split) throw new DatasetFileError(MAJORS_2026_FILE, line, `「专业代码」${value.专业代码} 格式错误`);
    const wantT = value.特设T === '1';
    const wantK = value.国控K === '1';
    if (split.flags.includes('T') !== wantT || split.flags.includes('K') !== wantK) {
      throw new DatasetFileError(MAJORS_2026_FILE, line, '专业代码的 T/K 标记与特设T、国控K 列不一致');
    }
    if (!split.code.startsWith(value.专业类代码) || !value.专业类代码.startsWith(value.门类代码)) {
      throw new DatasetFileError(MAJORS_2026_FILE, line, '专业代码与专业类代码、门类代码不对应');
    }
    const previous = /原专业代码为(\d{6,7})/.exec(value.官方注释);
    return {
      code: split.code,
      name: value.专业名称,
      category: value.门类,
      categoryCode: value.门类代码,
      subcategory: value.专业类,
      subcategoryCode: value.专业类代码,
      level: '本科',
      degree: value.学位授予门类_按凡例推导,
      years: fiveYear.has(value.专业名称) ? 5 : 4,
      flags: split.flags,
      catalogYear: 2026,
      note: value.官方注释,
      previousCode: previous?.[1] ?? null,
    };
  });
}

const loaders: Record<MajorCatalogYear, (dataDir?: string) => readonly Major[]> = {
  2025: memoByDir((dataDir) => Object.freeze(checkUnique(load2025(dataDir), MAJORS_2025_FILE))),
  2026: memoByDir((dataDir) => Object.freeze(checkUnique(load2026(dataDir), MAJORS_2026_FILE))),
};

/** `majors` unchanged if no two share a code; else the loader's error naming `file`. */
export function checkUnique(majors: Major[], file: string): Major[] {
  const seen = new Set<string>();
  for (const major of majors) {
    if (seen.has(major.code)) throw new DatasetFileError(file, null, `专业代码 ${major.code} 重复`);
    seen.add(major.code);
  }
  return majors;
}

/** The majors of one catalog edition: 845 for 2025, 883 for 2026. */
export function loadMajors(catalogYear: MajorCatalogYear, dataDir?: string): readonly Major[] {
  return loaders[catalogYear](dataDir);
}

/** A 门类 with its 专业类 and their majors, in catalog order. */
export interface MajorTreeCategory {
  code: string;
  name: string;
  subcategories: { code: string; name: string; majors: Major[] }[];
}

/** 门类 → 专业类 → 专业 of one catalog edition. */
export function majorTree(catalogYear: MajorCatalogYear, dataDir?: string): MajorTreeCategory[] {
  return buildMajorTree(loadMajors(catalogYear, dataDir));
}

/** Groups majors listed in catalog order into 门类 (or 专科 大类) → 专业类 → 专业. */
export function buildMajorTree(majors: readonly Major[]): MajorTreeCategory[] {
  const tree: MajorTreeCategory[] = [];
  for (const major of majors) {
    let category = tree.at(-1);
    if (category?.code !== major.categoryCode) {
      category = { code: major.categoryCode, name: major.category, subcategories: [] };
      tree.push(category);
    }
    let sub = category.subcategories.at(-1);
    if (sub?.code !== major.subcategoryCode) {
      sub = { code: major.subcategoryCode, name: major.subcategory, majors: [] };
      category.subcategories.push(sub);
    }
    sub.majors.push(major);
  }
  return tree;
}
