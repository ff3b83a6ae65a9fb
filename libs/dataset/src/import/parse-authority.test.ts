// The parser on an exam authority's 投档 table as published: no 年份/科类/批次 columns (its name says them), its
// own 招生代码 under 院校代码, 投档最低分 / 投档最低排位, open intervals, "-" for no group and for no one filed.
import { describe, expect, it } from 'vitest';
import { GUANGDONG, INNER_MONGOLIA } from '../region.ts';
import { bareFileName, textFacts } from './stated-facts.ts';
import { parseImportFile } from './parse.ts';
import { utf8, workbookOf } from './parse-fixtures.ts';

// The first rows of 广东省2022年本科普通类（物理）投档情况 as published, and two of its rows of no one filed.
const HEADER = ['院校代码', '院校名称', '专业组代码', '计划数', '投档人数', '投档最低分', '投档最低排位'];
const ROWS: unknown[][] = [
  [10001, '北京大学', 203, 24, 24, '683以上', '88以内'],
  [10002, '中国人民大学', 203, 47, 47, 665, 644],
  [10003, '清华大学', '-', 59, 63, '683以上', '88以内'],
  [10694, '西藏大学', 205, 2, 0, '-', '-'],
  [16409, '深圳北理莫斯科大学', 202, 2, 0, '-', '-'],
];
const NAME = '广东省2022年本科普通类（物理）投档情况.xlsx';

const workbook = (rows: unknown[][]) => workbookOf(rows, 'Table 1');

describe('an exam authority’s 投档 table', () => {
  it('is read with its year, track and batch from its name, and every reading is a note', async () => {
    const result = await parseImportFile('admission-records', await workbook([HEADER, ...ROWS]), {
      region: GUANGDONG,
      fileName: NAME,
    });
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(5);
    expect(result.rows.map((r) => [r.line, r.value.enrollmentCode, r.value.groupCode])).toEqual([
      [2, '10001', '10001-203'],
      [3, '10002', '10002-203'],
      [4, '10003', null],
    ]);
    expect(result.rows[0]?.value).toMatchObject({
      year: 2022,
      province: '广东',
      category: '物理类',
      batch: '本科批',
      collegeCode: null,
      collegeName: '北京大学',
      scope: '专业组',
      planCount: 24,
      minScore: 683,
      minRank: 88,
    });
    expect(result.rows[2]?.value).toMatchObject({ scope: '院校', minScore: 683, minRank: 88 });
    expect(result.rows[1]?.value).toMatchObject({ minScore: 665, minRank: 644 });
    expect(result.notes).toEqual([
      '文件中没有“年份”、“科类”、“批次”列，按文件名读取：年份 2022，科类 物理类，批次 本科批',
      '院校代码不是 10 位的学校标识码，按本省招生代码读取：第 2、3、4 行',
      '最低分写作“683以上”的，按边界 683 记录：第 2、4 行',
      '最低位次写作“88以内”的，按边界 88 记录：第 2、4 行',
      '专业组写作“-”的（该校只有一个专业组），按院校记录：第 4 行',
      '没有投档（最低分写作“-”），不导入：第 5、6 行',
    ]);
  });

  it('a column in the file wins over its name, and a name that does not say it is an error', async () => {
    const csv = (header: string, row: string) => utf8([header, row].join('\n'));
    const withYear = await parseImportFile(
      'admission-records',
      csv(`年份,${HEADER.join(',')}`, '2023,10002,中国人民大学,203,47,47,665,644'),
      { region: GUANGDONG, fileName: NAME },
    );
    expect(withYear.errors).toEqual([]);
    expect(withYear.rows[0]?.value).toMatchObject({ year: 2023, category: '物理类', batch: '本科批' });
    expect(withYear.notes[0]).toBe('文件中没有“科类”、“批次”列，按文件名读取：科类 物理类，批次 本科批');

    const unnamed = await parseImportFile(
      'admission-records',
      csv(HEADER.join(','), '10002,中国人民大学,203,47,47,665,644'),
      {
        region: GUANGDONG,
        fileName: '投档情况.csv',
      },
    );
    expect(unnamed.errors.map((e) => e.message)).toEqual([
      '缺少必填列“年份”，标题和文件名中也没有写明',
      '缺少必填列“科类”，标题和文件名中也没有写明',
      '缺少必填列“批次”，标题和文件名中也没有写明',
    ]);
    expect(unnamed.rows).toEqual([]);
  });

  it('takes 院校代号 and 专业组代号, the other provinces’ headers, as the 招生代码 and the group', async () => {
    const result = await parseImportFile(
      'admission-records',
      utf8(
        ['院校代号,院校名称,专业组代号,投档最低分,投档最低位次', '1101,内蒙古大学,02,560,9800'].join('\n'),
      ),
      { region: INNER_MONGOLIA, fileName: '2025年内蒙古本科批物理类投档线.csv' },
    );
    expect(result.errors).toEqual([]);
    expect(result.rows[0]?.value).toMatchObject({
      year: 2025,
      category: '物理类',
      batch: '本科批',
      enrollmentCode: '1101',
      groupCode: '1101-02',
      minRank: 9800,
    });
    expect(result.notes).toEqual([
      '文件中没有“年份”、“科类”、“批次”列，按文件名读取：年份 2025，科类 物理类，批次 本科批',
    ]);
  });

  it('keeps refusing what is not an authority’s notation', async () => {
    const result = await parseImportFile(
      'admission-records',
      utf8(
        [
          '年份,科类,批次,院校代码,院校名称,专业组,最低分,最低位次',
          '2024,物理类,本科批,1234567,某大学,201,560,12000',
          '2024,物理类,本科批,10002,中国人民大学,202,约560,12000',
          '2024,物理类,本科批,10003,清华大学,203,683以上,9000以上',
        ].join('\n'),
      ),
      { region: GUANGDONG },
    );
    expect(result.errors.map((e) => [e.line, e.column, e.message])).toEqual([
      [2, '院校代码', '院校代码应为 10 位数字，实际为“1234567”'],
      [3, '最低分', '最低分应为数字，实际为“约560”'],
      [4, '最低位次', '最低位次应为整数，实际为“9000以上”'],
    ]);
  });
});

