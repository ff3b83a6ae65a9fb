// @zhiyuan/feature-rank-table — 一分一段 (rank tables): score ↔ rank lookups, the equivalent scores of the
// other years and the whole table with its distribution chart, the query held in the URL; and the lookup
// box of the home page. With the query options and helpers.
export { RankTablePage } from './components/rank-table-page.tsx';
export { RankLookupBox, parseScore, type RankLookupBoxProps } from './components/rank-lookup-box.tsx';
export { RankLookup, ScoreLookup, type LookupProps } from './components/lookups.tsx';
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
} from './api/rank-table.ts';
export { prefetchRankTable } from './api/page-data.ts';
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
export { rankTableMessages } from './messages.ts';
