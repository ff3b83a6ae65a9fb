// 一分一段 (@zhiyuan/features/rank): score ↔ rank lookups, the equivalent scores of the other years and the
// whole table with its distribution chart, the query held in the URL; with the query options and helpers.
export { RankPage } from './components/rank-page.tsx';
export { RankLookup, ScoreLookup } from './components/lookups.tsx';
export { EquivalentScores, type EquivalentScoresProps } from './components/equivalent-scores.tsx';
export {
  RANK_TABLE_PAGE_SIZE,
  RankTableSection,
  type RankTableSectionProps,
} from './components/rank-table-section.tsx';
export {
  equivalentScoresQuery,
  rankByRankQuery,
  rankLookupQuery,
  rankTableQuery,
  useEquivalentScores,
  useRankByRank,
  useRankLookup,
  useRankTable,
} from './api/rank.ts';
export {
  categoryForYear,
  checkRankBox,
  checkScoreBox,
  readRankQuery,
  writeRankQuery,
  type BoxCheck,
  type RankQuery,
} from './utils/rank-query.ts';
export {
  distributionOption,
  distributionTable,
  scoreBuckets,
  type ScoreBucket,
} from './utils/distribution.ts';
export { rankMessages } from './messages.ts';
