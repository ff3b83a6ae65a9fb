import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importKinds } from './kinds.ts';
import { parseImportFile } from './parse.ts';
import { importColumns, templateCsv, templateFor, writeTemplateXlsx } from './templates.ts';

describe('templates', () => {
  it('has the documented Chinese headers', () => {
    expect(templateFor('admission-records')).toEqual([
      '年份',
      '生源省份',
      '科类',
      '批次',
      '院校代码',
      '院校名称',
      '招生代码',
      '专业组',
      '专业代码',
      '专业名称',
      '计划数',
      '最低分',
      '最低位次',
      '平均分',
      '最高分',
      // What an exam authority's 投档 table adds (内蒙古, issue 34).
      '计划类别',
      '投档人数',
      '轮次',
      '投档或录取',
      '语数之和',
      '语数最高',
      '外语',
      '首选科目成绩',
      '再选科目1',
      '再选科目2',
      '语文',
      '数学',
      '来源网址',
    ]);
    expect(templateFor('rank-table')).toEqual([
      '年份',
      '生源省份',
      '科类',
      '分数',
      '人数',
      '累计人数',
      '来源网址',
    ]);
  });

  it('gives templates the parser accepts for every kind (header only: no missing column, no data)', async () => {
    for (const kind of importKinds) {
      const csv = templateCsv(kind);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const fromCsv = await parseImportFile(kind, new TextEncoder().encode(csv));
      expect(fromCsv.errors).toEqual([{ line: null, column: null, message: '文件中没有数据行' }]);
      const fromXlsx = await parseImportFile(kind, await writeTemplateXlsx(kind));
      expect(fromXlsx.errors).toEqual([{ line: null, column: null, message: '文件中没有数据行' }]);
    }
  });

  it('explains every column in the XLSX template and keeps code columns as text', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeTemplateXlsx('admission-plans')).slice().buffer);
    const [sheet, help] = book.worksheets;
    expect(sheet?.name).toBe('招生计划');
    expect(sheet?.getColumn(5).numFmt).toBe('@');
    const described = help?.getColumn(1).values.slice(2, 2 + importColumns('admission-plans').length);
    expect(described).toEqual(templateFor('admission-plans'));
    expect(help?.getRow(2).getCell(2).value).toBe('必填');
    expect(help?.getRow(6).getCell(2).value).toBe('二选一');
  });

  it('does not let a header name mean two columns of one kind', () => {
    for (const kind of importKinds) {
      const owner = new Map<string, string>();
      const clashes: string[] = [];
      for (const c of importColumns(kind)) {
        for (const name of [c.header, c.key, ...c.aliases].map((n) => n.toLowerCase())) {
          if ((owner.get(name) ?? c.key) !== c.key) clashes.push(`${kind}: ${name}`);
          owner.set(name, c.key);
        }
      }
      expect(clashes).toEqual([]);
    }
  });
});
