/**
 * The parameters of the sample model for Inner Mongolia, kept apart from the region's rules (region.ts): how
 * many candidates, how they split between categories, at which cumulative share each score line falls, and
 * which real table lends its shape to each track. The README explains how they are used.
 */
import type { RegionConfig } from '../region.ts';
import type { RankTrack } from '../rank-sources.ts';

export interface SampleModel {
  /** Candidates of the 普通类 exam per year, before a ±jitter. */
  candidatesPerYear: number;
  candidateJitter: number;
  /** Share of a year's candidates in each category (categories of a year add up to 1 before jitter). */
  categoryShares: Readonly<Record<string, number>>;
  categoryShareJitter: number;
  /** Cumulative share of a category's candidates at or above each score line, per track. */
  lineShares: Readonly<Record<string, Readonly<Record<RankTrack, number>>>>;
  /** Year-to-year jitter of a line share, added on the logit scale (so shares near 0 or 1 stay inside). */
  lineShareJitter: number;
  /** Which Guangdong track gives each track its shape (the nearest earlier year is used). */
  shapeSource: Readonly<Record<RankTrack, RankTrack>>;
  /** Range of the stretch `k` in score' = 750 − (750 − score)·k + shift (a lower-scoring province: k ≥ 1). */
  stretch: readonly [number, number];
  /** Range of the yearly shift of that transform, in points. */
  shift: readonly [number, number];
}

export const INNER_MONGOLIA_SAMPLE_MODEL: SampleModel = {
  candidatesPerYear: 190_000,
  candidateJitter: 0.03,
  categoryShares: { 理科: 0.57, 文科: 0.43, 物理类: 0.55, 历史类: 0.45 },
  categoryShareJitter: 0.015,
  lineShares: {
    本科一批: { 物理: 0.17, 历史: 0.14 },
    本科二批: { 物理: 0.48, 历史: 0.45 },
    高职专科批: { 物理: 0.975, 历史: 0.975 },
    特殊类型招生控制线: { 物理: 0.16, 历史: 0.13 },
    本科批: { 物理: 0.5, 历史: 0.47 },
    '高职(专科)批': { 物理: 0.975, 历史: 0.975 },
  },
  lineShareJitter: 0.08,
  shapeSource: { 物理: '物理', 历史: '历史' },
  stretch: [1.0, 1.1],
  shift: [-8, 8],
};

/**
 * The sample model of a region, or null when the product has none for it (广东 is served from its official
 * files only): the sample generator refuses a region without one rather than give it another's shape.
 */
export function sampleModelOf(region: Pick<RegionConfig, 'province'>): SampleModel | null {
  return region.province === '内蒙古' ? INNER_MONGOLIA_SAMPLE_MODEL : null;
}
