// The research loader reads the authority's workbooks as published, through the product's import parser: the
// same units as the converted CSV would give (a slice of 广东 2022 物理, the server's test fixture).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadGuangdong } from './guangdong.ts';

const SLICE = resolve(
  import.meta.dirname,
  '../../apps/server/test/fixtures/guangdong/guangdong_2022_physics_slice.xlsx',
);

describe('loadGuangdong', () => {
  it('reads a year from the authority’s workbooks when no CSV of it is there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-published-'));
    copyFileSync(SLICE, join(dir, '广东省2022年本科普通类（物理）投档情况.xlsx'));
    const data = await loadGuangdong([dir], [2022]);
    const units = data.units.map((u) => [
      u.collegeCode,
      u.groupCode,
      u.stratum,
      u.minScore,
      u.minRank,
      u.lineScore,
    ]);
    // 西藏大学 205, which nobody was filed to, is not a unit; 北京大学's 683以上 / 88以内 are their bounds.
    expect(units).toEqual([
      ['10001', '203', '物理', 683, 88, 445],
      ['10002', '203', '物理', 665, 644, 445],
      ['10002', '204', '物理', 665, 673, 445],
      ['10003', '', '物理', 683, 88, 445],
      ['10277', '203', '物理', 551, 68_810, 445],
      ['10694', '206', '物理', 545, 77_383, 445],
      ['10694', '207', '物理', 537, 88_185, 445],
      ['10694', '208', '物理', 551, 69_309, 445],
      ['91004', '201', '物理', 569, 48_939, 445],
    ]);
    expect(data.units.every((u) => u.year === 2022 && u.planCount === u.knownPlan && u.filed === null)).toBe(
      true,
    );
    expect(data.tables.some((t) => t.year === 2022 && t.stratum === '物理')).toBe(true);
  });

  it('says which year it could not find', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gd-empty-'));
    await expect(loadGuangdong([dir], [2022])).rejects.toThrow('没有找到 2022 年的广东投档线文件');
  });
});
