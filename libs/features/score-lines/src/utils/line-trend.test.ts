import { describe, expect, it } from 'vitest';
import { scoreLinesFixture, siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import { lineTrend, linesOfTrack } from './line-trend.ts';

const years = siteConfigFixture.years;

describe('linesOfTrack', () => {
  it('takes 理科 up to 2024 and 物理类 from 2025 for the track 物理', () => {
    const lines = linesOfTrack(scoreLinesFixture, years, '物理');
    expect(new Set(lines.map((l) => l.category))).toEqual(new Set(['理科', '物理类']));
    expect(lines).toHaveLength(15);
    expect(linesOfTrack(scoreLinesFixture, years, '历史', 2025).map((l) => l.batch)).toEqual([
      '特殊类型招生控制线',
      '本科批',
      '高职(专科)批',
    ]);
  });
});

describe('lineTrend', () => {
  it('draws each line name over the years it existed', () => {
    const trend = lineTrend(scoreLinesFixture, years, '物理');
    expect(trend.years).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(trend.series.map((s) => s.name)).toEqual([
      '特殊类型招生控制线',
      '本科批',
      '高职(专科)批',
      '本科一批',
      '本科二批',
      '高职专科批',
    ]);
    expect(trend.series.find((s) => s.name === '本科一批')!.values).toEqual([480, 441, 434, 459, null]);
    expect(trend.series.find((s) => s.name === '本科批')!.values).toEqual([null, null, null, null, 450]);
  });

  it('is empty for a track without lines', () => {
    expect(lineTrend(scoreLinesFixture, years, '艺术')).toEqual({ years: [], series: [] });
  });
});
