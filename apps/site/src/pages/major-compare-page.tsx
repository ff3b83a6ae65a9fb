// /data/major-compare (专业对比): 2–4 majors of the catalog side by side, the choice in the URL; the student's
// favourite majors one click away.
import { MajorComparePage as MajorCompare } from '@zhiyuan/feature-majors';
import { useMajorSuggestions } from './compare-suggestions.ts';

export function MajorComparePage() {
  return <MajorCompare suggestions={useMajorSuggestions()} />;
}
