import { describe, expect, it } from 'vitest';
import { parseImportFile } from './parse.ts';
import { shippedReferenceHooks, validateReferences } from './references.ts';

const csv = [
  '年份,科类,批次,院校代码,院校名称,专业组,专业代码,专业名称,最低分',
  '2024,理科,本科一批,4115010126,,,,,560',
  '2024,理科,本科一批,,内蒙古大学,,080901,计算机科学与技术,575',
  '2024,理科,本科一批,4199999999,,,,,560',
  '2024,理科,本科一批,,内蒙大学,,,,560',
  '2024,理科,本科一批,,内蒙古大学,,140001,未来机器人,575',
  '2026,物理类,本科批,,内蒙古大学,01,140001,未来机器人,575',
  '2026,物理类,本科批,,内蒙古大学,02,083201,未来机器人,575',
].join('\n');

describe('validateReferences', () => {
  it('reports unknown universities (by code or exact name) and majors unknown to the year’s catalog', async () => {
    const parsed = await parseImportFile('admission-records', new TextEncoder().encode(csv));
    expect(parsed.errors).toEqual([]);
    const issues = await validateReferences(parsed.rows, shippedReferenceHooks());
    expect(issues).toEqual([
      { line: 4, column: '院校代码', message: '院校代码 4199999999 不在院校库中' },
      { line: 5, column: '院校名称', message: '院校“内蒙大学”不在院校库中（须与教育部名单校名一致）' },
      { line: 6, column: '专业代码', message: '专业代码 140001 不在 2025 年本科专业目录中' },
      { line: 8, column: '专业代码', message: '专业代码 083201 不在 2026 年本科专业目录中' },
    ]);
  });

  it('asks the hooks once per distinct value, and accepts async hooks', async () => {
    const parsed = await parseImportFile('admission-records', new TextEncoder().encode(csv));
    const asked: string[] = [];
    const issues = await validateReferences(parsed.rows, {
      knownCollege: async (key) => {
        asked.push(key);
        return key !== '4199999999';
      },
      knownMajor: () => true,
    });
    expect(asked).toEqual(['4115010126', '内蒙古大学', '4199999999', '内蒙大学']);
    expect(issues.map((i) => i.line)).toEqual([4]);
  });
});
