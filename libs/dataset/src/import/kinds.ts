/**
 * The import kinds: for each, its columns (Chinese template header, accepted aliases, required or not), how a
 * row becomes a typed value, its natural key (for duplicate rows) and its checks across rows. The templates
 * and docs are generated from these specs, so they cannot drift from the parser.
 */
import { FIVE_YEAR_MAJORS, splitMajorCode } from '../majors.ts';
import { shortProvinceName } from '../provinces.ts';
import { batchesOf, categoriesOf, scoreLinesOf, type RegionConfig } from '../region.ts';
import {
  collegeLevels,
  collegeNatures,
  eliteTags,
  type AdmissionPlan,
  type AdmissionRecord,
  type AdmissionScope,
  type College,
  type CollegeLevel,
  type CollegeNature,
  type EliteTag,
  type HighSchoolRow,
  type Major,
  type RankTableRow,
  type ScoreLine,
} from '../schemas.ts';
import {
  normalizeBatch,
  normalizeCategory,
  normalizeSubjectRequirement,
  padDigits,
  type ImportIssue,
  type RowReader,
} from './values.ts';

export const importKinds = [
  'colleges',
  'majors',
  'score-lines',
  'rank-table',
  'admission-records',
  'admission-plans',
  'high-schools',
] as const;
export type ImportKind = (typeof importKinds)[number];

/** Chinese names of the kinds, for the back office and the CLI. */
export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  colleges: '院校',
  majors: '专业',
  'score-lines': '批次线',
  'rank-table': '一分一段表',
  'admission-records': '历年录取',
  'admission-plans': '招生计划',
  'high-schools': '高中学校',
};

/** A college as imported (search keys are computed by the server with `namePinyin`). */
export type CollegeImportRow = Omit<College, 'pinyin' | 'pinyinInitials' | 'shortNames' | 'remark'>;
export type ScoreLineImportRow = Omit<ScoreLine, 'sample'>;
export type RankTableImportRow = Omit<RankTableRow, 'sample'>;
/** An admission record as imported: the college by code or by exact name (the server resolves the other). */
export type AdmissionRecordImportRow = Omit<AdmissionRecord, 'sample' | 'collegeCode' | 'collegeName'> & {
  collegeCode: string | null;
  collegeName: string | null;
};
export type AdmissionPlanImportRow = Omit<AdmissionPlan, 'sample' | 'collegeCode' | 'collegeName'> & {
  collegeCode: string | null;
  collegeName: string | null;
};

/** The typed row of each kind. */
export interface ImportRowMap {
  colleges: CollegeImportRow;
  majors: Major;
  'score-lines': ScoreLineImportRow;
  'rank-table': RankTableImportRow;
  'admission-records': AdmissionRecordImportRow;
  'admission-plans': AdmissionPlanImportRow;
  'high-schools': HighSchoolRow;
}

export interface ColumnSpec {
  key: string;
  /** The template header. */
  header: string;
  /** Other headers accepted (Chinese variants and English), matched ignoring case, spaces and _ - *. */
  aliases: readonly string[];
  required: boolean;
  /** What goes in the column, for the template's 说明 sheet and docs/data-import.md. */
  note: string;
  /** Kept as text in the XLSX template so codes keep their leading zeros. */
  text?: boolean;
}

export interface KindSpec<V> {
  kind: ImportKind;
  columns: readonly ColumnSpec[];
  /** Groups of columns of which at least one must be present (e.g. 院校代码 or 院校名称). */
  oneOf?: readonly (readonly string[])[];
  read(r: RowReader, region: RegionConfig): V;
  /** Natural key: two rows with the same key are duplicates. */
  key(value: V): string;
  /** Checks across rows (a rank table's cumulative counts). */
  check?(rows: readonly { line: number; value: V }[]): ImportIssue[];
}

const col = (
  key: string,
  header: string,
  aliases: readonly string[],
  required: boolean,
  note: string,
  text = false,
): ColumnSpec => ({ key, header, aliases, required, note, text });

const YEAR = { min: 2000, max: 2100, integer: true };
const SCORE = { min: 0, max: 750, integer: false };
const COUNT = { min: 0, max: 10_000_000, integer: true };

