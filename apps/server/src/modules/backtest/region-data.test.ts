// The region's units as the method reads them from the stored records: a unit's own row, with its majors and
// each major's lowest rank (what a 院校专业组 of the reform year rebuilds its line from), and the lines.
import { describe, expect, it } from 'vitest';
import { casesFromYearUnits } from '@zhiyuan/admissions';
import { INNER_MONGOLIA } from '@zhiyuan/dataset';
import { loadRegionData, type RegionDataSources } from './region-data.ts';

type UnitColumnsRow = Awaited<ReturnType<RegionDataSources['admissionRecords']['unitColumns']>>[number];

function record(partial: Partial<UnitColumnsRow> & Pick<UnitColumnsRow, 'year' | 'batch'>): UnitColumnsRow {
  return {
    category: partial.year >= 2025 ? '物理类' : '理科',
    college_code: '4111010001',
    college_name: '某大学',
    group_code: '',
    scope: '院校',
    major_code: null,
    major_name: null,
    plan_count: 10,
    min_score: 550,
    min_rank: 10_000,
    sample: 0,
    ...partial,
  };
}

const major = (year: number, batch: string, group: string, code: string, minRank: number | null) =>
  record({ year, batch, group_code: group, scope: '专业', major_code: code, min_rank: minRank });

// 2024 admitted by college (three majors); 2025 by 院校专业组, the group holding two of those majors.
const ROWS: UnitColumnsRow[] = [
  record({ year: 2024, batch: '本科一批', min_rank: 9_000 }),
  major(2024, '本科一批', '', '080901', 5_000),
  major(2024, '本科一批', '', '080902', 8_000),
  major(2024, '本科一批', '', '080903', 9_000),
  major(2024, '本科一批', '', '080903', 8_500),
  major(2024, '本科一批', '', '080904', null),
  record({ year: 2025, batch: '本科批', group_code: '201', scope: '专业组', min_rank: 7_500 }),
  major(2025, '本科批', '201', '080901', 6_000),
  major(2025, '本科批', '201', '080902', 7_500),
];

async function load() {
  return loadRegionData({
    region: INNER_MONGOLIA,
    admissionRecords: { unitColumns: async () => ROWS },
    scoreLines: { list: async () => [] },
    rankTables: { table: async () => undefined, years: async () => new Map() },
  });
}

describe('loadRegionData', () => {
  it('gives each unit its majors and the lowest rank of each major that has one (its weakest row)', async () => {
    const { data } = await load();
    const college = data.units.find((u) => u.year === 2024);
    expect(college?.majors).toEqual(['080901', '080902', '080903', '080903', '080904']);
    expect(college?.majorRanks).toEqual(
      new Map([
        ['080901', 5_000],
        ['080902', 8_000],
        ['080903', 9_000],
      ]),
    );
    expect(data.units).toHaveLength(2);
  });

  it('lets a group of the reform year rebuild its line from its majors’ rows, as the research data does', async () => {
    const { data } = await load();
    const group = casesFromYearUnits(data).find((c) => c.year === 2025);
    // The weakest of its two majors the year before, and how far apart they were.
    expect(group?.history[0]).toMatchObject({ year: 2024, match: 'majors', minRank: 8_000 });
    expect(group?.history[0]?.spread).toBeCloseTo(Math.log(8_000 / 5_000) / Math.SQRT2, 12);
  });
});