describe('an authority’s title above the header', () => {
  it('is skipped to find the header, and states what the name does not', async () => {
    const titled = await workbook([['广东省2022年本科普通类（物理）投档情况'], [], HEADER, ROWS[1] ?? []]);
    const result = await parseImportFile('admission-records', titled, {
      region: GUANGDONG,
      fileName: 'download.xlsx',
    });
    expect(result.errors).toEqual([]);
    expect(
      result.rows.map((r) => [r.line, r.value.year, r.value.category, r.value.batch, r.value.minRank]),
    ).toEqual([[4, 2022, '物理类', '本科批', 644]]);
    expect(result.notes[0]).toBe(
      '文件中没有“年份”、“科类”、“批次”列，按标题读取：年份 2022，科类 物理类，批次 本科批',
    );
  });

  it('that disagrees with the name is an error naming both, and nothing is read', async () => {
    const titled = await workbook([['广东省2023年本科普通类（物理）投档情况'], HEADER, ROWS[1] ?? []]);
    const result = await parseImportFile('admission-records', titled, { region: GUANGDONG, fileName: NAME });
    expect(result.errors).toEqual([
      {
        line: null,
        column: '年份',
        message: '文件中没有“年份”列，标题写的是“2023”，文件名写的是“2022”：请核对后加上这一列，或改正文件名',
      },
    ]);
    expect(result.rows).toEqual([]);
  });
});

describe('an authority’s 一分一段 table', () => {
  it('reads its top band “695及以上” as 695, and its year and track from its title', async () => {
    const table = [
      '内蒙古2025年普通高考物理类一分一段表',
      '分数,本段人数,累计人数',
      '695及以上,30,30',
      '694,12,42',
    ].join('\n');
    const result = await parseImportFile('rank-table', utf8(table), {
      region: INNER_MONGOLIA,
      fileName: '附件2.csv',
    });
    expect(result.errors).toEqual([]);
    expect(
      result.rows.map((r) => [r.line, r.value.year, r.value.category, r.value.score, r.value.cumulative]),
    ).toEqual([
      [3, 2025, '物理类', 695, 30],
      [4, 2025, '物理类', 694, 42],
    ]);
    expect(result.notes).toEqual([
      '文件中没有“年份”、“科类”列，按标题读取：年份 2025，科类 物理类',
      '分数写作“695及以上”的，按边界 695 记录：第 3 行',
    ]);
  });
});

describe('textFacts', () => {
  it('reads the year, the track and the longest batch the name names, for the region', () => {
    expect(
      Object.fromEntries(
        textFacts(bareFileName('/tmp/广东省2022年本科普通类（历史）投档情况.xlsx'), GUANGDONG),
      ),
    ).toEqual({
      year: '2022',
      category: '历史类',
      batch: '本科批',
    });
    expect(
      Object.fromEntries(textFacts(bareFileName('广东省2023年本科提前批物理类投档情况.csv'), GUANGDONG)),
    ).toEqual({
      year: '2023',
      category: '物理类',
      batch: '本科提前批',
    });
    expect(
      Object.fromEntries(textFacts(bareFileName('2024年内蒙古本科一批理科投档线.xlsx'), INNER_MONGOLIA)),
    ).toEqual({
      year: '2024',
      category: '理科',
      batch: '本科一批',
    });
    // A year the region has no data for says nothing.
    expect(textFacts(bareFileName('广东省2019年本科投档情况.xlsx'), GUANGDONG).size).toBe(0);
  });
});
