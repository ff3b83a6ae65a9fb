/**
 * The columns several import kinds share (year, province, category, batch, college, group, major) and the
 * readers that check them against the region's config for the row's year.
 */
import { catalogYearFor, loadMajors, splitMajorCode } from '../majors.ts';
import { loadVocationalMajors } from '../majors-vocational.ts';
import { shortProvinceName } from '../provinces.ts';
import { batchesOf, categoriesOf, lineCategoryNamed, scoreLinesOf, type RegionConfig } from '../region.ts';
import { yearRefusal } from '../region-years.ts';
import { col, YEAR } from './kind-spec.ts';
import { normalizeBatch, normalizeCategory, padDigits, toHalfWidth, type RowReader } from './values.ts';

export const yearColumn = col(
  'year',
  '年份',
  ['year', '招生年份', '录取年份'],
  true,
  '四位年份，如 2025；文件中没有此列时按表头上方的标题或文件名读取（如“2022年”）',
);
export const provinceColumn = col(
  'province',
  '生源省份',
  ['province', '省份', '生源地', '招生省份'],
  false,
  '考生所在省份，留空为本站地区（内蒙古）',
);
export const categoryColumn = col(
  'category',
  '科类',
  ['category', 'subjectType', '科目类别', '类别', '首选科目', 'track'],
  true,
  '2024 年及以前：理科/文科；2025 年起：物理类/历史类（考试院写的“物理类（专项类）”按物理类、专项类计划记录）；文件中没有此列时按标题或文件名读取',
);
export const planCategoryColumn = col(
  'planCategory',
  '计划类别',
  ['planCategory', 'plan_category', '计划类型', '招生类型'],
  false,
  '普通类（留空为普通类）、国家专项计划、地方专项计划、高校专项计划、民族班、定向培养军士生 等；艺术类、体育类和对口招生（招收中职毕业生）的行不导入',
);
export const sourceColumn = col(
  'sourceUrl',
  '来源网址',
  ['sourceUrl', 'source_url', 'source_page', 'source', '来源', '来源链接', '数据来源'],
  false,
  '考试院公布此表的网页地址，如 https://www.nm.zsks.cn/…；页面上注明来源',
);
export const batchColumn = col(
  'batch',
  '批次',
  ['batch', 'batchName', '录取批次', '批次名称', 'section'],
  true,
  '如 本科一批、本科二批、本科批、高职(专科)批；文件中没有此列时按标题或文件名读取',
);
export const collegeCodeColumn = col(
  'collegeCode',
  '院校代码',
  ['collegeCode', '学校代码', '学校标识码', '院校标识码', 'school_code'],
  false,
  '教育部 10 位学校标识码（3～6 位的按本省招生代码读取，如 内蒙古 751、广东 10001）；院校代码、院校名称、招生代码至少填一个',
  true,
);
export const collegeNameColumn = col(
  'collegeName',
  '院校名称',
  ['collegeName', 'universityName', '学校名称', '院校', '学校', 'school_name'],
  false,
  '校名：与教育部名单比对，可带括号后缀如（中外合作办学）（xx校区）、院系或分校、曾用名；院校代码、院校名称、招生代码至少填一个',
);
export const enrollmentCodeColumn = col(
  'enrollmentCode',
  '招生代码',
  ['enrollmentCode', 'universityCode', '院校招生代码', '省招生代码', '投档代码', '院校代号'],
  false,
  '本省考试院给院校的代码（如 广东 10001）；导入后按省份和年份记住它对应的院校，专业组按“招生代码-专业组”区分',
  true,
);
export const groupColumn = col(
  'groupCode',
  '专业组',
  [
    'groupCode',
    'group',
    'majorGroupCode',
    '专业组代码',
    '院校专业组',
    '专业组号',
    '专业组代号',
    'group_code',
  ],
  false,
  '院校专业组代码（2025 年起必填），如 01',
  true,
);
export const majorCodeColumn = col(
  'majorCode',
  '专业代码',
  ['majorCode', '专业代号', 'major_code'],
  false,
  '本科专业目录代码，可带 T/K；院校或专业组的整体一行留空',
  true,
);
export const majorNameColumn = col(
  'majorName',
  '专业名称',
  ['majorName', '专业', 'major_name'],
  false,
  '院校或专业组的整体一行留空',
);

