import { describe, expect, it } from 'vitest';
import type { SiteYear } from '@zhiyuan/contracts';
import { readElectivesFilters, toElectivesQuery, writeElectivesFilters } from './electives-query.ts';

const year: SiteYear = {
  year: 2026,
  categories: [
    { name: '物理类', track: '物理' },
    { name: '历史类', track: '历史' },
  ],
  batches: [],
  scoreLines: [],
};

describe('the 选科查询 query in the URL', () => {
  it('reads what the year knows and drops the rest', () => {
    const filters = readElectivesFilters(
      new URLSearchParams('category=理科&electives=化学,化学,物理,生物&result=x&tags=211,清华&page=-3'),
      year,
    );
    expect(filters).toEqual({
      category: '物理类',
      electives: ['化学', '生物'],
      result: 'allowed',
      keyword: '',
      province: undefined,
      tags: ['211'],
      page: 1,
    });
  });

  it('writes back what it read, and asks only with two electives', () => {
    const params = new URLSearchParams(
      'category=历史类&electives=思想政治,地理&result=denied&keyword=师范&province=内蒙古&tags=双一流&page=2',
    );
    const filters = readElectivesFilters(params, year);
    expect(writeElectivesFilters(filters).toString()).toBe(params.toString());
    expect(toElectivesQuery(filters)).toEqual({
      category: '历史类',
      electives: '思想政治,地理',
      result: 'denied',
      keyword: '师范',
      province: '内蒙古',
      tags: '双一流',
      page: 2,
      pageSize: 20,
    });
    expect(toElectivesQuery({ ...filters, electives: ['地理'] })).toBeUndefined();
  });
});
