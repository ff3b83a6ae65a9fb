// 院校对比's estimate for the student's own score: each compared college's groups of this year's 招生计划 (on
// the chosen track) are checked as one 志愿表 per plan year and batch — the check estimates every choice
// without saving anything — and the answers are read back per college.
import {
  VOLUNTEER_CHOICES_MAX,
  type AdmissionTier,
  type CollegePlans,
  type SiteYear,
  type VolunteerCheckData,
  type VolunteerCheckInput,
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

/**
 * The checks to ask for `score` on the track: per plan year and batch, every group of every college, in lists
 * of at most VOLUNTEER_CHOICES_MAX (a real plan has that many: 内蒙古大学 and 内蒙古工业大学 together list more
 * than 100 groups in 2026's 本科批, which one check refuses).
 */
export function estimateChecks(
  colleges: readonly PlannedCollege[],
  years: readonly Pick<SiteYear, 'year' | 'categories'>[],
  track: string,
  score: number,
): VolunteerCheckInput[] {
  const checks = new Map<string, VolunteerCheckInput[]>();
  for (const { id, plans } of colleges) {
    const year = plans?.year;
    if (!plans || !year) continue;
    const category = categoriesOf(years, year).find((c) => c.track === track)?.name;
    if (!category) continue;
    for (const group of plans.groups.filter((g) => g.category === category)) {
      const key = `${year}|${group.batch}`;
      let list = checks.get(key);
      const current = list?.at(-1);
      if (!list || !current || (current.choices ?? []).length >= VOLUNTEER_CHOICES_MAX) {
        list = [...(list ?? []), { year, category, batch: group.batch, score, choices: [] }];
        checks.set(key, list);
      }
      const check = list.at(-1);
      if (!check) continue;
      check.choices = [
        ...(check.choices ?? []),
        { collegeId: id, groupCode: group.groupCode, majors: [], adjustment: true },
      ];
    }
  }
  return [...checks.values()].flat();
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