/** How the authority marks a category's 专项 plans: 物理类(专项类), 普通类（专项类）. */
const SPECIAL_PLAN = /[(（]专项类?[)）]$/;
/**
 * The categories of candidates the site does not model: 艺术类 and 体育类 (admitted on a composite of the
 * culture and the professional score) and 对口招生 (招收中职毕业生, on their own exam). Their rows are left out
 * with a note, never read as 物理类/历史类.
 */
const NOT_MODELLED = /艺术|体育|音乐|舞蹈|美术|播音|表演|导演|书法|戏曲|戏剧|对口|艺考|中职/;
export const NOT_MODELLED_NOTE =
  '艺术类、体育类和对口招生（招收中职毕业生）的考生按专业成绩或对口考试成绩录取，本站暂不收录，不导入';

export const SPECIAL_LINE_NOTE = '专项计划（普通类（专项类））的控制线：本地区的配置没有这条线，不导入';

/** The plan category of a row (计划类别): 普通类 unless the file or the category's 专项 mark says otherwise. */
function readPlanCategory(r: RowReader, special: boolean, key: string): string {
  const raw = r.raw(key).replace(/\s+/g, '');
  if (raw.length > 20) r.fail(key, '计划类别不能超过 20 个字');
  const general = raw === '' || /^普通类?$/.test(raw);
  if (special || SPECIAL_PLAN.test(toHalfWidth(raw)))
    return general || SPECIAL_PLAN.test(toHalfWidth(raw)) ? '专项类' : raw;
  return general ? '普通类' : raw;
}

/**
 * Province, year, category and batch of a row, checked against the region's rules in force that year: a year
 * after 当前年份 (`region.currentYear`, the site's setting) is refused for every province, one before the
 * region's first rules for its own; the other provinces' categories and batches are not the region's to check.
 * The plan category (计划类别) comes with them: the authority writes 专项 plans as a category "物理类(专项类)", and
 * a 专项 score line is read as the region's line of its own (本科批(专项类)). A score line of a category without
 * a 一分一段 table (艺术类, 体育类, 对口招生: the region's line categories) is read with its 专业类别 — the
 * authority's 控制线 table writes it in 类别 (`category`) beside 科类 (`track`), a school's sheet may give it its
 * own column — and a 专项 mark on it (美术与设计类（专项类）) names the 专项 line. Other rows of 艺术类, 体育类 and
 * 对口 candidates are skipped.
 */
