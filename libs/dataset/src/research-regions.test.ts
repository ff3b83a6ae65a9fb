import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResearchRegion, readResearchRegions } from './research-regions.ts';

const HEAD = 'year,stratum,level,college_code,college_name,group_code,min_score,min_rank,plan_count';

/** A research root with one province folder holding `files`. */
function root(files: Record<string, string>, folder = 'jiangsu'): string {
  const dir = mkdtempSync(join(tmpdir(), 'research-'));
  mkdirSync(join(dir, folder));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, folder, name), text);
  return dir;
}

describe('readResearchRegions', () => {
  it('reads each province folder: its units, tables and batch lines, with a missing rank left to the caller', () => {
    const dir = root({
      'units_2024.csv': `${HEAD}\n2024,物理,本科,1101,南京大学,01,650,,120\n2024,物理,本科,1102,东南大学,02,640,3000,\n`,
      'rank_2024_物理.csv': 'score,count,cumulative\n650,10,2000\n640,20,3000\n',
      'lines.csv': 'year,stratum,level,line_score\n2024,物理,本科,462\n',
    });
    const [region] = readResearchRegions(dir);
    expect(region?.name).toBe('江苏');
    expect(region?.units).toEqual([
      expect.objectContaining({
        collegeCode: '1101',
        groupCode: '01',
        minScore: 650,
        minRank: null,
        planCount: 120,
        lineScore: 462,
      }),
      expect.objectContaining({ collegeCode: '1102', minRank: 3000, planCount: null, filed: null }),
    ]);
    expect(region?.tables).toEqual([
      {
        year: 2024,
        stratum: '物理',
        rows: [
          { score: 650, count: 10, cumulative: 2000 },
          { score: 640, count: 20, cumulative: 3000 },
        ],
      },
    ]);
  });

  it('gives 广东 the shipped tables of the years its folder has none of', () => {
    const dir = root(
      { 'units_2024.csv': `${HEAD}\n2024,物理,本科,10001,北京大学,203,683,88,30\n` },
      'guangdong',
    );
    const region = readResearchRegion(join(dir, 'guangdong'), 'guangdong');
    expect(region.name).toBe('广东');
    expect(region.tables.map((t) => `${t.year}${t.stratum}`)).toContain('2024物理');
  });

  it('names the file, the line and the column of a bad row in Chinese', () => {
    const dir = root({ 'units_2024.csv': `${HEAD}\n2024,物理,本科,1101,南京大学,01,六百五,,120\n` });
    expect(() => readResearchRegions(dir)).toThrow(
      /units_2024\.csv.*第 2 行.*「min_score」最低分应为非负整数/,
    );
    const wrongYear = root({ 'units_2024.csv': `${HEAD}\n2023,物理,本科,1101,南京大学,01,650,,120\n` });
    expect(() => readResearchRegions(wrongYear)).toThrow(/第 2 行.*年份 2023 与文件名不符/);
  });

  it('finds nothing where there is no folder', () => {
    expect(readResearchRegions(join(tmpdir(), 'no-such-research-root'))).toEqual([]);
  });
});
