// /data/line (批次线): the region's batch lines by year and category track; track and year are in the URL.
import { ScoreLinesPage } from '@zhiyuan/features/score-lines';

export function LinePage() {
  return <ScoreLinesPage />;
}
