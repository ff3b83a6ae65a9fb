// 院校对比's estimate for the student's own score: each compared college's groups of this year's 招生计划 (on
// the chosen track) are checked as one 志愿表 per plan year and batch — the check estimates every choice
// without saving anything — and the answers are read back per college.
import type {
  AdmissionTier,
  CollegePlans,
  SiteYear,
  VolunteerCheckData,
  VolunteerCheckInput,
} from '@zhiyuan/contracts';

/** One group's (or, in a batch that admits by college, the college's) estimate. */
export interface CompareEstimate {
  batch: string;
  groupCode: string | null;
  /** 0–1; null when the unit has no past data. */
  probability: number | null;
  /** Null below 冲 or without an estimate. */
  tier: AdmissionTier | null;
  sample: boolean;
}

export interface PlannedCollege {
  id: number;
  plans: CollegePlans | undefined;
}

/** A year's categories: its own, or (a year the config does not list yet) those of the latest year before it. */
function categoriesOf(years: readonly Pick<SiteYear, 'year' | 'categories'>[], year: number) {
  const before = years.filter((y) => y.year <= year).sort((a, b) => b.year - a.year);
  return before[0]?.categories ?? [];
}

/** The checks to ask for `score` on the track: one per plan year and batch, with every group of every college. */
export function estimateChecks(
  colleges: readonly PlannedCollege[],
  years: readonly Pick<SiteYear, 'year' | 'categories'>[],
  track: string,
  score: number,
): VolunteerCheckInput[] {
  const checks = new Map<string, VolunteerCheckInput>();
  for (const { id, plans } of colleges) {
    const year = plans?.year;
    if (!plans || !year) continue;
    const category = categoriesOf(years, year).find((c) => c.track === track)?.name;
    if (!category) continue;
    for (const group of plans.groups.filter((g) => g.category === category)) {
      const key = `${year}|${group.batch}`;
      const check = checks.get(key) ?? { year, category, batch: group.batch, score, choices: [] };
      check.choices = [
        ...(check.choices ?? []),
        { collegeId: id, groupCode: group.groupCode, majors: [], adjustment: true },
      ];
      checks.set(key, check);
    }
  }
  return [...checks.values()];
}

/**
 * A college's estimates from the answers (in the order of `checks`): its groups, the likeliest first; undefined
 * while an answer it needs is missing.
 */
export function collegeEstimates(
  collegeId: number,
  checks: readonly VolunteerCheckInput[],
  answers: readonly (VolunteerCheckData | undefined)[],
): CompareEstimate[] | undefined {
  const estimates: CompareEstimate[] = [];
  for (const [i, check] of checks.entries()) {
    if (!check.choices?.some((c) => c.collegeId === collegeId)) continue;
    const answer = answers[i];
    if (!answer) return undefined;
    for (const c of answer.choices.filter((x) => x.collegeId === collegeId)) {
      estimates.push({
        batch: check.batch,
        groupCode: c.groupCode,
        probability: c.probability,
        tier: c.tier,
        sample: c.sample,
      });
    }
  }
  return estimates.sort((a, b) => (b.probability ?? -1) - (a.probability ?? -1));
}
