/**
 * The sample's yearly tables: how many candidates each category has, its 一分一段 table (a real table's shape
 * rescaled to the count) and its score lines (at the model's cumulative shares, jittered, each strictly below
 * the more selective one).
 */
import type { RankTrack, SourceRankTable } from '../rank-sources.ts';
import { categoriesOf, scoreLinesOf, type CategoryDef } from '../region.ts';
import type { RankTableRow, ScoreLine } from '../schemas.ts';
import { lineShare, sampleKey, type SampleContext } from './context.ts';
import { Rng } from './prng.ts';
import { RankLookup, rescaleRankTable } from './rank-tables.ts';

/** Candidates of one category in one year. */
export interface SampleCandidates {
  year: number;
  category: string;
  track: RankTrack;
  candidates: number;
}

export interface SampleTables {
  candidates: SampleCandidates[];
  rankTables: RankTableRow[];
  scoreLines: ScoreLine[];
  /** Score ↔ rank by `year|category`. */
  lookups: Map<string, RankLookup>;
  /** A line's score by `year|category|line`. */
  lineScores: Map<string, number>;
}

/** The year's candidates, split between its categories (the last one takes what rounding left). */
function candidateCounts(context: SampleContext, year: number): { category: CategoryDef; count: number }[] {
  const { model } = context;
  const categories = categoriesOf(context.region, year);
  const rng = new Rng(context.seed, 'candidates', year);
  const total = Math.round(
    model.candidatesPerYear * (1 + rng.float(-model.candidateJitter, model.candidateJitter)),
  );
  const shares = categories.map(
    (c) =>
      (model.categoryShares[c.name] ?? 1 / categories.length) *
      (1 + rng.float(-model.categoryShareJitter, model.categoryShareJitter)),
  );
  const shareSum = shares.reduce((a, b) => a + b, 0);
  let assigned = 0;
  return categories.map((category, i) => {
    const count =
      i === categories.length - 1 ? total - assigned : Math.round((total * (shares[i] ?? 0)) / shareSum);
    assigned += count;
    return { category, count };
  });
}

/** A category's table: the nearest earlier real table of its shape track, rescaled to `count` candidates. */
function rankRows(
  context: SampleContext,
  sources: readonly SourceRankTable[],
  year: number,
  category: CategoryDef,
  count: number,
) {
  const { model } = context;
  const shapeTrack = model.shapeSource[category.track];
  const shaped = sources.filter((s) => s.track === shapeTrack).sort((a, b) => a.year - b.year);
  const source = shaped.filter((s) => s.year <= year).at(-1) ?? shaped[0];
  if (!source) throw new Error(`示例数据：没有 ${shapeTrack} 科类的形态来源表`);
  const tableRng = new Rng(context.seed, 'table', year, category.name);
  const stretch = tableRng.float(model.stretch[0], model.stretch[1]);
  const shift = tableRng.float(model.shift[0], model.shift[1]);
  return rescaleRankTable(source, count, stretch, shift);
}

/** The year's lines of a category, from the most selective down, each strictly below the previous one. */
function lineScoresOf(
  context: SampleContext,
  year: number,
  category: CategoryDef,
  count: number,
  lookup: RankLookup,
): { name: string; score: number }[] {
  // Only the lines of every plan: a 专项 plan's own control line has no sample model.
  const lines = scoreLinesOf(context.region, year)
    .filter((line) => line.planCategory === undefined)
    .map((line) => ({ line, share: lineShare(context, line.name, category.track) }))
    .sort((a, b) => a.share - b.share);
  let previous = Infinity;
  return lines.map(({ line, share }) => {
    const lineRng = new Rng(context.seed, 'line', year, category.name, line.name);
    const jitter = context.model.lineShareJitter;
    const logit = Math.log(share / (1 - share)) + lineRng.float(-jitter, jitter);
    const jittered = 1 / (1 + Math.exp(-logit));
    const score = Math.min(previous - 1, lookup.scoreAtRank(jittered * count));
    previous = score;
    return { name: line.name, score };
  });
}

/** Tables, lines and candidate counts of every year and category. */
export function generateTables(context: SampleContext, sources: readonly SourceRankTable[]): SampleTables {
  const tables: SampleTables = {
    candidates: [],
    rankTables: [],
    scoreLines: [],
    lookups: new Map(),
    lineScores: new Map(),
  };
  const province = context.region.province;
  for (const year of context.years) {
    for (const { category, count } of candidateCounts(context, year)) {
      tables.candidates.push({ year, category: category.name, track: category.track, candidates: count });
      const rows = rankRows(context, sources, year, category, count);
      for (const row of rows) {
        tables.rankTables.push({ year, province, category: category.name, ...row, sample: true });
      }
      const lookup = new RankLookup(rows);
      tables.lookups.set(sampleKey(year, category.name), lookup);
      for (const { name, score } of lineScoresOf(context, year, category, count, lookup)) {
        tables.lineScores.set(sampleKey(year, category.name, name), score);
        tables.scoreLines.push({ year, province, category: category.name, batch: name, score, sample: true });
      }
    }
  }
  return tables;
}
