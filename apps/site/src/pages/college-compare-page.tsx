// /data/college-compare (院校对比): 2–4 colleges side by side, the choice in the URL.
import { CollegeComparePage as CollegeCompare } from '@zhiyuan/feature-colleges';

export function CollegeComparePage() {
  return <CollegeCompare />;
}
