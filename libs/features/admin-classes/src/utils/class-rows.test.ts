import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { deskFixture } from '../components/classes.test-support.ts';
import { CLASS_COLUMNS, classFileTitle, classRows } from './class-rows.ts';
import { classWorkbook } from './class-workbook.ts';

describe('the class summary', () => {
  it('has one row per student, in the desk’s order, with the list, its tiers and its warnings', () => {
    const rows = classRows(deskFixture());
    expect(rows.map((r) => r[0])).toEqual(['李华', '王芳', '赵强']);
    const first = Object.fromEntries(CLASS_COLUMNS.map((c, i) => [c, rows[0]![i]]));
    expect(first).toMatchObject({
      志愿表: '冲一冲（第 2 版）',
      志愿数: 3,
      冲: 2,
      稳: 1,
      保: 0,
      状态: '需要关注',
      最近成绩: '2026年高考：548 分，位次 16,020',
      // A list made by score: the score and the rank the server found, as numbers a spreadsheet can sort.
      分数: 550,
      位次: 13399,
    });
    expect(first['检查提醒']).toContain('没有“保”志愿');
    expect(rows[1]).toContain('尚未保存志愿表');
    expect(classFileTitle(deskFixture(), '2026-06-27')).toBe('高三（1）班_2026届_班级志愿汇总_2026-06-27');
  });

  it('writes the same rows to an Excel sheet under a title and the headers', async () => {
    const bytes = await classWorkbook(deskFixture(), '高三（1）班 班级志愿汇总');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.getWorksheet('班级汇总')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('高三（1）班 班级志愿汇总');
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([...CLASS_COLUMNS]);
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([...classRows(deskFixture())[0]!]);
    expect(sheet.rowCount).toBe(5);
    const rankColumn = CLASS_COLUMNS.indexOf('位次') + 1;
    expect(sheet.getRow(3).getCell(rankColumn).type).toBe(ExcelJS.ValueType.Number);
  });
});
