// Categories across the reform: each year of the site config names its categories with a `track` (理科 and
// 物理类 share the track 物理), so a line across years follows the track, and 物理类 from 2025 is drawn as the
// continuation of 理科. The years and their categories are data, so a later reform needs no code change.
import type { SiteYear } from '@zhiyuan/contracts';

export interface CategoryTrack {
  track: string;
  /** The categories on the track, newest first: ['物理类', '理科']. */
  categories: readonly string[];
  /** 物理类 / 理科. */
  label: string;
}

/** The tracks of the years, in the order their categories first appear in the newest year. */
export function categoryTracks(years: readonly Pick<SiteYear, 'year' | 'categories'>[]): CategoryTrack[] {
  const byTrack = new Map<string, string[]>();
  for (const year of [...years].sort((a, b) => b.year - a.year)) {
    for (const { name, track } of year.categories) {
      const names = byTrack.get(track) ?? [];
      if (!names.includes(name)) names.push(name);
      byTrack.set(track, names);
    }
  }
  return [...byTrack].map(([track, categories]) => ({ track, categories, label: categories.join(' / ') }));
}

/** The track of a category (of a given year when known); undefined for a name the config does not have. */
export function trackOf(
  years: readonly Pick<SiteYear, 'year' | 'categories'>[],
  category: string,
  year?: number,
): string | undefined {
  const inYear = years.find((y) => y.year === year)?.categories.find((c) => c.name === category);
  if (inYear) return inYear.track;
  for (const y of years) {
    const found = y.categories.find((c) => c.name === category);
    if (found) return found.track;
  }
  return undefined;
}
