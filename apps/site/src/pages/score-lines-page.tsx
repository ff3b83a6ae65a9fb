// /data/line (批次线): the region's batch lines by year and category track; track and year are in the URL.
import { prefetchScoreLines, ScoreLinesPage as ScoreLines } from '@zhiyuan/feature-score-lines';
import type { FetchAhead } from '../app/page-data.ts';

export function ScoreLinesPage() {
  return <ScoreLines />;
}

/** The lines (the page narrows them to the URL's track and year), fetched ahead of the server's render. */
export const fetchAhead: FetchAhead = ({ api, queryClient }) => prefetchScoreLines(api, queryClient);
