// The college search as it lives in the URL (?keyword=内大&province=内蒙古&tags=211,双一流&page=2): read with
// every unknown or malformed value dropped (a shared or hand-edited link never breaks the page), written
// with the defaults left out so links stay short, and turned into the query of GET /api/college/search.
import type { CollegeSearchQuery } from '@zhiyuan/contracts';
import {
  COLLEGE_LEVELS,
  COLLEGE_NATURES,
  COLLEGE_SORTS,
  COLLEGE_TYPES,
  ELITE_TAGS,
  type CollegeLevelName,
  type CollegeSort,
  type CollegeType,
  type EliteTagName,
} from '@zhiyuan/contracts/basics';
import { citiesOf, PROVINCES } from '@zhiyuan/domain';

export const COLLEGE_PAGE_SIZE = 20;

export type CollegeNatureName = (typeof COLLEGE_NATURES)[number];

export interface CollegeFilters {
  keyword: string;
  province?: string;
  city?: string;
  level?: CollegeLevelName;
  nature?: CollegeNatureName;
  tags: EliteTagName[];
  type?: CollegeType;
  sort: CollegeSort;
  page: number;
}

export const DEFAULT_COLLEGE_FILTERS: CollegeFilters = { keyword: '', tags: [], sort: 'relevance', page: 1 };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);

export function readCollegeFilters(params: URLSearchParams): CollegeFilters {
  const province = oneOf(PROVINCES, params.get('province'));
  const city = province ? oneOf(citiesOf(province), params.get('city')) : undefined;
  const tags = ELITE_TAGS.filter((tag) =>
    params
      .getAll('tags')
      .flatMap((v) => v.split(','))
      .includes(tag),
  );
  const page = Number(params.get('page'));
  const filters: CollegeFilters = {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    tags,
    sort: oneOf(COLLEGE_SORTS, params.get('sort')) ?? 'relevance',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const level = oneOf(COLLEGE_LEVELS, params.get('level'));
  const nature = oneOf(COLLEGE_NATURES, params.get('nature'));
  const type = oneOf(COLLEGE_TYPES, params.get('type'));
  if (province) filters.province = province;
  if (city) filters.city = city;
  if (level) filters.level = level;
  if (nature) filters.nature = nature;
  if (type) filters.type = type;
  return filters;
}

export function writeCollegeFilters(filters: CollegeFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.province) params.set('province', filters.province);
  if (filters.province && filters.city) params.set('city', filters.city);
  if (filters.level) params.set('level', filters.level);
  if (filters.nature) params.set('nature', filters.nature);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.type) params.set('type', filters.type);
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Whether anything narrows the list (the keyword or a filter). */
export function hasCollegeFilters(filters: CollegeFilters): boolean {
  return Boolean(
    filters.keyword ||
    filters.province ||
    filters.level ||
    filters.nature ||
    filters.type ||
    filters.tags.length > 0,
  );
}

export function toCollegeSearchQuery(filters: CollegeFilters): CollegeSearchQuery {
  const query: CollegeSearchQuery = { sort: filters.sort, page: filters.page, pageSize: COLLEGE_PAGE_SIZE };
  if (filters.keyword) query.keyword = filters.keyword;
  if (filters.province) query.province = filters.province;
  if (filters.city) query.city = filters.city;
  if (filters.level) query.level = filters.level;
  if (filters.nature) query.nature = filters.nature;
  // One comma-separated value: the query string carries no lists.
  if (filters.tags.length > 0) query.tags = filters.tags.join(',');
  if (filters.type) query.type = filters.type;
  return query;
}
