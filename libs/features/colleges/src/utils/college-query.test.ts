import { describe, expect, it } from 'vitest';
import { collegeSearchQuery } from '@zhiyuan/contracts';
import {
  DEFAULT_COLLEGE_FILTERS,
  hasCollegeFilters,
  readCollegeFilters,
  toCollegeSearchQuery,
  writeCollegeFilters,
} from './college-query.ts';

const read = (search: string) => readCollegeFilters(new URLSearchParams(search));

describe('the college search in the URL', () => {
  it('reads every filter', () => {
    expect(
      read(
        'keyword=内大&province=内蒙古&city=包头市&level=本科&nature=公办&tags=985,211&type=理工&sort=name&page=3',
      ),
    ).toEqual({
      keyword: '内大',
      province: '内蒙古',
      city: '包头市',
      level: '本科',
      nature: '公办',
      tags: ['985', '211'],
      type: '理工',
      sort: 'name',
      page: 3,
    });
  });

  it('drops what it does not know, and a city without its province', () => {
    expect(
      read('province=火星&city=包头市&level=博士&nature=x&tags=abc&sort=best&page=-2&type=魔法'),
    ).toEqual(DEFAULT_COLLEGE_FILTERS);
    expect(read('province=北京&city=包头市').city).toBeUndefined();
    expect(read('page=1.5').page).toBe(1);
    expect(read('tags=211&tags=985').tags).toEqual(['985', '211']);
    expect(read('tags=985,abc').tags).toEqual(['985']);
  });

  it('writes short URLs that read back the same', () => {
    expect(writeCollegeFilters(DEFAULT_COLLEGE_FILTERS).toString()).toBe('');
    const filters = read('keyword=nmgdx&province=内蒙古&city=呼和浩特市&tags=双一流&sort=code&page=2');
    const written = writeCollegeFilters(filters);
    expect(written.get('tags')).toBe('双一流');
    expect(readCollegeFilters(written)).toEqual(filters);
  });

  it('makes a query the contract accepts', () => {
    const query = toCollegeSearchQuery(
      read('keyword=内大&province=内蒙古&tags=985,211&nature=中外合作&page=2'),
    );
    expect(query).toEqual({
      keyword: '内大',
      province: '内蒙古',
      nature: '中外合作',
      tags: '985,211',
      sort: 'relevance',
      page: 2,
      pageSize: 20,
    });
    expect(collegeSearchQuery.parse(query).tags).toEqual(['985', '211']);
  });

  it('tells whether anything narrows the list', () => {
    expect(hasCollegeFilters(read('sort=name&page=2'))).toBe(false);
    expect(hasCollegeFilters(read('tags=985'))).toBe(true);
  });
});