const yearColumn = col('year', '年份', ['year', '招生年份', '录取年份'], true, '四位年份，如 2025');
const provinceColumn = col(
  'province',
  '生源省份',
  ['province', '省份', '生源地', '招生省份'],
  false,
  '考生所在省份，留空为本站地区（内蒙古）',
);
const categoryColumn = col(
  'category',
  '科类',
  ['category', '科目类别', '类别', '首选科目'],
  true,
  '2024 年及以前：理科/文科；2025 年起：物理类/历史类',
);
const batchColumn = col(
  'batch',
  '批次',
  ['batch', '录取批次', '批次名称'],
  true,
  '如 本科一批、本科二批、本科批、高职(专科)批',
);
const collegeCodeColumn = col(
  'collegeCode',
  '院校代码',
  ['collegeCode', '学校代码', '学校标识码', '院校标识码'],
  false,
  '教育部 10 位学校标识码；与院校名称至少填一个',
  true,
);
const collegeNameColumn = col(
  'collegeName',
  '院校名称',
  ['collegeName', '学校名称', '院校', '学校'],
  false,
  '与教育部名单完全一致的校名；与院校代码至少填一个',
);
const groupColumn = col(
  'groupCode',
  '专业组',
  ['groupCode', 'group', '专业组代码', '院校专业组', '专业组号'],
  false,
  '院校专业组代码（2025 年起必填），如 01',
  true,
);
const majorCodeColumn = col(
  'majorCode',
  '专业代码',
  ['majorCode', '专业代号'],
  false,
  '本科专业目录代码，可带 T/K；院校或专业组的整体一行留空',
  true,
);
const majorNameColumn = col(
  'majorName',
  '专业名称',
  ['majorName', '专业'],
  false,
  '院校或专业组的整体一行留空',
);

