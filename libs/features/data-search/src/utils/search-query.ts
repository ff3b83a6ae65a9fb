// 大数据查询's query as it lives in the URL (?year=2025&category=物理类&keyword=内蒙古&tags=211&scoreMin=500
// &sort=rank-asc&page=2&college=366): read with every unknown or malformed value dropped, written with the
// defaults left out, turned into GET /api/admission/search and into the link of GET /api/admission/export
// (the same filters, scope and order, no paging). The table's sortable columns map onto the contract's orders.
import type { AdmissionExportQuery, AdmissionSearchQuery, SiteYear } from '@zhiyuan/contracts';
import {
  ADMISSION_SEARCH_SCOPES,
  ADMISSION_SORTS,
  checkNumber,
  ELITE_TAGS,
  RANK_RULE,
  SCORE_RULE,
  SITE_ROUTES,
  type AdmissionSort,
  type EliteTagName,
  type NumberRule,
} from '@zhiyuan/contracts/basics';
import type { TableSort } from '@zhiyuan/ui';

export const SEARCH_PAGE_SIZE = 20;
/** Rows the distribution chart is drawn from (the contract's largest page). */
export const DISTRIBUTION_SAMPLE_SIZE = 100;

export type SearchScope = (typeof ADMISSION_SEARCH_SCOPES)[number];

export interface SearchFilters {
  year?: number;
  category?: string;
  batch?: string;
  keyword: string;
  province?: string;
  tags: EliteTagName[];
  scoreMin?: number;
  scoreMax?: number;
  rankMin?: number;
  rankMax?: number;
  scope: SearchScope;
  sort: AdmissionSort;
  page: number;
  /** The college whose trend is shown. */
  college?: number;
}

export const DEFAULT_SEARCH_FILTERS: SearchFilters = {
  keyword: '',
  tags: [],
  scope: 'unit',
  sort: 'score-desc',
  page: 1,
};

type Years = readonly Pick<SiteYear, 'year' | 'categories' | 'batches'>[];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/** The categories to choose from: the year's, or every year's (newest first) when no year is chosen. */
export function categoryOptions(years: Years, year: number | undefined): string[] {
  const chosen = years.filter((y) => year === undefined || y.year === year);
  return [
    ...new Set([...chosen].sort((a, b) => b.year - a.year).flatMap((y) => y.categories.map((c) => c.name))),
  ];
}

/** The batches to choose from, like {@link categoryOptions}. */
export function batchOptions(years: Years, year: number | undefined): string[] {
  const chosen = years.filter((y) => year === undefined || y.year === year);
  return [
    ...new Set([...chosen].sort((a, b) => b.year - a.year).flatMap((y) => y.batches.map((b) => b.name))),
  ];
}

function numberFrom(params: URLSearchParams, name: string, rule: NumberRule) {
  const raw = params.get(name);
  if (!raw) return undefined;
  const checked = checkNumber(rule, raw);
  return checked.success ? checked.data : undefined;
}

export function readSearchFilters(params: URLSearchParams, years: Years): SearchFilters {
  const yearNumber = Number(params.get('year'));
  const year = years.some((y) => y.year === yearNumber) ? yearNumber : undefined;
  const category = oneOf(categoryOptions(years, year), params.get('category'));
  const batch = oneOf(batchOptions(years, year), params.get('batch'));
  const page = Number(params.get('page'));
  const college = Number(params.get('college'));
  const filters: SearchFilters = {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    tags: ELITE_TAGS.filter((tag) =>
      params
        .getAll('tags')
        .flatMap((v) => v.split(','))
        .includes(tag),
    ),
    scope: oneOf(ADMISSION_SEARCH_SCOPES, params.get('scope')) ?? 'unit',
    sort: oneOf(ADMISSION_SORTS, params.get('sort')) ?? 'score-desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
  const province = (params.get('province') ?? '').trim();
  if (year !== undefined) filters.year = year;
  if (category) filters.category = category;
  if (batch) filters.batch = batch;
  if (province && province.length <= 20) filters.province = province;
  const scoreMin = numberFrom(params, 'scoreMin', SCORE_RULE);
  const scoreMax = numberFrom(params, 'scoreMax', SCORE_RULE);
  const rankMin = numberFrom(params, 'rankMin', RANK_RULE);
  const rankMax = numberFrom(params, 'rankMax', RANK_RULE);
  if (scoreMin !== undefined) filters.scoreMin = scoreMin;
  if (scoreMax !== undefined && (scoreMin === undefined || scoreMax >= scoreMin)) filters.scoreMax = scoreMax;
  if (rankMin !== undefined) filters.rankMin = rankMin;
  if (rankMax !== undefined && (rankMin === undefined || rankMax >= rankMin)) filters.rankMax = rankMax;
  if (Number.isInteger(college) && college >= 1) filters.college = college;
  return filters;
}

/** The filters as query parameters, without paging (shared by the URL, the search and the export). */
function filterParams(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.year !== undefined) params.set('year', String(filters.year));
  if (filters.category) params.set('category', filters.category);
  if (filters.batch) params.set('batch', filters.batch);
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.province) params.set('province', filters.province);
  if (filters.tags.length > 0) params.set('tags', filters.tags.join(','));
  if (filters.scoreMin !== undefined) params.set('scoreMin', String(filters.scoreMin));
  if (filters.scoreMax !== undefined) params.set('scoreMax', String(filters.scoreMax));
  if (filters.rankMin !== undefined) params.set('rankMin', String(filters.rankMin));
  if (filters.rankMax !== undefined) params.set('rankMax', String(filters.rankMax));
  if (filters.scope !== 'unit') params.set('scope', filters.scope);
  if (filters.sort !== 'score-desc') params.set('sort', filters.sort);
  return params;
}

