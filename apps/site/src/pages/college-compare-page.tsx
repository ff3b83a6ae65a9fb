// /data/college-compare (院校对比): 2–4 colleges side by side, the choice in the URL; the student's favourite
// colleges and those of the 志愿表 being written one click away.
import { CollegeComparePage as CollegeCompare, prefetchCollegeCompare } from '@zhiyuan/feature-colleges';
import type { FetchAhead } from '../app/page-data.ts';
import { useCollegeSuggestions } from './compare-suggestions.ts';

export function CollegeComparePage() {
  return <CollegeCompare suggestions={useCollegeSuggestions()} />;
}

/** The URL's colleges, fetched ahead of the server's render (the route's loader). */
export const fetchAhead: FetchAhead = ({ url, api, queryClient }) =>
  prefetchCollegeCompare(api, queryClient, url.searchParams);