/** Province, year, category and batch of a row, checked against the region's config for that year. */
function readYearCategory(r: RowReader, region: RegionConfig, kind: 'line' | 'batch' | 'none') {
  const year = r.number('year', '年份', YEAR);
  const provinceRaw = r.raw('province');
  const province = provinceRaw === '' ? region.province : shortProvinceName(provinceRaw);
  const categoryRaw = r.text('category', '科类', 20);
  const category = categoryRaw === '' ? '' : normalizeCategory(categoryRaw, region, year);
  const inRegion = province === region.province && region.years.includes(year);
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

function readCollege(r: RowReader) {
  const codeRaw = r.raw('collegeCode');
  let collegeCode: string | null = null;
  if (codeRaw !== '') {
    if (/^\d{10}$/.test(codeRaw)) collegeCode = codeRaw;
    else r.fail('collegeCode', `院校代码应为 10 位数字，实际为“${codeRaw}”`);
  }
  const collegeName = r.optionalText('collegeName', '院校名称', 60);
  if (codeRaw === '' && collegeName === null) r.fail('collegeCode', '院校代码和院校名称至少填写一个');
  return { collegeCode, collegeName };
}

function readMajorCode(r: RowReader): string | null {
  const raw = r.raw('majorCode');
  if (raw === '') return null;
  const split = splitMajorCode(padDigits(raw, 6));
  if (!split) {
    r.fail('majorCode', `专业代码应为 6～7 位数字（可带 T/K），实际为“${raw}”`);
    return null;
  }
  return split.code;
}

function readGroup(r: RowReader, unit: string | undefined): string | null {
  const raw = r.raw('groupCode');
  if (raw === '') {
    if (unit === '院校专业组') r.fail('groupCode', '该年该批次按院校专业组录取，专业组不能为空');
    return null;
  }
  if (raw.length > 20) r.fail('groupCode', '专业组不能超过 20 个字');
  return padDigits(raw.replace(/^第|组$/g, ''), 2);
}

const collegeKey = (v: { collegeCode: string | null; collegeName: string | null }) =>
  v.collegeCode ?? `名称:${v.collegeName ?? ''}`;

const colleges: KindSpec<CollegeImportRow> = {
  kind: 'colleges',
  columns: [
    col('code', '院校代码', ['code', '学校代码', '学校标识码'], true, '教育部 10 位学校标识码', true),
    col('name', '院校名称', ['name', '学校名称'], true, '校名'),
    col('province', '省份', ['province', '所在省份'], true, '如 内蒙古 或 内蒙古自治区'),
    col('city', '城市', ['city', '所在地', '所在城市'], false, '如 呼和浩特市'),
    col('level', '办学层次', ['level', '层次'], true, '本科 或 专科'),
    col('nature', '办学性质', ['nature', '性质', '公私性质'], false, '公办、民办 或 中外合作，留空为公办'),
    col('department', '主管部门', ['department', '隶属'], false, '如 教育部'),
    col('type', '院校类型', ['type', '类型'], false, '如 综合、理工、师范'),
    col('tags', '标签', ['tags', '院校标签'], false, '985、211、双一流，多个用顿号或逗号分隔'),
    col('website', '官网', ['website', '网址', '学校网址'], false, '以 http:// 或 https:// 开头'),
    col('intro', '简介', ['intro', '学校简介', '院校简介'], false, '纯文本'),
  ],
  read(r) {
    const code = r.text('code', '院校代码', 10);
    if (code !== '' && !/^\d{10}$/.test(code)) r.fail('code', `院校代码应为 10 位数字，实际为“${code}”`);
    const levelRaw = r.text('level', '办学层次', 10).replace(/^高职.*$/, '专科');
    const level = (collegeLevels as readonly string[]).includes(levelRaw)
      ? (levelRaw as CollegeLevel)
      : '本科';
    if (levelRaw !== '' && level !== levelRaw)
      r.fail('level', `办学层次应为 本科 或 专科，实际为“${levelRaw}”`);
    const natureRaw = r
      .raw('nature')
      .replace(/办学$/, '')
      .replace(/^公立$/, '公办')
      .replace(/^私立$/, '民办');
    const nature = natureRaw === '' ? '公办' : (natureRaw as CollegeNature);
    if (!(collegeNatures as readonly string[]).includes(nature)) {
      r.fail('nature', `办学性质应为 公办、民办 或 中外合作，实际为“${natureRaw}”`);
    }
    const tags: EliteTag[] = [];
    for (const tag of r
      .raw('tags')
      .split(/[,，、;；/\s]+/)
      .filter((t) => t !== '')) {
      if ((eliteTags as readonly string[]).includes(tag)) {
        if (!tags.includes(tag as EliteTag)) tags.push(tag as EliteTag);
      } else r.fail('tags', `未知标签“${tag}”（可用 985、211、双一流）`);
    }
    const website = r.optionalText('website', '官网', 200);
    if (website !== null && !/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(website)) {
      r.fail('website', `官网应以 http:// 或 https:// 开头，实际为“${website}”`);
    }
    return {
      code,
      name: r.text('name', '院校名称', 60),
      province: shortProvinceName(r.text('province', '省份', 20)),
      city: r.raw('city'),
      level,
      nature,
      department: r.raw('department'),
      type: r.optionalText('type', '院校类型', 20),
      tags,
      website,
      intro: r.optionalText('intro', '简介', 5000),
    };
  },
  key: (v) => v.code,
};

const majors: KindSpec<Major> = {
  kind: 'majors',
  columns: [
    col('catalogYear', '目录年份', ['catalogYear', '目录版本', '年份'], true, '专业目录的版本年份，如 2026'),
    col('code', '专业代码', ['code', 'majorCode'], true, '6～7 位数字，可带 T/K', true),
    col('name', '专业名称', ['name', 'majorName'], true, '专业名称'),
    col('category', '门类', ['category', '学科门类'], true, '如 工学'),
    col('subcategory', '专业类', ['subcategory', '专业大类'], true, '如 计算机类'),
    col('level', '层次', ['level', '办学层次'], false, '本科 或 专科，留空为本科'),
    col('degree', '学位授予门类', ['degree', '学位'], false, '留空为所属门类'),
    col('years', '修业年限', ['years', '学制'], false, '留空时本科为 4 年（临床医学等为 5 年），专科为 3 年'),
  ],
  read(r) {
    const catalogYear = r.number('catalogYear', '目录年份', YEAR);
    const rawCode = r.text('code', '专业代码', 10);
    const split = rawCode === '' ? null : splitMajorCode(padDigits(rawCode, 6));
    if (rawCode !== '' && !split) r.fail('code', `专业代码应为 6～7 位数字（可带 T/K），实际为“${rawCode}”`);
    const levelRaw = r.raw('level').replace(/^高职.*$/, '专科');
    const level: CollegeLevel = levelRaw === '专科' ? '专科' : '本科';
    if (levelRaw !== '' && levelRaw !== level) r.fail('level', `层次应为 本科 或 专科，实际为“${levelRaw}”`);
    const name = r.text('name', '专业名称', 60);
    const category = r.text('category', '门类', 20);
    const defaultYears = level === '专科' ? 3 : FIVE_YEAR_MAJORS.includes(name) ? 5 : 4;
    const code = split?.code ?? '';
    return {
      code,
      name,
      category,
      categoryCode: code.slice(0, 2),
      subcategory: r.text('subcategory', '专业类', 30),
      subcategoryCode: code.slice(0, 4),
      level,
      degree: r.optionalText('degree', '学位授予门类', 30) ?? category,
      years: r.optionalNumber('years', '修业年限', { min: 2, max: 8, integer: true }) ?? defaultYears,
      flags: split?.flags ?? [],
      catalogYear,
      note: '',
      previousCode: null,
    };
  },
  key: (v) => `${v.catalogYear}|${v.code}`,
};

const scoreLines: KindSpec<ScoreLineImportRow> = {
  kind: 'score-lines',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    { ...batchColumn, note: '如 本科一批、特殊类型招生控制线、本科批、高职(专科)批' },
    col('score', '分数', ['score', '分数线', '控制线'], true, '0～750'),
  ],
  read(r, region) {
    const { year, province, category, batch } = readYearCategory(r, region, 'line');
    return { year, province, category, batch, score: r.number('score', '分数', SCORE) };
  },
  key: (v) => `${v.year}|${v.province}|${v.category}|${v.batch}`,
};

