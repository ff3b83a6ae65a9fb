import { describe, expect, it } from 'vitest';
import { recommendItemsFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { choiceFromItem, emptyDraft } from './draft.ts';
import { volunteerWorkbook } from './export-xlsx.ts';
import { today, volunteerRows } from './volunteer-rows.ts';

const draft = {
  ...emptyDraft(
    { year: 2026, category: '物理类', batch: '本科批', score: 600, rank: null, electives: [] },
    '2026年物理类本科批志愿表',
  ),
  choices: recommendItemsFixture
    .slice(0, 2)
    .map((item) => choiceFromItem(item, item.majors.slice(0, 2), false)),
};

describe('volunteerRows', () => {
  it('numbers the choices and writes majors, 服从调剂 and the rounded estimate', () => {
    const rows = volunteerRows(draft, [
      { probability: 0.2449, tier: '冲' },
      { probability: null, tier: null },
    ]);
    expect(rows[0]).toEqual({
      position: 1,
      code: '4161010710',
      college: '长安大学',
      group: '01',
      majors: '1.古典文献学 2.德语',
      adjustment: '否',
      tier: '冲',
      probability: '24%',
    });
    expect(rows[1]).toMatchObject({ tier: '无估计', probability: '—' });
  });

  it('dates in Beijing time', () => {
    expect(today(new Date('2026-06-25T17:30:00Z'))).toBe('2026-06-26');
  });
});

describe('volunteerWorkbook', () => {
  it('writes a workbook that reads back with the title, the details and the choices', async () => {
    const bytes = await volunteerWorkbook({
      title: draft.name,
      details: [
        ['姓名', '张小明'],
        ['分数', '600'],
      ],
      rows: volunteerRows(draft, []),
      note: '说明',
    });
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes.buffer);
    const sheet = workbook.getWorksheet('志愿表');
    const values = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    expect(values(1)[0]).toBe('2026年物理类本科批志愿表');
    expect(values(2)).toEqual(['姓名', '', '张小明']);
    expect(values(5)).toEqual([
      '序号',
      '院校代码',
      '院校名称',
      '专业组',
      '专业（按顺序）',
      '服从调剂',
      '档位',
      '录取可能性',
    ]);
    expect(values(6)).toEqual([1, '4161010710', '长安大学', '01', '1.古典文献学 2.德语', '否', '冲', '24%']);
    expect(values(7)[2]).toBe('石河子大学');
  });
});
