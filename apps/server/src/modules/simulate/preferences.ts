// The student's preferences (provinces, cities, tags, natures to leave out, disciplines, majors) as a filter
// over prepared units.
import type { RecommendPreferences } from '@zhiyuan/contracts';
import { shortProvinceName } from '@zhiyuan/dataset';
import type { PreparedUnit } from './prepared.ts';

/** A preference filter over prepared units; every list is “any of”, an empty list does not filter. */
export function preferenceFilter(
  preferences: RecommendPreferences | undefined,
): (unit: PreparedUnit) => boolean {
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
