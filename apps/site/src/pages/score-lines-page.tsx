// /data/line (批次线): the region's batch lines by year and category track; track and year are in the URL.
import { ScoreLinesPage as ScoreLines } from '@zhiyuan/feature-score-lines';

export function ScoreLinesPage() {
  return <ScoreLines />;
}
