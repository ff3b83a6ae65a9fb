// The committed cold start must be what the generator fits on the sample data: a change of the sample
// generator or of the rank model without `npm run generate:cold-start` would leave the engine assuming lines
// move as they no longer do, and fails here.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASELINES, DEFAULT_RANK_MODEL } from '@zhiyuan/admissions';
import { coldStartSource, committedColdStart } from './cold-start.ts';

describe('cold start', () => {
  it('is committed exactly as generated from the sample data', async () => {
    expect(committedColdStart()).toBe(await coldStartSource());
  }, 120_000);

  it('is what the engine and the baselines use without any change of the region’s own', () => {
    expect(committedColdStart()).toContain(`candidateElasticity: ${DEFAULT_RANK_MODEL.candidateElasticity},`);
    expect(committedColdStart()).toContain(`slope: ${DEFAULT_BASELINES.rankRatio.slope},`);
    expect(DEFAULT_RANK_MODEL.kinds.all.cells).toHaveLength(DEFAULT_RANK_MODEL.levels.length);
  });
});
