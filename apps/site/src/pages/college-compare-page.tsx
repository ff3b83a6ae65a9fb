// /data/college-compare (院校对比): 2–4 colleges side by side, the choice in the URL; the student's favourite
// colleges and those of the 志愿表 being written one click away.
import { CollegeComparePage as CollegeCompare } from '@zhiyuan/feature-colleges';
import { useCollegeSuggestions } from './compare-suggestions.ts';

export function CollegeComparePage() {
  return <CollegeCompare suggestions={useCollegeSuggestions()} />;
}
