// The parser on XLSX workbooks: typed cells, Excel's line numbers, and missing columns.
import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse.ts';
import { RECORDS_HEADER, workbookOf } from './parse-fixtures.ts';

describe('XLSX', () => {
  const workbook = (rows: unknown[][]) => workbookOf(rows, '录取');

  it('reads a workbook built with exceljs, numbers and all, with Excel line numbers', async () => {
    const bytes = await workbook([
      RECORDS_HEADER.split(','),
      [
        2024,
        '内蒙古',
        '理科',
        '本科一批',
        4115010126,
        '内蒙古大学',
        null,
        null,
        null,
        120,
        560,
        9800,
        570.5,
        601,
      ],
      [],
      [
        2024,
        '内蒙古',
        '理科',
        '本科一批',
        4115010126,
        '内蒙古大学',
        null,
        80901,
        '计算机科学与技术',
        30,
        575,
        7200,
        580,
        601,
      ],
      [
        2025,
        '内蒙古',
        '物理类',
        '本科批',
        '4115010126',
        { richText: [{ text: '内蒙古' }, { text: '大学' }] },
        3,
        '080901',
        '计算机科学与技术',
        20,
        { formula: 'B1', result: 580 },
        7000,
        585,
        598,
      ],
      [
        2025,
        '内蒙古',
        '物理类',
        '本科批',
        4115010126,
        '内蒙古大学',
        3,
        '080901',
        '计算机科学与技术',
        20,
        'x',
        7000,
        585,
        598,
      ],
    ]);
    const result = await parseImportFile('admission-records', bytes);
    expect(result.format).toBe('xlsx');
    expect(result.encoding).toBeNull();
    expect(result.rows.map((r) => r.line)).toEqual([2, 4, 5]);
    expect(result.rows[1]?.value).toMatchObject({
      collegeCode: '4115010126',
      majorCode: '080901',
      scope: '专业',
    });
    expect(result.rows[2]?.value).toMatchObject({
      collegeName: '内蒙古大学',
      groupCode: '03',
      minScore: 580,
    });
    expect(result.errors).toEqual([{ line: 6, column: '最低分', message: '最低分应为数字，实际为“x”' }]);
  });

  it('reports a missing column in a workbook too', async () => {
    const bytes = await workbook([
      ['学校', '旗县区'],
      ['一中', '新城区'],
    ]);
    expect((await parseImportFile('rank-table', bytes)).errors.map((e) => e.column)).toEqual([
      '年份',
      '科类',
      '分数',
      '人数',
      '累计人数',
    ]);
  });
});