export function readYearCategory(r: RowReader, region: RegionConfig, kind: 'line' | 'batch' | 'none') {
  const year = r.number('year', '年份', YEAR);
  const provinceRaw = r.raw('province');
  const province = provinceRaw === '' ? region.province : shortProvinceName(provinceRaw);
  // The authority's 控制线 table calls its 科类 `track` and its 类别 (普通类, 普通类（专项类）…) `category`.
  const byTrack = r.raw('track') !== '';
  const categoryKey = byTrack ? 'track' : 'category';
  const written = r.text(categoryKey, '科类', 20);
  const special = SPECIAL_PLAN.test(toHalfWidth(written));
  const categoryRaw = special ? toHalfWidth(written).replace(SPECIAL_PLAN, '') : written;
  let category = categoryRaw === '' ? '' : normalizeCategory(categoryRaw, region, year);
  let planCategory = readPlanCategory(r, special, byTrack ? 'category' : 'planCategory');
  const refusal = year === 0 ? null : yearRefusal(region, year, region.currentYear);
  const ownProvince = province === region.province;
  if (refusal !== null && (ownProvince || year > region.currentYear)) r.fail('year', refusal);
  const inRegion = ownProvince && refusal === null;
  const lineCategory = kind === 'line' && inRegion ? lineCategoryNamed(region, year, categoryRaw) : null;
  let professionalCategory = '';
  if (lineCategory !== null) {
    const key = byTrack ? 'category' : 'professionalCategory';
    const written = r.raw(key).replace(/\s+/g, '');
    professionalCategory = written.replace(SPECIAL_PLAN, '') || lineCategory;
    if (professionalCategory.length > 20) r.fail(key, '专业类别不能超过 20 个字');
    category = lineCategory;
    planCategory = SPECIAL_PLAN.test(written) || planCategory === '专项类' ? '专项类' : '普通类';
  } else if (inRegion && category !== '') {
    const names = categoriesOf(region, year).map((c) => c.name);
    if (!names.includes(category)) {
      if (NOT_MODELLED.test(`${categoryRaw} ${planCategory}`)) r.skip(NOT_MODELLED_NOTE);
      else r.fail(categoryKey, `${year} 年没有科类“${categoryRaw}”（应为 ${names.join('、')}）`);
    }
    if (NOT_MODELLED.test(planCategory)) r.skip(NOT_MODELLED_NOTE);
  }
  let batch = '';
  if (kind !== 'none') {
    const batchRaw = r.text('batch', '批次', 30);
    batch = batchRaw === '' ? '' : normalizeBatch(batchRaw, region, year);
    // A 专项 plan's line (本科 323 beside 普通类 363) gates only those plans: the line of its own the region
    // names after the batch (本科批(专项类)), left out where the region has none.
    if (kind === 'line' && planCategory === '专项类' && batch !== '') {
      const special = scoreLinesOf(region, year).find(
        (l) => l.planCategory === '专项类' && (l.name === batch || l.name === `${batch}(专项类)`),
      );
      if (!special) r.skip(SPECIAL_LINE_NOTE);
      else batch = special.name;
    }
    if (inRegion && batch !== '') {
      const names =
        kind === 'line'
          ? scoreLinesOf(region, year).map((l) => l.name)
          : batchesOf(region, year).map((b) => b.name);
      if (!names.includes(batch)) {
        r.fail(
          'batch',
          `${year} 年没有${kind === 'line' ? '分数线' : '批次'}“${batchRaw}”（应为 ${names.join('、')}）`,
        );
      }
    }
  }
  return {
    year,
    province,
    category,
    professionalCategory,
    batch,
    planCategory,
    unit: batchesOf(region, year).find((b) => b.name === batch)?.unit,
  };
}

/** The page the rows were published on (or the id of the page that quotes them); null when not given. */
export function readSource(r: RowReader): string | null {
  const value = r.raw('sourceUrl');
  if (value === '') return null;
  if (value.length > 300) r.fail('sourceUrl', '来源网址不能超过 300 个字');
  return value;
}

export function readCollege(r: RowReader) {
  const codeRaw = r.raw('collegeCode');
  const enrollmentRaw = r.raw('enrollmentCode');
  let enrollmentCode: string | null = null;
  if (enrollmentRaw !== '') {
    if (/^[0-9A-Za-z]{1,20}$/.test(enrollmentRaw)) enrollmentCode = enrollmentRaw;
    else r.fail('enrollmentCode', `招生代码应为不超过 20 位的数字或字母，实际为“${enrollmentRaw}”`);
  }
  let collegeCode: string | null = null;
  if (codeRaw !== '') {
    if (/^\d{10}$/.test(codeRaw)) collegeCode = codeRaw;
    else if (enrollmentRaw === '' && /^(?=.*\d)[0-9A-Z]{3,6}$/.test(codeRaw)) {
      // An exam authority's file calls its own 招生代码 (广东 10001, 内蒙古 751) 院校代码.
      enrollmentCode = codeRaw;
      r.note('院校代码不是 10 位的学校标识码，按本省招生代码读取');
    } else r.fail('collegeCode', `院校代码应为 10 位数字，实际为“${codeRaw}”`);
  }
  const collegeName = r.optionalText('collegeName', '院校名称', 60);
  if (codeRaw === '' && collegeName === null && enrollmentRaw === '')
    r.fail('collegeCode', '院校代码、院校名称和招生代码至少填写一个');
  return { collegeCode, collegeName, enrollmentCode };
}

