// The student's preferences (provinces, cities, tags, natures to leave out, disciplines, majors),
// eligibility (the restricted access kinds they qualify for) and subjects (选科) as a filter over prepared units.
import { missingSubjects, notEligible } from '@zhiyuan/admissions';
import type { AccessKind, RecommendPreferences } from '@zhiyuan/contracts';
import { shortProvinceName } from '@zhiyuan/dataset';
import type { PreparedUnit } from './prepared.ts';

/** What a candidate's ranking keeps: their preferences and the restricted kinds they qualify for. */
export interface UnitChoice {
  preferences?: RecommendPreferences | undefined;
  eligibility?: readonly AccessKind[] | undefined;
  /** The first subject and electives; null or absent when not given (then 选科 does not filter). */
  subjects?: readonly string[] | null | undefined;
}

/**
 * Whether the candidate may apply to the unit as far as 选科 goes: a requirement they lack leaves the unit out
 * (recommending it, 加入志愿表 enabled, only led to an error later); an unreadable one is kept and flagged.
 */
function subjectsAllow(unit: PreparedUnit, subjects: readonly string[] | null | undefined): boolean {
  if (!subjects || !unit.subjectRequirement) return true;
  const missing = missingSubjects(unit.subjectRequirement, subjects);
  return missing === null || missing.length === 0;
}

/**
 * A filter over prepared units: a unit of a restricted access kind only when the student qualifies for each
 * of its kinds, a unit whose 选科 the student lacks never; then the preferences, every list “any of”, an empty list not filtering.
 */
export function unitFilter({
  preferences,
  eligibility,
  subjects,
}: UnitChoice): (unit: PreparedUnit) => boolean {
  const open = (u: PreparedUnit) =>
    (u.access.length === 0 || notEligible(u.access, eligibility).length === 0) && subjectsAllow(u, subjects);
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
