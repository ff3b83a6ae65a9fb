import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeText, detectFormat, parseImportFile } from './parse.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const withBom = (text: string) => new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);

/** GBK encoder for tests, built by decoding every double-byte sequence with the platform's GBK decoder. */
const gbkTable = (() => {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(new Uint8Array([lead, trail]));
      if (char.length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return table;
})();
function gbk(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 0x80) bytes.push(code);
    else {
      const pair = gbkTable.get(char);
      if (!pair) throw new Error(`no GBK for ${char}`);
      bytes.push(...pair);
    }
  }
  return new Uint8Array(bytes);
}

const RECORDS_HEADER =
  '年份,生源省份,科类,批次,院校代码,院校名称,专业组,专业代码,专业名称,计划数,最低分,最低位次,平均分,最高分';
const recordsCsv = (...rows: string[]) => [RECORDS_HEADER, ...rows].join('\r\n');
const GOOD_ROWS = [
  '2024,内蒙古,理科,本科一批,4115010126,内蒙古大学,,,,120,560,9800,570.5,601',
  '2024,内蒙古,理科,本科一批,4115010126,内蒙古大学,,080901,计算机科学与技术,30,575,7200,580,601',
  '2025,内蒙古,物理类,本科批,4115010126,内蒙古大学,03,,,80,566,8800,575,598',
  '2025,内蒙古,物理类,本科批,4115010126,内蒙古大学,03,080901K,计算机科学与技术,20,580,7000,585,598',
];

const rankCsv = (rows: [number, number, number][], header = '年份,科类,分数,人数,累计人数') =>
  [header, ...rows.map(([score, count, cumulative]) => `2025,物理类,${score},${count},${cumulative}`)].join(
    '\n',
  );

describe('encodings', () => {
  it('reads UTF-8 without BOM, with BOM, GBK and UTF-16 alike', async () => {
    const text = recordsCsv(...GOOD_ROWS);
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer),
    ]);
    const results = await Promise.all(
      [utf8(text), withBom(text), gbk(text), utf16].map((bytes) =>
        parseImportFile('admission-records', bytes),
      ),
    );
    expect(results.map((r) => r.encoding)).toEqual(['utf-8', 'utf-8-bom', 'gbk', 'utf-16le']);
    for (const result of results) {
      expect(result.errors).toEqual([]);
      expect(result.rows).toEqual(results[0]?.rows);
    }
    expect(results[0]?.rows).toHaveLength(4);
  });

  it('detects GBK for any Chinese text that is not valid UTF-8', () => {
    const chars = [...gbkTable.keys()].filter((c) => /\p{Script=Han}/u.test(c));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 30 }), (picked) => {
        const text = picked.join('');
        const bytes = gbk(text);
        let validUtf8 = true;
        try {
          new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        } catch {
          validUtf8 = false;
        }
        expect(decodeText(bytes)).toEqual(
          validUtf8 ? { text: expect.any(String), encoding: 'utf-8' } : { text, encoding: 'gbk' },
        );
      }),
    );
  });

  it('reports bytes that are neither UTF-8 nor GBK as one clear file error', async () => {
    const bytes = new Uint8Array([...utf8('年份,科类\n'), 0xff, 0xff, 0x0a]);
    const result = await parseImportFile('rank-table', bytes);
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      {
        line: null,
        column: null,
        message: '文件编码无法识别：请将 CSV 另存为 UTF-8 或 GBK（ANSI）编码，或直接上传 XLSX 文件',
      },
    ]);
    const badBom = new Uint8Array([0xef, 0xbb, 0xbf, 0xff, 0xfe, 0xfd]);
    expect((await parseImportFile('rank-table', badBom)).errors[0]?.message).toContain(
      '不是有效的该编码文本',
    );
  });
});

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

  it('requires 院校代码 or 院校名称', async () => {
    const result = await parseImportFile(
      'admission-plans',
      utf8('年份,科类,批次,专业名称,计划数\n2026,物理类,本科批,法学,3'),
    );
    expect(result.errors).toEqual([
      { line: null, column: '院校代码/院校名称', message: '缺少列：院校代码、院校名称至少需要一列' },
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
      { line: 8, column: '院校代码', message: '院校代码和院校名称至少填写一个' },
      { line: 8, column: '最低分', message: '最低分应在 0～750 之间，实际为 800' },
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
      { year: 2025, province: '内蒙古', category: '物理类', score: 700, count: 3, cumulative: 3 },
      { year: 2025, province: '内蒙古', category: '物理类', score: 699, count: 2, cumulative: 5 },
      { year: 2025, province: '内蒙古', category: '物理类', score: 698, count: 4, cumulative: 9 },
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

describe('XLSX', () => {
  async function workbook(rows: unknown[][]): Promise<Uint8Array> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('录取');
    for (const row of rows) sheet.addRow(row);
    return new Uint8Array(await book.xlsx.writeBuffer());
  }

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
