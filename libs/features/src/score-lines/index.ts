// 批次线 (@zhiyuan/features/score-lines): the region's batch lines by year and category track, as a trend
// chart and a table, with the query and the series builders.
export { ScoreLinesPage } from './components/score-lines-page.tsx';
export { scoreLinesQuery, useScoreLines } from './api/score-lines.ts';
export { lineTrend, linesOfTrack } from './utils/line-trend.ts';
export { scoreLinesMessages } from './messages.ts';
