import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@zhiyuan/feature-testing/data-fixtures';
import {
  batchOptions,
  categoryOptions,
  DEFAULT_SEARCH_FILTERS,
  exportHref,
  hasSearchFilters,
  readSearchFilters,
  sortFromTable,
  tableSortOf,
  toSearchQuery,
  writeSearchFilters,
  type SearchFilters,
} from './search-query.ts';

const years = siteConfigFixture.years;
const read = (search: string) => readSearchFilters(new URLSearchParams(search), years);

describe('search filters in the URL', () => {
  it('reads the defaults from an empty URL', () => {
    expect(read('')).toEqual(DEFAULT_SEARCH_FILTERS);
    expect(hasSearchFilters(read(''))).toBe(false);
  });

  it('reads every filter and drops what it does not know', () => {
    expect(
      read(
        'year=2024&category=理科&batch=本科一批&keyword= 内大 &province=内蒙古&tags=211,xyz&scoreMin=500&scoreMax=650.5' +
          '&rankMin=100&rankMax=20000&scope=major&sort=rank-asc&page=3&college=366',
      ),
    ).toEqual({
      year: 2024,
      category: '理科',
      batch: '本科一批',
      keyword: '内大',
      province: '内蒙古',
      tags: ['211'],
      scoreMin: 500,
      scoreMax: 650.5,
      rankMin: 100,
      rankMax: 20000,
      scope: 'major',
      sort: 'rank-asc',
      page: 3,
      college: 366,
    });
    // A category of another year, a reversed range, bad numbers and orders.
    expect(
      read('year=2025&category=理科&scoreMin=600&scoreMax=500&rankMin=0&sort=best&page=x&college=-1'),
    ).toEqual({
      ...DEFAULT_SEARCH_FILTERS,
      year: 2025,
      scoreMin: 600,
    });
  });

  it('round-trips, leaving defaults out', () => {
    const filters: SearchFilters = {
      ...DEFAULT_SEARCH_FILTERS,
      year: 2025,
      category: '物理类',
      tags: ['985', '双一流'],
      rankMax: 5000,
      sort: 'year-desc',
      page: 2,
      college: 1,
    };
    expect(read(writeSearchFilters(filters).toString())).toEqual(filters);
    expect(writeSearchFilters(DEFAULT_SEARCH_FILTERS).toString()).toBe('');
  });

  it('offers the year’s categories and batches, or every year’s, newest first', () => {
    expect(categoryOptions(years, 2024)).toEqual(['理科', '文科']);
    expect(categoryOptions(years, undefined)).toEqual(['物理类', '历史类', '理科', '文科']);
    expect(batchOptions(years, 2025)).toEqual(['本科提前批', '本科批', '高职(专科)批']);
    expect(batchOptions(years, undefined)).toContain('本科一批');
  });
});

describe('search and export queries', () => {
  const filters = read('year=2025&tags=211&keyword=内蒙古&scoreMin=500&sort=rank-asc&page=2&college=366');

  it('asks for a page with the filters', () => {
    expect(toSearchQuery(filters)).toEqual({
      year: 2025,
      keyword: '内蒙古',
      tags: '211',
      scoreMin: 500,
      scope: 'unit',
      sort: 'rank-asc',
      page: 2,
      pageSize: 20,
    });
    expect(toSearchQuery(filters, 1, 100)).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('links the export with the same filters, without paging or the chosen college', () => {
    const href = exportHref(filters, 'csv', 'https://api.example.cn/');
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://api.example.cn/api/admission/export');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      year: '2025',
      keyword: '内蒙古',
      tags: '211',
      scoreMin: '500',
      sort: 'rank-asc',
      format: 'csv',
    });
    expect(exportHref(DEFAULT_SEARCH_FILTERS, 'xlsx')).toBe('/api/admission/export?format=xlsx');
  });
});

describe('table sorting', () => {
  it('maps each order onto a column and back', () => {
    for (const sort of ['score-desc', 'score-asc', 'rank-asc', 'rank-desc', 'year-desc'] as const) {
      expect(sortFromTable(tableSortOf(sort), sort)).toBe(sort);
    }
  });

  it('flips a descending column instead of leaving the search without order', () => {
    expect(sortFromTable(null, 'score-desc')).toBe('score-asc');
    expect(sortFromTable(null, 'rank-desc')).toBe('rank-asc');
    expect(sortFromTable(null, 'year-desc')).toBe('score-desc');
    expect(sortFromTable({ key: 'year', direction: 'asc' }, 'score-desc')).toBe('year-desc');
  });
});
