import { describe, expect, it } from 'vitest';
import { distributionOption, distributionTable, scoreBands } from './distribution.ts';

describe('scoreBands', () => {
  it('counts rows per ten points, keeping empty bands between', () => {
    const rows = [601, 605, 589, 570.5, 609].map((minScore) => ({ minScore }));
    expect(scoreBands(rows)).toEqual([
      { from: 570, to: 579, count: 1 },
      { from: 580, to: 589, count: 1 },
      { from: 590, to: 599, count: 0 },
      { from: 600, to: 609, count: 3 },
    ]);
    expect(scoreBands([])).toEqual([]);
  });

  it('gives the chart and its table the same numbers', () => {
    const bands = scoreBands([{ minScore: 500 }, { minScore: 512 }, { minScore: 515 }]);
    const option = distributionOption(bands);
    expect(option.xAxis).toMatchObject({ data: ['500–509', '510–519'] });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [1, 2] })]);
    expect(distributionTable(bands).rows).toEqual([
      { band: '500–509', count: 1 },
      { band: '510–519', count: 2 },
    ]);
  });
});
