import { describe, expect, it } from 'vitest';
import { apiCalls } from '../calls.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../limits.ts';

function issues(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
}

describe('query parameters of the data calls', () => {
  it('coerce numbers, default the page, and bound the page size', () => {
    expect(apiCalls.listNews.query.parse({})).toEqual({ page: 1, pageSize: PAGE_SIZE_DEFAULT });
    expect(apiCalls.listNews.query.parse({ page: '3', pageSize: String(PAGE_SIZE_MAX) })).toEqual({
      page: 3,
      pageSize: 100,
    });
    expect(issues(apiCalls.listNews.query.safeParse({ pageSize: '101', page: '0' }))).toEqual([
      ['page', M.pageInvalid],
      ['pageSize', M.pageSizeInvalid],
    ]);
    expect(issues(apiCalls.searchColleges.query.safeParse({ page: ['1', '2'] }))).toEqual([
      ['page', M.pageInvalid],
    ]);
  });

  it('name unknown parameters', () => {
    expect(
      issues(
        apiCalls.lookupRank.query.safeParse({
          year: '2025',
          category: '物理类',
          score: '600',
          foo: 1,
          bar: 2,
        }),
      ),
    ).toEqual([['', '未知参数：foo、bar']]);
  });

  it('read tags as a list, comma-separated or repeated, and refuse others on `tags`', () => {
    const search = apiCalls.searchColleges.query;
    expect(search.parse({ tags: '211,985' }).tags).toEqual(['985', '211']);
    expect(search.parse({ tags: ['双一流', '985', '985'] }).tags).toEqual(['985', '双一流']);
    expect(issues(search.safeParse({ tags: '985,C9' }))).toEqual([['tags', M.tagsInvalid]]);
    expect(issues(search.safeParse({ tags: { a: 1 } }))).toEqual([['tags', M.tagsInvalid]]);
  });

  it('check score and rank ranges of the admission search on the upper bound', () => {
    const search = apiCalls.searchAdmissions.query;
    expect(search.parse({ scoreMin: '500', scoreMax: '550.5' })).toMatchObject({
      scoreMin: 500,
      scoreMax: 550.5,
      scope: 'unit',
      sort: 'score-desc',
    });
    expect(
      issues(search.safeParse({ scoreMin: '600', scoreMax: '500', rankMin: '9', rankMax: '8' })),
    ).toEqual([
      ['scoreMax', M.scoreRangeInvalid],
      ['rankMax', M.rankRangeInvalid],
    ]);
    expect(issues(search.safeParse({ scoreMin: '751' }))).toEqual([['scoreMin', M.scoreInvalid]]);
  });

  it('normalise major codes and read the import switches', () => {
    expect(apiCalls.getMajor.query.parse({ code: ' 80901k ' })).toEqual({ code: '080901' });
    expect(apiCalls.getMajor.query.parse({ code: '0502101' })).toEqual({ code: '0502101' });
    expect(issues(apiCalls.getMajor.query.safeParse({ code: '08090' }))).toEqual([]);
    expect(issues(apiCalls.getMajor.query.safeParse({ code: 'abc' }))).toEqual([
      ['code', M.majorCodeInvalid],
    ]);
    expect(apiCalls.uploadImport.query.parse({ kind: 'rank-table', dryRun: '1' })).toEqual({
      kind: 'rank-table',
      dryRun: true,
    });
    expect(apiCalls.downloadImportTemplate.query.parse({ kind: 'colleges' })).toEqual({
      kind: 'colleges',
      format: 'xlsx',
    });
    expect(issues(apiCalls.uploadImport.query.safeParse({ kind: 'students', dryRun: 'yes' }))).toEqual([
      ['kind', M.importKindInvalid],
      ['dryRun', M.dryRunInvalid],
    ]);
  });
});
