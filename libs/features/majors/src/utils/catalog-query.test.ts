import { describe, expect, it } from 'vitest';
import { catalogEditions, readCatalogQuery, writeCatalogQuery } from './catalog-query.ts';

describe('找专业 in the URL', () => {
  it('reads keyword, edition and page, dropping malformed values', () => {
    expect(readCatalogQuery(new URLSearchParams('keyword= 计算机 &year=2025&page=2'))).toEqual({
      keyword: '计算机',
      year: 2025,
      page: 2,
    });
    expect(readCatalogQuery(new URLSearchParams('year=abc&page=0'))).toEqual({ keyword: '', page: 1 });
  });

  it('writes only what differs from the defaults; the page only with a search', () => {
    expect(writeCatalogQuery({ keyword: '', page: 3 }).toString()).toBe('');
    expect(writeCatalogQuery({ keyword: '医学', year: 2025, page: 2 }).toString()).toBe(
      `keyword=${encodeURIComponent('医学')}&year=2025&page=2`,
    );
  });

  it('offers the current edition and the one before', () => {
    expect(catalogEditions(2026)).toEqual([2026, 2025]);
  });
});