export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = filterParams(filters);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.college !== undefined) params.set('college', String(filters.college));
  return params;
}

/** Whether anything narrows the search. */
export function hasSearchFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.year !== undefined ||
    filters.category ||
    filters.batch ||
    filters.keyword ||
    filters.province ||
    filters.tags.length > 0 ||
    filters.scoreMin !== undefined ||
    filters.scoreMax !== undefined ||
    filters.rankMin !== undefined ||
    filters.rankMax !== undefined ||
    filters.scope !== 'unit',
  );
}

function exportQuery(filters: SearchFilters): Omit<AdmissionExportQuery, 'format'> {
  const query: Omit<AdmissionExportQuery, 'format'> = { scope: filters.scope, sort: filters.sort };
  if (filters.year !== undefined) query.year = filters.year;
  if (filters.category) query.category = filters.category;
  if (filters.batch) query.batch = filters.batch;
  if (filters.keyword) query.keyword = filters.keyword;
  if (filters.province) query.province = filters.province;
  if (filters.tags.length > 0) query.tags = filters.tags.join(',');
  if (filters.scoreMin !== undefined) query.scoreMin = filters.scoreMin;
  if (filters.scoreMax !== undefined) query.scoreMax = filters.scoreMax;
  if (filters.rankMin !== undefined) query.rankMin = filters.rankMin;
  if (filters.rankMax !== undefined) query.rankMax = filters.rankMax;
  return query;
}

/** GET /api/admission/search's query for a page of `pageSize` rows. */
export function toSearchQuery(
  filters: SearchFilters,
  page = filters.page,
  pageSize = SEARCH_PAGE_SIZE,
): AdmissionSearchQuery {
  return { ...exportQuery(filters), page, pageSize };
}

/** The export link: the same filters, scope and order, and the format; `base` is the API's prefix. */
export function exportHref(filters: SearchFilters, format: 'csv' | 'xlsx', base = ''): string {
  const params = filterParams(filters);
  params.set('format', format);
  // From the zod-free route table: a link needs no schema, and the registry (every call's) need not load for it.
  return `${base.replace(/\/$/, '')}${SITE_ROUTES.exportAdmissions.path}?${params.toString()}`;
}

/** The table's sort indicator for a contract order. */
export function tableSortOf(sort: AdmissionSort): TableSort {
  switch (sort) {
    case 'score-asc':
      return { key: 'minScore', direction: 'asc' };
    case 'rank-asc':
      return { key: 'minRank', direction: 'asc' };
    case 'rank-desc':
      return { key: 'minRank', direction: 'desc' };
    case 'year-desc':
      return { key: 'year', direction: 'desc' };
    default:
      return { key: 'minScore', direction: 'desc' };
  }
}

/**
 * The contract order for a click on a sortable header. The table cycles ascending → descending → none;
 * "none" on a column sorted descending flips it back to ascending (the search always has an order), and
 * years only sort newest first.
 */
export function sortFromTable(next: TableSort | null, current: AdmissionSort): AdmissionSort {
  if (next === null) {
    const was = tableSortOf(current).key;
    if (was === 'minScore') return 'score-asc';
    if (was === 'minRank') return 'rank-asc';
    return 'score-desc';
  }
  if (next.key === 'year') return 'year-desc';
  if (next.key === 'minRank') return next.direction === 'asc' ? 'rank-asc' : 'rank-desc';
  return next.direction === 'asc' ? 'score-asc' : 'score-desc';
}
