/**
 * The region's yearly tables: score lines (one row per line; a line of 艺术类, 体育类 or 对口招生 per 专业类别,
 * with its 文化课 and 专业课 scores) and a 一分一段 table (one row per score, whose
 * cumulative counts must add up).
 */
import { categoriesOf } from '../../region.ts';
import {
  categoryColumn,
  planCategoryColumn,
  provinceColumn,
  readSource,
  readYearCategory,
  batchColumn,
  sourceColumn,
  yearColumn,
} from '../kind-columns.ts';
import {
  col,
  COUNT,
  SCORE,
  type KindSpec,
  type RankTableImportRow,
  type ScoreLineImportRow,
} from '../kind-spec.ts';
import type { ImportIssue } from '../values.ts';

export const scoreLines: KindSpec<ScoreLineImportRow> = {
  kind: 'score-lines',
  columns: [
    yearColumn,
    provinceColumn,
    {
      ...categoryColumn,
      aliases: categoryColumn.aliases.filter((a) => a !== 'track'),
      note: `${categoryColumn.note}；2025 年起还有艺术类、体育类、对口招生（没有一分一段表的科类，每条线另有专业类别）`,
    },
    {
      ...batchColumn,
      aliases: [...batchColumn.aliases, '层次'],
      note: '如 本科一批、特殊类型招生控制线、本科批、高职(专科)批；考试院写的“本科”“专科”“特殊类型”按本科批、高职(专科)批、特殊类型招生控制线读取',
    },
    {
      ...planCategoryColumn,
      note: '普通类（留空为普通类）；“普通类（专项类）”的线按专项计划的控制线（本科批(专项类)、高职(专科)批(专项类)）记录',
    },
    col(
      'track',
      '首选科目类',
      ['track'],
      false,
      '考试院控制线表的科类列（物理类、历史类、艺术类、体育类、对口招生）；有此列时，“category”列按类别（普通类、普通类（专项类）、美术与设计类、计算机类 …）读取',
    ),
    col(
      'professionalCategory',
      '专业类别',
      ['professionalCategory', 'professional_category', '专业类别', '艺术类别', '专业类'],
      false,
      '艺术类、体育类、对口招生的线：专业类别，如 美术与设计类、计算机类（带“（专项类）”的按专项计划的控制线记录）；留空为科类本身',
    ),
    col(
      'score',
      '分数',
      ['score', '分数线', '控制线', 'culture_score', '文化课分数', '文化课', '文化分', '文化课成绩'],
      true,
      '0～750；艺术类、体育类、对口招生的线填文化课分数',
    ),
    col(
      'professionalScore',
      '专业课分数',
      [
        'professionalScore',
        'professional_score',
        '专业课',
        '专业分',
        '专业课成绩',
        '专业成绩',
        '专业课分数线',
      ],
      false,
      '艺术类、体育类、对口招生的线的专业课分数（0～750，没有的留空）；物理类、历史类的线不填',
    ),
    sourceColumn,
  ],
  read(r, region) {
    const { year, province, category, professionalCategory, batch } = readYearCategory(r, region, 'line');
    const professionalScore = r.optionalNumber('professionalScore', '专业课分数', SCORE);
    if (professionalScore !== null && categoriesOf(region, year).some((c) => c.name === category)) {
      r.fail('professionalScore', `${category}的线只有一个分数（按一分一段表排位次），不能填专业课分数`);
    }
    return {
      year,
      province,
      category,
      professionalCategory,
      batch,
      score: r.number('score', '分数', SCORE),
      professionalScore,
      sourceUrl: readSource(r),
    };
  },
  key: (v) => `${v.year}|${v.province}|${v.category}|${v.professionalCategory ?? ''}|${v.batch}`,
};

export const rankTable: KindSpec<RankTableImportRow> = {
  kind: 'rank-table',
  columns: [
    yearColumn,
    provinceColumn,
    categoryColumn,
    col(
      'score',
      '分数',
      ['score', '分数段', '分值'],
      true,
      '0～750 的整数，从高到低；最高一段写作“695及以上”的按 695 记录',
    ),
    col('count', '人数', ['count', '本段人数', '同分人数'], true, '该分数的人数（最高一段为该分及以上）'),
    col(
      'cumulative',
      '累计人数',
      ['cumulative', 'cumulativeCount', '累计', '累计数', '位次'],
      true,
      '该分及以上的总人数',
    ),
    sourceColumn,
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
      score: r.number('score', '分数', { min: 0, max: 750, integer: true, bound: '以上' }),
      count,
      cumulative,
      sourceUrl: readSource(r),
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
