// @zhiyuan/feature-score-lines — 批次线: the region's batch lines by year and category track, as a trend
// chart and a table; and the card of this year's (or the latest published) lines for the home page.
export { ScoreLinesPage } from './components/score-lines-page.tsx';
export { LatestScoreLinesCard } from './components/latest-score-lines-card.tsx';
export { scoreLinesQuery, useScoreLines } from './api/score-lines.ts';
export { prefetchScoreLines } from './api/page-data.ts';
export {
  latestScoreLinesQuery,
  useLatestScoreLines,
  type LatestScoreLines,
} from './api/latest-score-lines.ts';
export { lineTrend, linesOfTrack } from './utils/line-trend.ts';
export { scoreLinesMessages } from './messages.ts';
