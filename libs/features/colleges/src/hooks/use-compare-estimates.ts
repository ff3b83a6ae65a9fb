// The score 院校对比 estimates for — the one in the URL, else the latest 高考 result of a signed-in student's
// personal centre — and each compared college's estimates for it on the track.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { CollegePlans, SiteYear } from '@zhiyuan/contracts';
import { latestGaokao, studentScoresQuery, useDomain, useSignedIn } from '@zhiyuan/feature-shared';
import { compareEstimateQuery } from '../api/colleges.ts';
import { collegeEstimates, estimateChecks, type CompareEstimate } from '../utils/compare-estimates.ts';

export interface CompareScore {
  score: number | undefined;
  /** The score is the personal centre's, not typed on the page. */
  fromProfile: boolean;
}

/** The URL's score, or the personal centre's latest 高考 total when the URL has none. */
export function useCompareScore(urlScore: number | undefined): CompareScore {
  const { api } = useDomain();
  const signedIn = useSignedIn();
  const scores = useQuery({ ...studentScoresQuery(api), enabled: signedIn && urlScore === undefined });
  if (urlScore !== undefined) return { score: urlScore, fromProfile: false };
  const own = signedIn ? latestGaokao(scores.data?.results)?.total : undefined;
  return { score: own, fromProfile: own !== undefined };
}

/**
 * Each college's estimates (the likeliest group first) for the score on the track; undefined while loading or
 * without a score. A college whose estimates failed to load has none (`failed`).
 */
export function useCompareEstimates(
  colleges: readonly { id: number; plans: CollegePlans | undefined }[],
  years: readonly SiteYear[],
  track: string | undefined,
  score: number | undefined,
): { byCollege: Map<number, CompareEstimate[] | undefined>; failed: boolean } {
  const { api } = useDomain();
  const checks =
    track === undefined || score === undefined ? [] : estimateChecks(colleges, years, track, score);
  const answers = useQueries({ queries: checks.map((check) => compareEstimateQuery(api, check)) });
  const byCollege = new Map(
    colleges.map((c) => [
      c.id,
      score === undefined || !c.plans
        ? undefined
        : collegeEstimates(
            c.id,
            checks,
            answers.map((a) => a.data),
          ),
    ]),
  );
  return { byCollege, failed: answers.some((a) => a.isError) };
}
