import { describe, expect, it } from 'vitest';
import type { AdmissionRow } from '@zhiyuan/contracts';
import { collegeAdmissionsFixture, siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { historyTrend } from './admission-history.ts';

const row = (fields: Partial<AdmissionRow>): AdmissionRow => ({
  ...collegeAdmissionsFixture[0]!,
  ...fields,
});

describe('historyTrend', () => {
  it('draws one line per track, joining 理科 and 物理类 across the reform', () => {
    const trend = historyTrend(collegeAdmissionsFixture, siteConfigFixture.years, 'minScore');
    expect(trend.years).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(trend.series.map((s) => s.name)).toEqual(['物理类 / 理科', '历史类 / 文科']);
    const physics = collegeAdmissionsFixture.filter(
      (r) => r.scope !== '专业' && (r.category === '理科' || r.category === '物理类'),
    );
    expect(trend.series[0]!.values).toEqual(
      [2021, 2022, 2023, 2024, 2025].map((y) => physics.find((r) => r.year === y)!.minScore),
    );
  });

  it('takes the lowest score of the groups, and the largest rank number', () => {
    const rows = [
      row({ year: 2025, category: '物理类', scope: '专业组', groupCode: '01', minScore: 560, minRank: 9000 }),
      row({
        year: 2025,
        category: '物理类',
        scope: '专业组',
        groupCode: '02',
        minScore: 548,
        minRank: 12500,
      }),
      row({ year: 2025, category: '物理类', scope: '专业', minScore: 530, minRank: 20000 }),
    ];
    expect(historyTrend(rows, siteConfigFixture.years, 'minScore').series[0]!.values).toEqual([548]);
    expect(historyTrend(rows, siteConfigFixture.years, 'minRank').series[0]!.values).toEqual([12500]);
  });

  it('falls back to the majors when a year has no college-wide row, and leaves gaps as null', () => {
    const rows = [
      row({ year: 2021, category: '文科', scope: '专业', minScore: 540, minRank: null }),
      row({ year: 2021, category: '文科', scope: '专业', minScore: 552, minRank: null }),
      row({ year: 2023, category: '理科', scope: '院校', minScore: 500, minRank: 20000 }),
    ];
    const trend = historyTrend(rows, siteConfigFixture.years, 'minScore');
    expect(trend.years).toEqual([2021, 2023]);
    expect(trend.series).toEqual([
      { name: '物理类 / 理科', values: [null, 500] },
      { name: '历史类 / 文科', values: [540, null] },
    ]);
    expect(historyTrend(rows, siteConfigFixture.years, 'minRank').series[1]!.values).toEqual([null, null]);
  });

  it('keeps a category the config does not know under its own name', () => {
    const trend = historyTrend(
      [row({ year: 2022, category: '蒙授理科', minScore: 480 })],
      siteConfigFixture.years,
      'minScore',
    );
    expect(trend.series).toEqual([{ name: '蒙授理科', values: [480] }]);
  });
});
