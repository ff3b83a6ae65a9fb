import { describe, expect, it } from 'vitest';
import { loadGuangdongRankTables } from './rank-sources.ts';

describe('loadGuangdongRankTables', () => {
  const tables = loadGuangdongRankTables();

  it('has 10 tables, 2021–2025 × 物理/历史, down to 100 points', () => {
    expect(tables.map((t) => `${t.year}${t.track}`)).toHaveLength(10);
    expect(tables.every((t) => t.rows.at(-1)?.score === 100)).toBe(true);
    const physics2025 = tables.find((t) => t.year === 2025 && t.track === '物理');
    expect(physics2025?.total).toBe(440208);
    expect(physics2025?.rows[0]).toEqual({ score: 697, count: 19, cumulative: 19 });
    expect(physics2025?.rows).toHaveLength(598);
  });

  it('adds up: each cumulative is the previous plus the line count', () => {
    for (const table of tables) {
      table.rows.slice(1).forEach((row, i) => {
        expect(row.cumulative).toBe((table.rows[i]?.cumulative ?? 0) + row.count);
      });
    }
  });
});