/**
 * The major's catalog code, and the authority's own 招生专业代号 where the file gives that instead (内蒙古's plans
 * number the majors of a group 19, 1A …): the 代号 names the line, the catalog code stays unknown.
 */
export function readMajorCodes(
  r: RowReader,
  region: RegionConfig,
  year: number,
  batch: string,
): { majorCode: string | null; localCode: string | null } {
  const raw = r.raw('majorCode');
  if (/^[0-9A-Z]{1,4}$/.test(raw) && !/^\d{4}$/.test(raw)) {
    // The catalog code, where the catalog of the year (本科 or 专科, by the batch) has a major of that name: the
    // site links it and matches it across years by it.
    const level = batchesOf(region, year).find((b) => b.name === batch)?.level ?? '本科';
    const majorCode = catalogCodeByName(r.raw('majorName'), year, level);
    r.note(
      majorCode === null
        ? '专业代码是考试院的招生专业代号（不是专业目录代码），专业目录中没有同名专业的，按代号和专业名称记录'
        : '专业代码是考试院的招生专业代号（不是专业目录代码），按专业名称对应该年专业目录的代码',
    );
    return { majorCode, localCode: raw };
  }
  return { majorCode: readMajorCode(r), localCode: null };
}

const catalogsByName = new Map<string, Map<string, string>>();
/** The code of the major named `name` in the catalog of `year` at `level` (a trailing bracket note dropped). */
function catalogCodeByName(name: string, year: number, level: string): string | null {
  const key = `${catalogYearFor(year)}|${level}`;
  let byName = catalogsByName.get(key);
  if (!byName) {
    const majors = level === '专科' ? loadVocationalMajors() : loadMajors(catalogYearFor(year));
    byName = new Map(majors.map((m) => [m.name, m.code]));
    catalogsByName.set(key, byName);
  }
  const plain = toHalfWidth(name);
  return byName.get(plain) ?? byName.get(plain.replace(/(\([^()]*\))+$/, '')) ?? null;
}

export function readMajorCode(r: RowReader): string | null {
  const raw = r.raw('majorCode');
  if (raw === '') return null;
  const split = splitMajorCode(padDigits(raw, 6));
  if (!split) {
    r.fail('majorCode', `专业代码应为 6～7 位数字（可带 T/K），实际为“${raw}”`);
    return null;
  }
  return split.code;
}

/** A dash (or 无) where a value would be: the authority's "nothing here". */
export const NOTHING = /^(?:-|—|–|－|无)$/;

export function readGroup(r: RowReader, unit: string | undefined): string | null {
  const raw = r.raw('groupCode');
  if (NOTHING.test(raw)) {
    // An exam authority writes a college that admits as one group without a group code.
    r.note('专业组写作“-”的（该校只有一个专业组），按院校记录');
    return null;
  }
  if (raw === '') {
    if (unit === '院校专业组') r.fail('groupCode', '该年该批次按院校专业组录取，专业组不能为空');
    return null;
  }
  if (raw.length > 20) r.fail('groupCode', '专业组不能超过 20 个字');
  return padDigits(raw.replace(/^第|组$/g, ''), 2);
}

export const collegeKey = (v: {
  collegeCode: string | null;
  collegeName: string | null;
  enrollmentCode: string | null;
}) =>
  v.collegeCode ??
  (v.enrollmentCode === null ? `名称:${v.collegeName ?? ''}` : `招生代码:${v.enrollmentCode}`);

/** A 院校专业组 is named by the 招生代码 with it where the file gives one (广东 10001 + 201 → 10001-201). */
export const qualifiedGroup = (group: string | null, enrollmentCode: string | null): string | null =>
  group === null || enrollmentCode === null ? group : `${enrollmentCode}-${group}`;
