// Every bad import file — bad encoding, missing column, bad value, unknown university or major, duplicate
// rows, a rank table whose cumulative counts do not add up — reports every bad row and writes nothing,
// through the service the CLI uses and through the back office's upload, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportKind } from '@zhiyuan/dataset';
import { DATABASE_KINDS } from './support/databases.ts';
import { csvText, utf8 } from './support/files.ts';
import {
  importHelpers,
  rankTableCsv,
  RECORD_HEADER,
  recordRows,
  recordsCsv,
  startImportsApp,
} from './support/imports.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(DATABASE_KINDS)('rejected imports on %s', (kind) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => ({ t, staff } = await startImportsApp(kind)));
  afterAll(() => t.close());
  const { snapshot, run, upload } = importHelpers(() => ({ t, staff }));

  describe('every bad file is reported row by row and writes nothing', () => {
    const cases: {
      name: string;
      kind: ImportKind;
      bytes: () => Uint8Array;
      errors: { line: number | null; column: string | null; message: string | RegExp }[];
    }[] = [
      {
        name: 'bad encoding',
        kind: 'admission-records',
        bytes: () => new Uint8Array([...utf8(`${RECORD_HEADER.join(',')}\n`), 0xff, 0xff, 0x0a]),
        errors: [{ line: null, column: null, message: /^文件编码无法识别/ }],
      },
      {
        name: 'a missing column',
        kind: 'admission-records',
        bytes: () =>
          utf8(
            csvText([
              RECORD_HEADER.filter((h) => h !== '最低分'),
              ...recordRows().map((r) => r.filter((_, i) => i !== 10)),
            ]),
          ),
        errors: [{ line: null, column: '最低分', message: '缺少必填列“最低分”' }],
      },
      {
        name: 'bad values, each with its line and column',
        kind: 'admission-records',
        bytes: () => {
          const rows = recordRows();
          (rows[0] as (string | number)[])[10] = 800;
          (rows[2] as (string | number)[])[2] = '物理类';
          return utf8(recordsCsv(rows));
        },
        errors: [
          { line: 2, column: '最低分', message: /0～750/ },
          { line: 4, column: '科类', message: /2024 年没有科类“物理类”/ },
        ],
      },
      {
        name: 'an unknown university (by code and by name) and an unknown major',
        kind: 'admission-records',
        bytes: () => {
          const rows = recordRows();
          (rows[0] as (string | number)[])[4] = '4199999999';
          (rows[2] as (string | number)[])[5] = '清华大学附属中学';
          (rows[1] as (string | number)[])[7] = '089999';
          return utf8(recordsCsv(rows));
        },
        errors: [
          { line: 2, column: '院校代码', message: '院校代码 4199999999 不在院校库中' },
          { line: 3, column: '专业代码', message: '专业代码 089999 不在 2025 年本科专业目录中' },
          { line: 4, column: '院校名称', message: /^院校“清华大学附属中学”不在院校库中/ },
        ],
      },
      {
        name: 'duplicate rows, also when one names the college by code and the other by name',
        kind: 'admission-records',
        bytes: () => {
          const rows = recordRows();
          const neida = [...(rows[0] as (string | number)[])];
          neida[4] = '';
          return utf8(recordsCsv([...rows, rows[1] as (string | number)[], neida]));
        },
        errors: [
          { line: 6, column: null, message: '与第 3 行重复（同一条记录只能出现一次）' },
          { line: 7, column: null, message: /^与第 2 行重复（院校代码与院校名称指向同一所院校/ },
        ],
      },
      {
        name: 'a rank table whose cumulative counts do not add up',
        kind: 'rank-table',
        // One count changed: its line no longer adds up (the lines below still follow the file's counts).
        bytes: () => utf8(rankTableCsv().replace('\r\n2025,物理类,650,', '\r\n2025,物理类,650,1')),
        errors: [
          { line: 52, column: '累计人数', message: /2025 年物理类 650 分的累计人数 .* 不等于上一分数段/ },
        ],
      },
    ];

    for (const c of cases) {
      it(`through the service: ${c.name}`, async () => {
        const before = await snapshot();
        const report = await run(c.kind, c.bytes());
        expect(report.written).toBe(false);
        expect(report.errorCount).toBe(report.errors.length);
        expect(report.errors).toHaveLength(c.errors.length);
        c.errors.forEach((expected, i) => {
          const got = report.errors[i];
          expect({ line: got?.line, column: got?.column }).toEqual({
            line: expected.line,
            column: expected.column,
          });
          if (typeof expected.message === 'string') expect(got?.message).toBe(expected.message);
          else expect(got?.message).toMatch(expected.message);
        });
        expect(await snapshot()).toEqual(before);
      });

      it(`through the upload: ${c.name}`, async () => {
        const before = await snapshot();
        const res = await upload(c.kind, { name: '历年录取.csv', bytes: c.bytes() });
        expect(res.status).toBe(200);
        expect(res.body.message).toBe(`校验未通过：共 ${c.errors.length} 处问题，未写入任何数据`);
        expect(res.body.data?.errors.map((e) => e.line)).toEqual(c.errors.map((e) => e.line));
        expect(res.body.data?.fileName).toBe('历年录取.csv');
        expect(await snapshot()).toEqual(before);
      });
    }

    it('writes none of the good rows of a file with one bad row', async () => {
      const rows = recordRows();
      (rows[3] as (string | number)[])[10] = 'abc';
      const before = await snapshot();
      const report = await run('admission-records', recordsCsv(rows));
      expect(report.errors.map((e) => `${e.line}${e.column}`)).toEqual(['5最低分']);
      expect(report).toMatchObject({ written: false, inserted: 0, updated: 0 });
      expect(await snapshot()).toEqual(before);
    });
  });
});
