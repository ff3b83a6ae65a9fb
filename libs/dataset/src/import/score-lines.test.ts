// The score-lines importer on 内蒙古's 2026 控制线 table as published: 普通类 lines on the 物理/历史 tracks, and
// the 艺术类, 体育类 and 对口招生 lines — each a 专业类别 with a 文化课 score and (most) a 专业课 score — written as
// lines of their own categories (no 一分一段 table behind them), never read as 物理类/历史类.
import { describe, expect, it } from 'vitest';
import { readOfficialFile } from '../neimenggu-official.ts';
import { INNER_MONGOLIA } from '../region.ts';
import { parseImportFile } from './parse.ts';
import { utf8, workbookOf } from './parse-fixtures.ts';

const PAGE = 'https://www.nm.zsks.cn/zxyw/202606/t20260624_46442.html';

describe('the 2026 控制线 file as published', () => {
  const parsed = parseImportFile('score-lines', readOfficialFile('neimenggu_2026_control_lines.csv'), {
    region: INNER_MONGOLIA,
  });

  it('reads all 74 rows, none skipped, none refused', async () => {
    const result = await parsed;
    expect(result.errors).toEqual([]);
    expect(result.totalRows).toBe(74);
    expect(result.rows).toHaveLength(74);
    expect(result.notes.join('\n')).not.toContain('不导入');
    const byCategory = new Map<string, number>();
    for (const { value } of result.rows)
      byCategory.set(value.category, (byCategory.get(value.category) ?? 0) + 1);
    expect(Object.fromEntries(byCategory)).toEqual({
      物理类: 5,
      历史类: 5,
      艺术类: 30,
      体育类: 4,
      对口招生: 30,
    });
  });

  it('keeps a 艺术类 line’s 专业类别, its 文化课 and 专业课 scores and its page', async () => {
    const { rows } = await parsed;
    const art = rows.map((r) => r.value).filter((v) => v.professionalCategory === '美术与设计类');
    expect(art.map((v) => [v.category, v.batch, v.score, v.professionalScore])).toEqual([
      ['艺术类', '本科批', 273, 196],
      ['艺术类', '高职(专科)批', 160, 181],
      ['艺术类', '本科批(专项类)', 273, 196],
      ['艺术类', '高职(专科)批(专项类)', 160, 181],
    ]);
    expect(art.every((v) => v.sourceUrl === PAGE)).toBe(true);
  });

  it('tells 对口招生’s 体育类 from the 体育类 of 艺体, and keeps 对口 lines without a 专业课 score', async () => {
    const { rows } = await parsed;
    const pick = (category: string, professionalCategory: string, batch: string) =>
      rows
        .map((r) => r.value)
        .find(
          (v) =>
            v.category === category && v.professionalCategory === professionalCategory && v.batch === batch,
        );
    expect(pick('体育类', '体育类', '高职(专科)批')).toMatchObject({ score: 298, professionalScore: 70 });
    expect(pick('对口招生', '体育类', '高职(专科)批')).toMatchObject({ score: 120, professionalScore: null });
    expect(pick('对口招生', '计算机类', '本科批')).toMatchObject({ score: 476, professionalScore: null });
    expect(pick('对口招生', '美工设计类', '本科批')).toMatchObject({ score: 375, professionalScore: 200 });
    expect(pick('对口招生', '牧医类', '本科批(专项类)')).toMatchObject({ score: 314 });
  });

  it('leaves the 物理/历史 lines as they were: one score, no 专业类别', async () => {
    const { rows } = await parsed;
    const physics = rows.map((r) => r.value).filter((v) => v.category === '物理类');
    expect(physics.map((v) => [v.batch, v.score, v.professionalCategory, v.professionalScore])).toEqual([
      ['本科批', 363, '', null],
      ['高职(专科)批', 160, '', null],
      ['特殊类型招生控制线', 488, '', null],
      ['本科批(专项类)', 323, '', null],
      ['高职(专科)批(专项类)', 160, '', null],
    ]);
  });
});

describe('a school’s own 控制线 sheet with the authority’s column names', () => {
  it('reads 科类, 专业类别, 层次, 文化课 and 专业课', async () => {
    const bytes = await workbookOf(
      [
        ['年份', '科类', '专业类别', '层次', '文化课', '专业课'],
        [2026, '艺术类', '书法类', '本科', 320, 239],
        [2026, '体育类', '体育类（专项类）', '专科', 297, 70],
        [2026, '对口高职', '农学类', '本科', 396, ''],
      ],
      '控制线',
    );
    const result = await parseImportFile('score-lines', bytes, { region: INNER_MONGOLIA });
    expect(result.errors).toEqual([]);
    expect(result.rows.map((r) => r.value)).toMatchObject([
      {
        category: '艺术类',
        professionalCategory: '书法类',
        batch: '本科批',
        score: 320,
        professionalScore: 239,
      },
      {
        category: '体育类',
        professionalCategory: '体育类',
        batch: '高职(专科)批(专项类)',
        score: 297,
        professionalScore: 70,
      },
      {
        category: '对口招生',
        professionalCategory: '农学类',
        batch: '本科批',
        score: 396,
        professionalScore: null,
      },
    ]);
  });

  it('refuses a 专业课 score on a 物理类 line and a bad one on an art line, naming line and column', async () => {
    const text = [
      'year,category,track,section,culture_score,professional_score,source_url',
      `2026,普通类,物理类,本科,363,100,${PAGE}`,
      `2026,美术与设计类,艺术类,本科,273,九十,${PAGE}`,
      `2026,美术与设计类,艺术类,专科,160,800,${PAGE}`,
    ].join('\n');
    const result = await parseImportFile('score-lines', utf8(text), { region: INNER_MONGOLIA });
    expect(result.errors).toEqual([
      {
        line: 2,
        column: 'professional_score',
        message: '物理类的线只有一个分数（按一分一段表排位次），不能填专业课分数',
      },
      { line: 3, column: 'professional_score', message: '专业课分数应为数字，实际为“九十”' },
      { line: 4, column: 'professional_score', message: '专业课分数应在 0～750 之间，实际为 800' },
    ]);
  });
});
