/**
 * The columns several import kinds share (year, province, category, batch, college, group, major) and the
 * readers that check them against the region's config for the row's year.
 */
import { splitMajorCode } from '../majors.ts';
import { shortProvinceName } from '../provinces.ts';
import { batchesOf, categoriesOf, scoreLinesOf, type RegionConfig } from '../region.ts';
import { yearRefusal } from '../region-years.ts';
import { col, YEAR } from './kind-spec.ts';
import { normalizeBatch, normalizeCategory, padDigits, type RowReader } from './values.ts';

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
  ['category', 'subjectType', '科目类别', '类别', '首选科目'],
  true,
  '2024 年及以前：理科/文科；2025 年起：物理类/历史类；文件中没有此列时按标题或文件名读取',
);
export const batchColumn = col(
  'batch',
  '批次',
  ['batch', 'batchName', '录取批次', '批次名称'],
  true,
  '如 本科一批、本科二批、本科批、高职(专科)批；文件中没有此列时按标题或文件名读取',
);
export const collegeCodeColumn = col(
  'collegeCode',
  '院校代码',
  ['collegeCode', '学校代码', '学校标识码', '院校标识码'],
  false,
  '教育部 10 位学校标识码（4～6 位的按本省招生代码读取）；院校代码、院校名称、招生代码至少填一个',
  true,
);
export const collegeNameColumn = col(
  'collegeName',
  '院校名称',
  ['collegeName', 'universityName', '学校名称', '院校', '学校'],
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
  ['groupCode', 'group', 'majorGroupCode', '专业组代码', '院校专业组', '专业组号', '专业组代号'],
  false,
  '院校专业组代码（2025 年起必填），如 01',
  true,
);
export const majorCodeColumn = col(
  'majorCode',
  '专业代码',
  ['majorCode', '专业代号'],
  false,
  '本科专业目录代码，可带 T/K；院校或专业组的整体一行留空',
  true,
);
export const majorNameColumn = col(
  'majorName',
  '专业名称',
  ['majorName', '专业'],
  false,
  '院校或专业组的整体一行留空',
);

/**
 * Province, year, category and batch of a row, checked against the region's rules in force that year: a year
 * after 当前年份 (`region.currentYear`, the site's setting) is refused for every province, one before the
 * region's first rules for its own; the other provinces' categories and batches are not the region's to check.
 */
export function readYearCategory(r: RowReader, region: RegionConfig, kind: 'line' | 'batch' | 'none') {
  const year = r.number('year', '年份', YEAR);
  const provinceRaw = r.raw('province');
  const province = provinceRaw === '' ? region.province : shortProvinceName(provinceRaw);
  const categoryRaw = r.text('category', '科类', 20);
  const category = categoryRaw === '' ? '' : normalizeCategory(categoryRaw, region, year);
  const refusal = year === 0 ? null : yearRefusal(region, year, region.currentYear);
  const ownProvince = province === region.province;
  if (refusal !== null && (ownProvince || year > region.currentYear)) r.fail('year', refusal);
  const inRegion = ownProvince && refusal === null;
  if (inRegion && category !== '') {
    const names = categoriesOf(region, year).map((c) => c.name);
    if (!names.includes(category))
      r.fail('category', `${year} 年没有科类“${categoryRaw}”（应为 ${names.join('、')}）`);
  }
  let batch = '';
  if (kind !== 'none') {
    const batchRaw = r.text('batch', '批次', 30);
    batch = batchRaw === '' ? '' : normalizeBatch(batchRaw, region, year);
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
    batch,
    unit: batchesOf(region, year).find((b) => b.name === batch)?.unit,
  };
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
    else if (enrollmentRaw === '' && /^\d{4,6}$/.test(codeRaw)) {
      // An exam authority's file calls its own 招生代码 (广东 10001) 院校代码.
      enrollmentCode = codeRaw;
      r.note('院校代码不是 10 位的学校标识码，按本省招生代码读取');
    } else r.fail('collegeCode', `院校代码应为 10 位数字，实际为“${codeRaw}”`);
  }
  const collegeName = r.optionalText('collegeName', '院校名称', 60);
  if (codeRaw === '' && collegeName === null && enrollmentRaw === '')
    r.fail('collegeCode', '院校代码、院校名称和招生代码至少填写一个');
  return { collegeCode, collegeName, enrollmentCode };
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
