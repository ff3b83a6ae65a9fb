import { describe, expect, it } from 'vitest';
import { recommendItemsFixture } from '@zhiyuan/feature-testing/simulate-fixtures';
import { choiceFromItem, emptyDraft } from './draft.ts';
import { volunteerWorkbook } from './export-xlsx.ts';
import { today, volunteerNotes, volunteerRows } from './volunteer-rows.ts';

const draft = {
  ...emptyDraft(
    { year: 2026, category: '物理类', batch: '本科批', score: 600, rank: null, electives: [] },
    '2026年物理类本科批志愿表',
  ),
  choices: [
    // Real data with a stored 招生代码, then the fixtures' sample data (no code stored, as shipped).
    choiceFromItem(
      { ...recommendItemsFixture[0]!, enrollmentCode: '41040', sample: false },
      recommendItemsFixture[0]!.majors.slice(0, 2),
      false,
    ),
    choiceFromItem(recommendItemsFixture[1]!, recommendItemsFixture[1]!.majors.slice(0, 2), false),
  ],
};

describe('volunteerRows', () => {
  it('numbers the choices and writes majors, 服从调剂 and the rounded estimate', () => {
    const rows = volunteerRows(draft, [
      { probability: 0.2449, tier: '冲' },
      { probability: null, tier: null },
    ]);
    expect(rows[0]).toEqual({
      position: 1,
      enrollmentCode: '41040',
      code: '4161010710',
      college: '长安大学',
      group: '01',
      majors: '1.古典文献学 2.德语',
      adjustment: '否',
      tier: '冲',
      probability: '24%',
      sample: '',
    });
    expect(rows[1]).toMatchObject({
      enrollmentCode: '—',
      tier: '无估计',
      probability: '—',
      sample: '示例数据',
    });
  });

  it('explains a missing 招生代码 and sample rows only when the table has them', () => {
    const rows = volunteerRows(draft, []);
    expect(volunteerNotes(rows)).toHaveLength(3);
    expect(volunteerNotes(rows.slice(0, 1))).toHaveLength(1);
    expect(volunteerNotes(rows.slice(1)).join('')).toMatch(/招生代码“—”.*示例数据/);
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
      notes: ['说明', '示例说明'],
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
      '招生代码',
      '院校代码',
      '院校名称',
      '专业组',
      '专业（按顺序）',
      '服从调剂',
      '档位',
      '录取可能性',
      '数据',
    ]);
    expect(values(6)).toEqual([
      1,
      '41040',
      '4161010710',
      '长安大学',
      '01',
      '1.古典文献学 2.德语',
      '否',
      '冲',
      '24%',
      '',
    ]);
    expect(values(7).slice(0, 4)).toEqual([2, '—', values(7)[2], '石河子大学']);
    expect(values(7)[9]).toBe('示例数据');
    expect(values(9)[0]).toBe('说明');
    expect(values(10)[0]).toBe('示例说明');
  });
});
