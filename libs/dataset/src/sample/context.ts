/**
 * What every part of the sample generator reads: the seed, the region and its model, the years asked for.
 * Each random decision draws from its own stream, named by what it decides (see prng.ts), so the parts can be
 * computed in any order and the rows stay the same for the same seed.
 */
import type { RankTrack } from '../rank-sources.ts';
import type { RegionConfig } from '../region.ts';
import type { SampleModel } from './model.ts';

export interface SampleContext {
  seed: number | string;
  region: RegionConfig;
  model: SampleModel;
  /** Ascending, each one of the region's years. */
  years: readonly number[];
}

/** The key of a year, category (and line) in the generator's maps. */
export const sampleKey = (...parts: (string | number)[]) => parts.join('|');

/** The modelled cumulative share of a track's candidates at or above a line. */
export function lineShare(context: SampleContext, line: string, track: RankTrack): number {
  const share = context.model.lineShares[line]?.[track];
  if (share === undefined) throw new Error(`示例数据模型缺少「${line}」（${track}）的累计比例`);
  return share;
}
