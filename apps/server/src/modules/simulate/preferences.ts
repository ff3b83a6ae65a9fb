// The student's preferences (provinces, cities, tags, natures to leave out, disciplines, majors) and
// eligibility (the restricted access kinds they qualify for) as a filter over prepared units.
import { notEligible } from '@zhiyuan/admissions';
import type { AccessKind, RecommendPreferences } from '@zhiyuan/contracts';
import { shortProvinceName } from '@zhiyuan/dataset';
import type { PreparedUnit } from './prepared.ts';

/** What a candidate's ranking keeps: their preferences and the restricted kinds they qualify for. */
export interface UnitChoice {
  preferences?: RecommendPreferences | undefined;
  eligibility?: readonly AccessKind[] | undefined;
}

/**
 * A filter over prepared units: a unit of a restricted access kind only when the student qualifies for each
 * of its kinds; then the preferences, every list “any of”, an empty list not filtering.
 */
export function unitFilter({ preferences, eligibility }: UnitChoice): (unit: PreparedUnit) => boolean {
  const open = (u: PreparedUnit) => u.access.length === 0 || notEligible(u.access, eligibility).length === 0;
  if (!preferences) return open;
  const preferred = preferenceFilter(preferences);
  return (u) => open(u) && preferred(u);
}

/** A preference filter over prepared units; every list is “any of”, an empty list does not filter. */
function preferenceFilter(preferences: RecommendPreferences): (unit: PreparedUnit) => boolean {
  const set = (list: readonly string[] | undefined) =>
    list && list.length > 0 ? new Set(list.map((v) => v.trim())) : undefined;
  const provinces = set(preferences?.provinces?.map(shortProvinceName));
  const cities = preferences?.cities?.length ? preferences.cities : undefined;
  const tags = preferences?.tags?.length ? preferences.tags : undefined;
  const natures = set(preferences?.excludeNatures);
  const disciplines = set(preferences?.categories);
  const majors = preferences?.majors?.length ? preferences.majors.map((m) => m.trim()) : undefined;
  return (u) =>
    (provinces === undefined || provinces.has(u.college.province)) &&
    (cities === undefined || cities.some((c) => u.college.city.includes(c))) &&
    (tags === undefined || tags.some((t) => u.college.tags.includes(t))) &&
    (natures === undefined || !natures.has(u.college.nature)) &&
    (disciplines === undefined || [...u.disciplines].some((d) => disciplines.has(d))) &&
    (majors === undefined ||
      u.majors.some((m) => majors.some((f) => m.name.includes(f) || (m.code?.startsWith(f) ?? false))));
}
