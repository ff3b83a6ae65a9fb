// The parser on CSV files: problems of the whole file, every bad row with its line and reason, duplicates,
// typed values, and the checks of a rank table's cumulative counts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectFormat, parseImportFile } from './parse.ts';
import { GOOD_ROWS, rankCsv, recordsCsv, utf8 } from './parse-fixtures.ts';

describe('file-level problems', () => {
  it('names every missing required column', async () => {
    const result = await parseImportFile(
      'admission-records',
      utf8('年份,科类,院校名称,最高分\n2024,理科,内蒙古大学,600'),
    );
    expect(result.errors).toEqual([
      { line: null, column: '批次', message: '缺少必填列“批次”' },
      { line: null, column: '最低分', message: '缺少必填列“最低分”' },
    ]);
    expect(result.rows).toEqual([]);
  });

  it('requires 院校代码, 院校名称 or 招生代码', async () => {
    const result = await parseImportFile(
      'admission-plans',
      utf8('年份,科类,批次,专业名称,计划数\n2026,物理类,本科批,法学,3'),
    );
    expect(result.errors).toEqual([
      {
        line: null,
        column: '院校代码/院校名称/招生代码',
        message: '缺少列：院校代码、院校名称、招生代码至少需要一列',
      },
    ]);
  });

  it('refuses two columns meaning the same thing', async () => {
    const result = await parseImportFile(
      'rank-table',
      utf8('年份,科类,分数,人数,累计人数,cumulative\n2025,物理类,700,1,1,1'),
    );
    expect(result.errors[0]).toMatchObject({ line: 1, column: 'cumulative' });
  });

  it('reports empty files, header-only files, .xls files and broken quotes', async () => {
    const message = async (bytes: Uint8Array) =>
      (await parseImportFile('high-schools', bytes)).errors[0]?.message;
    expect(await message(utf8(''))).toBe('文件为空：没有表头和数据');
    expect(await message(utf8('学校名称,旗县区\r\n\r\n'))).toBe('文件中没有数据行');
    expect(await message(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0]))).toContain('.xls');
    expect(await message(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toContain('无法读取 XLSX 文件');
    expect(await message(utf8('学校名称,旗县区\n"呼和浩特市第二中学,新城区\n'))).toContain('引号不成对');
    expect(detectFormat(utf8('a,b'))).toBe('csv');
  });
});

describe('row-level problems', () => {
  it('lists every bad row with line, column and a Chinese reason, and keeps the good ones', async () => {
    const result = await parseImportFile(
      'admission-records',
      utf8(
        recordsCsv(
          GOOD_ROWS[0] ?? '',
          '2024,内蒙古,理科,本科一批,41150101,内蒙古大学,,,,120,560,9800,570,601',
          '',
          '2024,内蒙古,化学,本科一批,4115010126,内蒙古大学,,,,120,五百,9800,570,601',
          '2024,内蒙古,理科,本科一批,4115010126,内蒙古大学,,080901,计算机科学与技术,30,575,0,570,560',
          '2025,内蒙古,物理类,本科批,4115010126,内蒙古大学,,,,80,566,8800,575,598',
          '2024,内蒙古,理科,本科三批,,,,,,1,800,1,1,1',
        ),
      ),
    );
    expect(result.totalRows).toBe(6);
    expect(result.rows.map((r) => r.line)).toEqual([2]);
    expect(result.errors).toEqual([
      { line: 3, column: '院校代码', message: '院校代码应为 10 位数字，实际为“41150101”' },
      { line: 5, column: '科类', message: '2024 年没有科类“化学”（应为 理科、文科）' },
      { line: 5, column: '最低分', message: '最低分应为数字，实际为“五百”' },
      { line: 6, column: '平均分', message: '平均分 570 低于最低分 575' },
      { line: 6, column: '最高分', message: '最高分 560 低于平均分 570' },
      { line: 6, column: '最低位次', message: '最低位次应在 1～10000000 之间，实际为 0' },
      { line: 7, column: '专业组', message: '该年该批次按院校专业组录取，专业组不能为空' },
      {
        line: 8,
        column: '批次',
        message: '2024 年没有批次“本科三批”（应为 本科提前批、本科一批、本科二批、专科提前批、高职专科批）',
      },
      { line: 8, column: '院校代码', message: '院校代码、院校名称和招生代码至少填写一个' },
      { line: 8, column: '最低分', message: '最低分应在 0～750 之间，实际为 800' },
    ]);
  });

  it('takes a year the config does not list by the rules in force, up to 当前年份 and from the first rules', async () => {
    const rows = (...years: number[]) =>
      utf8(
        recordsCsv(
          ...years.map((y) => `${y},内蒙古,物理类,本科批,4115010126,内蒙古大学,03,,,80,566,8800,575,598`),
          '2027,内蒙古,理科,本科批,4115010126,内蒙古大学,03,,,80,566,8800,575,598',
          '2027,北京,理科,本科批,4115010126,内蒙古大学,03,,,80,566,8800,575,598',
        ),
      );
    const now = await parseImportFile('admission-records', rows(2027, 2020, 2028), { currentYear: 2027 });
    expect(now.rows.map((r) => [r.line, r.value.year, r.value.category])).toEqual([
      [2, 2027, '物理类'],
      [6, 2027, '理科'],
    ]);
    expect(now.errors).toEqual([
      {
        line: 3,
        column: '年份',
        message: '2020 年早于本地区最早的招生规则（2021 年），没有这一年的科类和批次，无法导入',
      },
      {
        line: 4,
        column: '年份',
        message: '2028 年在当前年份（2027 年）之后：请先在后台“站点设置”把当前年份改为 2028 年，再导入',
      },
      { line: 5, column: '科类', message: '2027 年没有科类“理科”（应为 物理类、历史类）' },
    ]);
    // Without the setting, 当前年份 is the region config's (2026): 2027 waits for it.
    const before = await parseImportFile('admission-records', rows(2027));
    expect(before.errors.map((e) => [e.line, e.column])).toEqual([
      [2, '年份'],
      [3, '年份'],
      [4, '年份'],
    ]);
  });

  it('reports duplicate rows by natural key, naming the first line', async () => {
    const result = await parseImportFile(
      'admission-records',
      utf8(recordsCsv(...GOOD_ROWS, (GOOD_ROWS[1] ?? '').replace(',575,', ',577,'), GOOD_ROWS[3] ?? '')),
    );
    expect(result.rows).toHaveLength(4);
    expect(result.errors).toEqual([
      { line: 6, column: null, message: '与第 3 行重复（同一条记录只能出现一次）' },
      { line: 7, column: null, message: '与第 5 行重复（同一条记录只能出现一次）' },
    ]);
  });

  it('reads the typed values: codes without T/K, scope from the columns, region default province', async () => {
    const result = await parseImportFile(
      'admission-records',
      utf8(recordsCsv(...GOOD_ROWS).replaceAll(',内蒙古,', ',,')),
    );
    expect(result.errors).toEqual([]);
    expect(
      result.rows.map((r) => [r.value.province, r.value.scope, r.value.groupCode, r.value.majorCode]),
    ).toEqual([
      ['内蒙古', '院校', null, null],
      ['内蒙古', '专业', null, '080901'],
      ['内蒙古', '专业组', '03', null],
      ['内蒙古', '专业', '03', '080901'],
    ]);
    expect(result.rows[0]?.value).toMatchObject({
      minScore: 560,
      avgScore: 570.5,
      maxScore: 601,
      minRank: 9800,
      planCount: 120,
    });
  });

  it('counts lines across blank lines and cells spanning lines', async () => {
    const csv = '学校名称,旗县区\n\n呼和浩特市第一中学,新城区\n"包头市\n第九中学",昆都仑区\n,\n,回民区';
    const result = await parseImportFile('high-schools', utf8(csv));
    expect(result.rows.map((r) => r.line)).toEqual([3, 4]);
    expect(result.errors).toEqual([{ line: 7, column: '学校名称', message: '学校名称不能为空' }]);
  });
});