const rankTable: KindSpec<RankTableImportRow> = {
  kind: 'rank-table',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    col('score', '分数', ['score', '分数段', '分值'], true, '0～750 的整数，从高到低'),
    col('count', '人数', ['count', '本段人数', '同分人数'], true, '该分数的人数（最高一段为该分及以上）'),
    col('cumulative', '累计人数', ['cumulative', '累计', '累计数', '位次'], true, '该分及以上的总人数'),
  ],
  read(r, region) {
    const { year, province, category } = readYearCategory(r, region, 'none');
    const count = r.number('count', '人数', COUNT);
    const cumulative = r.number('cumulative', '累计人数', COUNT);
    if (cumulative < count) r.fail('cumulative', `累计人数 ${cumulative} 小于本段人数 ${count}`);
    return {
      year,
      province,
      category,
      score: r.number('score', '分数', { min: 0, max: 750, integer: true }),
      count,
      cumulative,
    };
  },
  key: (v) => `${v.year}|${v.province}|${v.category}|${v.score}`,
  check(rows) {
    const issues: ImportIssue[] = [];
    const tables = new Map<string, { line: number; value: RankTableImportRow }[]>();
    for (const row of rows) {
      const k = `${row.value.year}|${row.value.province}|${row.value.category}`;
      tables.set(k, [...(tables.get(k) ?? []), row]);
    }
    for (const table of tables.values()) {
      const sorted = [...table].sort((a, b) => b.value.score - a.value.score);
      sorted.forEach((row, i) => {
        const above = sorted[i - 1];
        if (!above) return;
        const expected = above.value.cumulative + row.value.count;
        if (row.value.cumulative !== expected) {
          issues.push({
            line: row.line,
            column: '累计人数',
            message:
              `${row.value.year} 年${row.value.category} ${row.value.score} 分的累计人数 ${row.value.cumulative} ` +
              `不等于上一分数段（第 ${above.line} 行，${above.value.score} 分）的累计 ${above.value.cumulative} ` +
              `加本段人数 ${row.value.count}（应为 ${expected}）`,
          });
        }
      });
    }
    return issues;
  },
};

const admissionRecords: KindSpec<AdmissionRecordImportRow> = {
  kind: 'admission-records',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    batchColumn,
    collegeCodeColumn,
    collegeNameColumn,
    groupColumn,
    majorCodeColumn,
    majorNameColumn,
    col('planCount', '计划数', ['planCount', '计划人数', '招生计划', '录取人数'], false, '非负整数'),
    col('minScore', '最低分', ['minScore', '最低分数', '投档线', '最低投档分'], true, '0～750'),
    col('minRank', '最低位次', ['minRank', '最低排名', '位次', '最低分位次'], false, '正整数'),
    col('avgScore', '平均分', ['avgScore', '平均分数'], false, '0～750，不低于最低分'),
    col('maxScore', '最高分', ['maxScore', '最高分数'], false, '0～750，不低于平均分'),
  ],
  oneOf: [['collegeCode', 'collegeName']],
  read(r, region) {
    const { year, province, category, batch, unit } = readYearCategory(r, region, 'batch');
    const { collegeCode, collegeName } = readCollege(r);
    const groupCode = readGroup(r, unit);
    const majorCode = readMajorCode(r);
    const majorName = r.optionalText('majorName', '专业名称', 100);
    if (majorCode !== null && majorName === null) r.fail('majorName', '填写了专业代码时专业名称不能为空');
    const minScore = r.number('minScore', '最低分', SCORE);
    const avgScore = r.optionalNumber('avgScore', '平均分', SCORE);
    const maxScore = r.optionalNumber('maxScore', '最高分', SCORE);
    if (avgScore !== null && avgScore < minScore)
      r.fail('avgScore', `平均分 ${avgScore} 低于最低分 ${minScore}`);
    if (maxScore !== null && maxScore < (avgScore ?? minScore)) {
      r.fail(
        'maxScore',
        `最高分 ${maxScore} 低于${avgScore === null ? '最低分' : '平均分'} ${avgScore ?? minScore}`,
      );
    }
    const scope: AdmissionScope = majorName !== null ? '专业' : groupCode !== null ? '专业组' : '院校';
    return {
      year,
      province,
      category,
      batch,
      collegeCode,
      collegeName,
      groupCode,
      scope,
      majorCode,
      majorName,
      planCount: r.optionalNumber('planCount', '计划数', COUNT),
      minScore,
      avgScore,
      maxScore,
      minRank: r.optionalNumber('minRank', '最低位次', { min: 1, max: 10_000_000, integer: true }),
    };
  },
  key: (v) =>
    [
      v.year,
      v.province,
      v.category,
      v.batch,
      collegeKey(v),
      v.groupCode,
      v.scope,
      v.majorCode ?? v.majorName,
    ].join('|'),
};

