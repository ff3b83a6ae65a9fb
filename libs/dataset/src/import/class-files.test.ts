// The class roster and class scores files, read by the data imports' parser: the school's own headers, every
// bad row with its line and reason, duplicates, and the XLSX gate.
import { describe, expect, it } from 'vitest';
import { CLASS_ROSTER_SPEC, CLASS_SCORES_SPEC } from './class-files.ts';
import { parseTableFile } from './parse.ts';
import { gbk, utf8 } from './parse-fixtures.ts';

describe('class roster', () => {
  it('reads 姓名 and 手机号 in the school’s own header words, GBK included', async () => {
    const result = await parseTableFile(
      CLASS_ROSTER_SPEC,
      gbk('学生姓名,联系电话\n张三,138 0013 8000\n李四,13900139000\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.encoding).toBe('gbk');
    expect(result.rows).toEqual([
      { line: 2, value: { name: '张三', phone: '13800138000' } },
      { line: 3, value: { name: '李四', phone: '13900139000' } },
    ]);
  });

  it('reports every bad row with its line, column and reason, and a phone given twice', async () => {
    const result = await parseTableFile(
      CLASS_ROSTER_SPEC,
      utf8('姓名,手机号\n张三,1380013800\n,13900139000\n王五,13700137000\n赵六,13700137000\n'),
    );
    expect(result.errors).toEqual([
      { line: 2, column: '手机号', message: '手机号应为 11 位手机号码，实际为“1380013800”' },
      { line: 3, column: '姓名', message: '姓名不能为空' },
      { line: 5, column: null, message: '与第 4 行重复（同一条记录只能出现一次）' },
    ]);
  });

  it('names a missing column', async () => {
    const result = await parseTableFile(CLASS_ROSTER_SPEC, utf8('姓名,班级\n张三,一班\n'));
    expect(result.errors).toEqual([{ line: null, column: '手机号', message: '缺少必填列“手机号”' }]);
  });
});

describe('class scores', () => {
  it('reads 考号 or 姓名, 总分 and an optional 位次', async () => {
    const result = await parseTableFile(
      CLASS_SCORES_SPEC,
      utf8('考号,姓名,总分,位次\n25150102123456,张三,612.5,3051\n,李四,580,\n'),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => r.value)).toEqual([
      { examNumber: '25150102123456', name: '张三', total: 612.5, rank: 3051 },
      { examNumber: null, name: '李四', total: 580, rank: null },
    ]);
  });

  it('needs 考号 or 姓名 in the header and in each row; checks 总分 and 位次', async () => {
    expect((await parseTableFile(CLASS_SCORES_SPEC, utf8('总分,位次\n600,1\n'))).errors).toEqual([
      { line: null, column: '考号/姓名', message: '缺少列：考号、姓名至少需要一列' },
    ]);
    const result = await parseTableFile(
      CLASS_SCORES_SPEC,
      utf8('考号,姓名,总分,位次\n,,600,\n12,张三,800,0\n'),
    );
    expect(result.errors).toEqual([
      { line: 2, column: null, message: '考号和姓名至少填写一项' },
      { line: 3, column: '考号', message: '考号应为 6～20 位字母或数字，实际为“12”' },
      { line: 3, column: '总分', message: '总分应在 0～750 之间，实际为 800' },
      { line: 3, column: '位次', message: '位次应在 1～10000000 之间，实际为 0' },
    ]);
  });

  it('refuses an old .xls and a broken XLSX by the same gate as the data imports', async () => {
    const xls = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 0]);
    expect((await parseTableFile(CLASS_SCORES_SPEC, xls)).errors[0]?.message).toBe(
      '不支持旧版 Excel（.xls）文件，请另存为 .xlsx 或 CSV 后上传',
    );
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect((await parseTableFile(CLASS_ROSTER_SPEC, broken)).errors).toHaveLength(1);
  });
});