describe('colleges', () => {
  it('takes a 院校类型 from the fixed list only, and leaves it null when the cell is empty', async () => {
    const header = '院校代码,院校名称,省份,办学层次,院校类型';
    const result = await parseImportFile(
      'colleges',
      utf8(
        `${header}\n4115010126,内蒙古大学,内蒙古,本科,综合\n4115010128,内蒙古工业大学,内蒙古,本科,\n4115010129,内蒙古农业大学,内蒙古,本科,农业`,
      ),
    );
    expect(result.rows.map((r) => r.value.type)).toEqual(['综合', null]);
    expect(result.errors).toEqual([
      {
        line: 4,
        column: '院校类型',
        message: expect.stringMatching(/^院校类型应为 综合、理工.*之一，实际为“农业”$/),
      },
    ]);
  });
});

describe('rank tables', () => {
  it('accepts a table that adds up and reports every line that does not', async () => {
    const good = await parseImportFile(
      'rank-table',
      utf8(
        rankCsv([
          [700, 3, 3],
          [699, 2, 5],
          [698, 4, 9],
        ]),
      ),
    );
    expect(good.errors).toEqual([]);
    expect(good.rows.map((r) => r.value)).toEqual([
      {
        year: 2025,
        province: '内蒙古',
        category: '物理类',
        score: 700,
        count: 3,
        cumulative: 3,
        sourceUrl: null,
      },
      {
        year: 2025,
        province: '内蒙古',
        category: '物理类',
        score: 699,
        count: 2,
        cumulative: 5,
        sourceUrl: null,
      },
      {
        year: 2025,
        province: '内蒙古',
        category: '物理类',
        score: 698,
        count: 4,
        cumulative: 9,
        sourceUrl: null,
      },
    ]);
    const bad = await parseImportFile(
      'rank-table',
      utf8(
        rankCsv([
          [700, 3, 3],
          [699, 2, 6],
          [698, 4, 10],
          [697, 5, 2],
        ]),
      ),
    );
    expect(bad.errors).toEqual([
      {
        line: 3,
        column: '累计人数',
        message:
          '2025 年物理类 699 分的累计人数 6 不等于上一分数段（第 2 行，700 分）的累计 3 加本段人数 2（应为 5）',
      },
      { line: 5, column: '累计人数', message: '累计人数 2 小于本段人数 5' },
    ]);
  });

  it('round-trips any consistent table, in any row order, with English headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 400, max: 700 }),
        fc.integer(),
        async (counts, top, shuffleSeed) => {
          let cumulative = 0;
          const rows = counts.map((count, i): [number, number, number] => {
            cumulative += count;
            return [top - i, count, cumulative];
          });
          const shuffled = [...rows].sort(
            (a, b) => ((a[0] * 7919 + shuffleSeed) % 101) - ((b[0] * 7919 + shuffleSeed) % 101),
          );
          const result = await parseImportFile(
            'rank-table',
            utf8(rankCsv(shuffled, 'year,Category,SCORE,count,cumulative')),
          );
          expect(result.errors).toEqual([]);
          expect(result.rows.map((r) => [r.value.score, r.value.count, r.value.cumulative])).toEqual(
            shuffled,
          );
        },
      ),
      { numRuns: 30 },
    );
  });
});
