// The admission record calls: the big-data search, its export (CSV or XLSX, streamed, at most
// ADMISSION_EXPORT_MAX_ROWS rows) and a college's history. All are answered from memory; parameters naming a
// year, category or batch the data does not have answer 100400 naming the parameter.
import { ADMISSION_EXPORT_HEADERS, ADMISSION_EXPORT_MAX_ROWS } from '@zhiyuan/contracts';
import { shortProvinceName, type RegionConfig } from '@zhiyuan/dataset';
import type { CallHandlers } from '../../http/calls.ts';
import { checkBatch, checkCategory, checkYear } from '../../http/region-params.ts';
import { formatBeijingTime, type Clock } from '../../lib/time.ts';
import type { RowRanker } from '../backtest/index.ts';
import type { CollegeEntry } from '../catalog/index.ts';
import type { AdmissionIndex, AdmissionSearch } from './admission-index.ts';
import { csvChunks, describeQuery, xlsxStream, type ExportMeta } from './export.ts';

type AdmissionRecordCalls = 'searchAdmissions' | 'exportAdmissions' | 'getCollegeAdmissions';

export interface AdmissionRecordHandlerDeps {
  region: RegionConfig;
  now: Clock;
  index(): Promise<AdmissionIndex>;
  /** The college of a row id, or 100404. */
  collegeById(id: number): Promise<CollegeEntry>;
  /** The most rows an export holds (ADMISSION_EXPORT_MAX_ROWS; tests lower it to see a result cut). */
  exportMaxRows?: number | undefined;
  /** The rank a real row without a published one is compared by (the engine's line-difference conversion). */
  rowRanker(): Promise<RowRanker>;
}

export function admissionRecordHandlers(
  deps: AdmissionRecordHandlerDeps,
): Pick<CallHandlers, AdmissionRecordCalls> {
  const { region } = deps;
  const exportMaxRows = deps.exportMaxRows ?? ADMISSION_EXPORT_MAX_ROWS;

  /** The admission search after checking that its year, category and batch exist. */
  async function search(q: AdmissionSearch) {
    const index = await deps.index();
    const known = { years: index.years, categories: index.categoriesIn, batches: index.batchesIn };
    if (q.year !== undefined) checkYear(region, q.year, known);
    if (q.category !== undefined) checkCategory(region, q.year, q.category, known);
    if (q.batch !== undefined) checkBatch(region, q.year, q.batch, known);
    return index.search({ ...q, province: q.province ? shortProvinceName(q.province) : undefined });
  }

  return {
    searchAdmissions: async ({ input }) => search({ ...input }),

    exportAdmissions: async ({ input }) => {
      const { format, ...filters } = input;
      const query = { ...filters, page: 1, pageSize: exportMaxRows };
      const { total, items } = await search(query);
      const now = deps.now();
      const meta: ExportMeta = {
        query: describeQuery({
          ...query,
          province: query.province ? shortProvinceName(query.province) : undefined,
        }),
        total,
        exported: items.length,
        sample: items.some((r) => r.sample),
        createdAt: formatBeijingTime(now),
      };
      const day = formatBeijingTime(now).slice(0, 10).replace(/-/g, '');
      const name = ['历年录取', input.year ?? '全部年份', input.category ?? '全部科类', day].join('_');
      return {
        fileName: `${name}.${format}`,
        contentType:
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        content: format === 'csv' ? csvChunks(items, meta) : xlsxStream(items, meta),
        headers: {
          [ADMISSION_EXPORT_HEADERS.total]: String(total),
          [ADMISSION_EXPORT_HEADERS.exported]: String(items.length),
          [ADMISSION_EXPORT_HEADERS.truncated]: total > items.length ? '1' : '0',
          'cache-control': 'no-store',
        },
      };
    },

    getCollegeAdmissions: async ({ input }) => {
      const entry = await deps.collegeById(input.id);
      const index = await deps.index();
      if (input.category)
        checkCategory(region, undefined, input.category, { categories: index.categoriesIn });
      if (input.batch) checkBatch(region, undefined, input.batch, { batches: index.batchesIn });
      const derivedRank = await deps.rowRanker();
      // A row without a published rank shows the engine's converted one beside it, never in its place.
      const items = index.history(entry.code, input.category, input.batch).map((row) => {
        const derived = derivedRank(row);
        return derived ? { ...row, derivedRank: derived } : row;
      });
      return { college: { id: entry.id, code: entry.code, name: entry.name }, total: items.length, items };
    },
  };
}