const admissionPlans: KindSpec<AdmissionPlanImportRow> = {
  kind: 'admission-plans',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    batchColumn,
    collegeCodeColumn,
    collegeNameColumn,
    groupColumn,
    col(
      'subjectRequirement',
      '选科要求',
      ['subjectRequirement', '选考科目', '科目要求', '再选科目要求', '选科'],
      false,
      '不限，或用 + 连接的科目，如 物理+化学；留空为不限',
    ),
    { ...majorCodeColumn, note: '本科专业目录代码，可带 T/K；专科可留空' },
    { ...majorNameColumn, required: true, note: '专业名称（可含备注）' },
    col('planCount', '计划数', ['planCount', '计划人数', '招生计划'], true, '非负整数'),
    col('years', '学制', ['years', '修业年限', '年限'], false, '年，如 4'),
    col('tuition', '学费', ['tuition', '学费(元)', '收费标准'], false, '元/年'),
  ],
  oneOf: [['collegeCode', 'collegeName']],
  read(r, region) {
    const { year, province, category, batch, unit } = readYearCategory(r, region, 'batch');
    const { collegeCode, collegeName } = readCollege(r);
    const requirementRaw = r.raw('subjectRequirement');
    const subjectRequirement = normalizeSubjectRequirement(requirementRaw);
    if (subjectRequirement === null) {
      r.fail('subjectRequirement', `选科要求“${requirementRaw}”无法识别（示例：不限、物理、物理+化学）`);
    }
    return {
      year,
      province,
      category,
      batch,
      collegeCode,
      collegeName,
      groupCode: readGroup(r, unit),
      subjectRequirement: subjectRequirement ?? '不限',
      majorCode: readMajorCode(r),
      majorName: r.text('majorName', '专业名称', 100),
      planCount: r.number('planCount', '计划数', COUNT),
      years: r.optionalNumber('years', '学制', { min: 1, max: 8, integer: true }),
      tuition: r.optionalNumber('tuition', '学费', { min: 0, max: 1_000_000, integer: true }),
    };
  },
  key: (v) =>
    [v.year, v.province, v.category, v.batch, collegeKey(v), v.groupCode, v.majorCode ?? v.majorName].join(
      '|',
    ),
};

const highSchools: KindSpec<HighSchoolRow> = {
  kind: 'high-schools',
  columns: [
    col('name', '学校名称', ['name', '高中名称', '学校'], true, '高中全称'),
    col('district', '旗县区', ['district', '区县', '旗县', '所在区县'], false, '如 新城区'),
    col('city', '盟市', ['city', '所在盟市', '城市'], false, '如 呼和浩特市'),
  ],
  read: (r) => ({ name: r.text('name', '学校名称', 60), district: r.raw('district'), city: r.raw('city') }),
  key: (v) => `${v.name}|${v.district}`,
};

/** The spec of every kind. */
export const IMPORT_SPECS: { readonly [K in ImportKind]: KindSpec<ImportRowMap[K]> } = {
  colleges,
  majors,
  'score-lines': scoreLines,
  'rank-table': rankTable,
  'admission-records': admissionRecords,
  'admission-plans': admissionPlans,
  'high-schools': highSchools,
};
