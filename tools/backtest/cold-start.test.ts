// The committed cold start must be what the generator fits on the sample data: a change of the sample
// generator or of the rank model without `npm run generate:cold-start` would leave the engine assuming lines
// move as they no longer do, and fails here.
import { describe, expect, it } from 'vitest';
import { SAMPLE_BASELINES, SAMPLE_RANK_MODEL } from '@zhiyuan/admissions';
import { coldStartSource, committedColdStart } from './cold-start.ts';

describe('cold start', () => {
  it('is committed exactly as generated from the sample data', async () => {
    expect(committedColdStart()).toBe(await coldStartSource());
  }, 120_000);

  it('is what the engine and the baselines use before any real change (the protocol’s first folds)', () => {
    expect(committedColdStart()).toContain(`candidateElasticity: ${SAMPLE_RANK_MODEL.candidateElasticity},`);
    expect(committedColdStart()).toContain(`slope: ${SAMPLE_BASELINES.rankRatio.slope},`);
    expect(SAMPLE_RANK_MODEL.kinds.all.cells).toHaveLength(SAMPLE_RANK_MODEL.levels.length);
  });
});
