// The home page's own pieces (@zhiyuan/features/home): the carousel, this year's batch lines and the rank
// lookup box. The page composes them with the latest announcements of @zhiyuan/features/news.
export { HomeCarousel } from './components/home-carousel.tsx';
export { BatchLinesCard, SCORE_LINES_PATH } from './components/batch-lines-card.tsx';
export { parseScore, RANK_PATH, RankLookupBox, rankDetailsLink } from './components/rank-lookup-box.tsx';
export { carouselQuery, useCarousel } from './api/carousel.ts';
export { latestBatchLinesQuery, useLatestBatchLines, type LatestBatchLines } from './api/batch-lines.ts';
export { rankLookupQuery, useRankLookup, type RankLookup } from './api/rank-lookup.ts';
export { homeMessages } from './messages.ts';
