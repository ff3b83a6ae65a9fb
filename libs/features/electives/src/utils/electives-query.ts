// The 选科查询 query in the URL (`?category=物理类&electives=化学,生物&result=denied&keyword=…&province=…&tags=211
// &page=2`), so back, forward, refresh and a shared link show the same answer. A value the year does not
// know is dropped; two different electives are needed before anything is asked.
import type { ElectivesQuery, SiteYear } from '@zhiyuan/contracts';
import {
  ELECTIVE_SUBJECTS,
  ELECTIVES_RESULTS,
  ELITE_TAGS,
  type ElectiveSubject,
  type ElectivesResult,
  type EliteTagName,
} from '@zhiyuan/contracts/basics';

export const ELECTIVES_PAGE_SIZE = 20;

export interface ElectivesFilters {
  category: string;
  electives: ElectiveSubject[];
  result: ElectivesResult;
  keyword: string;
  province: string | undefined;
  tags: EliteTagName[];
  page: number;
}

const list = (params: URLSearchParams, name: string) =>
  params
    .getAll(name)
    .flatMap((v) => v.split(/[,，、]/))
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** The year whose plans are asked about: the site's current one, else the latest. */
export function electivesYear(years: readonly SiteYear[], current: number): SiteYear | undefined {
  return years.find((y) => y.year === current) ?? [...years].sort((a, b) => b.year - a.year)[0];
}

/** The categories with a first subject (物理类, 历史类): the ones a 3+1+2 combination belongs to. */
export function firstSubjectCategories(year: SiteYear | undefined): SiteYear['categories'] {
  return (year?.categories ?? []).filter((c) => c.track === '物理' || c.track === '历史');
}

export function readElectivesFilters(params: URLSearchParams, year: SiteYear | undefined): ElectivesFilters {
  const categories = firstSubjectCategories(year);
  const category =
    categories.find((c) => c.name === params.get('category'))?.name ?? categories[0]?.name ?? '';
  const electives = [...new Set(list(params, 'electives'))]
    .filter((e): e is ElectiveSubject => (ELECTIVE_SUBJECTS as readonly string[]).includes(e))
    .slice(0, 2);
  const page = Number(params.get('page'));
  return {
    category,
    electives,
    result: ELECTIVES_RESULTS.find((r) => r === params.get('result')) ?? 'allowed',
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    province: params.get('province')?.trim() || undefined,
    tags: [...new Set(list(params, 'tags'))].filter((t): t is EliteTagName =>
      (ELITE_TAGS as readonly string[]).includes(t),
    ),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function writeElectivesFilters(filters: ElectivesFilters): URLSearchParams {
  const params = new URLSearchParams({ category: filters.category });
  if (filters.electives.length > 0) params.set('electives', filters.electives.join(','));
  if (filters.result !== 'allowed') params.set('result', filters.result);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.province) params.set('province', filters.province);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The call's query, or undefined until two electives are chosen. */
export function toElectivesQuery(filters: ElectivesFilters): ElectivesQuery | undefined {
  if (filters.electives.length !== 2 || filters.category === '') return undefined;
  return {
    category: filters.category,
    electives: filters.electives.join(','),
    result: filters.result,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(filters.province ? { province: filters.province } : {}),
    ...(filters.tags.length > 0 ? { tags: filters.tags.join(',') } : {}),
    page: filters.page,
    pageSize: ELECTIVES_PAGE_SIZE,
  };
}
