import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadGuangdongRankTables } from '../rank-sources.ts';
import { RankLookup, rescaleRankTable } from './rank-tables.ts';

const sources = loadGuangdongRankTables();

describe('rescaleRankTable', () => {
  it('keeps a table monotone, adding up, and ending at exactly the candidate count', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: sources.length - 1 }),
        fc.integer({ min: 1000, max: 300_000 }),
        fc.double({ min: 1, max: 1.1, noNaN: true }),
        fc.double({ min: -8, max: 8, noNaN: true }),
        (index, candidates, stretch, shift) => {
          const source = sources[index];
          if (!source) throw new Error('no source');
          const rows = rescaleRankTable(source, candidates, stretch, shift);
          expect(rows.at(-1)?.cumulative).toBe(candidates);
          expect(rows[0]?.score).toBeLessThanOrEqual(750);
          expect(rows[0]?.count).toBe(rows[0]?.cumulative);
          expect(rows.reduce((s, r) => s + r.count, 0)).toBe(candidates);
          rows.forEach((row, i) => {
            expect(row.count).toBeGreaterThanOrEqual(0);
            if (i > 0) {
              expect(row.score).toBe((rows[i - 1]?.score ?? 0) - 1);
              expect(row.cumulative).toBe((rows[i - 1]?.cumulative ?? 0) + row.count);
            }
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keeps the shape: the share above a score is the source’s share above the matching score', () => {
    const source = sources.find((s) => s.year === 2025 && s.track === '物理');
    if (!source) throw new Error('no source');
    const rows = rescaleRankTable(source, 100_000, 1, 0);
    const at = (table: readonly { score: number; cumulative: number }[], score: number) =>
      table.find((r) => r.score === score)?.cumulative ?? 0;
    for (const score of [650, 550, 450, 300]) {
      expect(at(rows, score) / 100_000).toBeCloseTo(at(source.rows, score) / source.total, 4);
    }
  });
});

describe('RankLookup', () => {
  const source = sources.find((s) => s.year === 2023 && s.track === '历史');
  if (!source) throw new Error('no source');
  const rows = rescaleRankTable(source, 80_000, 1.05, -3);
  const lookup = new RankLookup(rows);

  it('answers the cumulative count of a score, 0 above the top and everyone below the bottom', () => {
    for (const row of rows) expect(lookup.cumulativeAt(row.score)).toBe(row.cumulative);
    expect(lookup.cumulativeAt(lookup.top + 1)).toBe(0);
    expect(lookup.cumulativeAt(0)).toBe(80_000);
  });

  it('finds the score of a rank: the best score whose cumulative count reaches it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80_000 }), (rank) => {
        const score = lookup.scoreAtRank(rank);
        expect(lookup.cumulativeAt(score)).toBeGreaterThanOrEqual(rank);
        expect(lookup.cumulativeAt(score + 1)).toBeLessThan(rank);
      }),
    );
  });
});
