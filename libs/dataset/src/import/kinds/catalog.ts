/** The catalog's import kinds: colleges (the MOE list's columns) and majors (a catalog edition's rows). */
import { COLLEGE_TYPES, isCollegeType } from '../../college-types.ts';
import { FIVE_YEAR_MAJORS, splitMajorCode } from '../../majors.ts';
import { shortProvinceName } from '../../provinces.ts';
import {
  collegeLevels,
  collegeNatures,
  eliteTags,
  type CollegeLevel,
  type CollegeNature,
  type EliteTag,
  type Major,
} from '../../schemas.ts';
import { col, YEAR, type CollegeImportRow, type KindSpec } from '../kind-spec.ts';
import { padDigits } from '../values.ts';

export const colleges: KindSpec<CollegeImportRow> = {
  kind: 'colleges',
  columns: [
    col('code', '院校代码', ['code', '学校代码', '学校标识码'], true, '教育部 10 位学校标识码', true),
    col('name', '院校名称', ['name', '学校名称'], true, '校名'),
    col('province', '省份', ['province', '所在省份'], true, '如 内蒙古 或 内蒙古自治区'),
    col('city', '城市', ['city', '所在地', '所在城市'], false, '如 呼和浩特市'),
    col('level', '办学层次', ['level', '层次'], true, '本科 或 专科'),
    col('nature', '办学性质', ['nature', '性质', '公私性质'], false, '公办、民办 或 中外合作，留空为公办'),
    col('department', '主管部门', ['department', '隶属'], false, '如 教育部'),
    col('type', '院校类型', ['type', '类型'], false, `${COLLEGE_TYPES.join('、')} 之一；留空则按校名推定`),
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
    const type = r.optionalText('type', '院校类型', 20);
    if (type !== null && !isCollegeType(type)) {
      r.fail('type', `院校类型应为 ${COLLEGE_TYPES.join('、')} 之一，实际为“${type}”`);
    }
    return {
      code,
      name: r.text('name', '院校名称', 60),
      province: shortProvinceName(r.text('province', '省份', 20)),
      city: r.raw('city'),
      level,
      nature,
      department: r.raw('department'),
      type,
      tags,
      website,
      intro: r.optionalText('intro', '简介', 5000),
    };
  },
  key: (v) => v.code,
};

export const majors: KindSpec<Major> = {
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
