// /data/major-compare (专业对比): 2–4 majors of the catalog side by side, the choice in the URL.
import { MajorComparePage as MajorCompare } from '@zhiyuan/feature-majors';

export function MajorComparePage() {
  return <MajorCompare />;
}
