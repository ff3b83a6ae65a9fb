// /data/college-compare (院校对比): 2–4 colleges side by side, the choice in the URL; the student's favourite
// colleges one click away.
import { CollegeComparePage as CollegeCompare } from '@zhiyuan/feature-colleges';
import { useFavouriteSuggestions } from './compare-suggestions.ts';

export function CollegeComparePage() {
  return <CollegeCompare suggestions={useFavouriteSuggestions('college')} />;
}
