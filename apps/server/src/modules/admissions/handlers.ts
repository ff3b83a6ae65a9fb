// The admission data calls: score lines, the 一分一段 lookups (score → rank, rank → score, equivalent scores
// of the other years along the category's track, the whole table), the big-data admission search and its
// export (CSV or XLSX, streamed, at most ADMISSION_EXPORT_MAX_ROWS rows). All are answered from memory;
// parameters naming a year, category or batch the data does not have answer 100400 naming the parameter.
import {
  ADMISSION_EXPORT_HEADERS,
  ADMISSION_EXPORT_MAX_ROWS,
  ERROR_CODES,
  type EquivalentScore,
} from '@zhiyuan/contracts';
import { equivalentCategory, shortProvinceName } from '@zhiyuan/dataset';
import { AppError, fieldError } from '../../http/app-error.ts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Services } from '../../services.ts';
import { formatBeijingTime } from '../../lib/time.ts';
import type { AdmissionSearch } from './admission-index.ts';
import { csvChunks, xlsxStream, type ExportMeta } from './export.ts';
import { checkBatch, checkCategory, checkYear, knownFrom } from './params.ts';
import type { RankTable } from './rank-table.ts';

type AdmissionCalls =
  | 'listScoreLines'
  | 'lookupRank'
  | 'rankByRank'
  | 'equivalentScores'
  | 'getRankTable'
  | 'searchAdmissions'
  | 'exportAdmissions';

/** The search's filters in words, for the export's 说明 sheet. */
function describeQuery(q: Omit<AdmissionSearch, 'page' | 'pageSize'>): string {
  const scopes = { unit: '院校/专业组', major: '专业', all: '全部' } as const;
  const parts = [
    q.year === undefined ? '全部年份' : `${q.year}年`,
    q.category ?? '全部科类',
    q.batch ?? '全部批次',
    `范围：${scopes[q.scope]}`,
  ];
  if (q.keyword) parts.push(`关键词“${q.keyword}”`);
  if (q.province) parts.push(`院校所在地：${q.province}`);
  if (q.tags && q.tags.length > 0) parts.push(`标签：${q.tags.join('、')}`);
  if (q.scoreMin !== undefined || q.scoreMax !== undefined)
    parts.push(`最低分 ${q.scoreMin ?? '…'}～${q.scoreMax ?? '…'}`);
  if (q.rankMin !== undefined || q.rankMax !== undefined)
    parts.push(`最低位次 ${q.rankMin ?? '…'}～${q.rankMax ?? '…'}`);
  return parts.join('，');
}

export interface AdmissionHandlerOptions {
  /** The most rows an export holds (ADMISSION_EXPORT_MAX_ROWS; tests lower it to see a result cut). */
  exportMaxRows?: number;
}

export function admissionHandlers(
  s: Services,
  options: AdmissionHandlerOptions = {},
): Pick<CallHandlers, AdmissionCalls> {
  const exportMaxRows = options.exportMaxRows ?? ADMISSION_EXPORT_MAX_ROWS;
  const { region } = s;

  /** The table of a year and category, after checking both name data that exists. */
  async function table(year: number, category: string): Promise<RankTable> {
    const years = await s.admissions.rankYears();
    checkYear(region, year, { years: years.keys() });
    checkCategory(region, year, category, { categories: () => years.get(year) ?? [] });
    const found = await s.admissions.rankTable(year, category);
    if (!found) throw new AppError(ERROR_CODES.notFound, `暂无${year}年${category}的一分一段表`);
    return found;
  }

  /** The admission search after checking that its year, category and batch exist. */
  async function search(q: AdmissionSearch) {
    const index = await s.admissions.index();
    const known = { years: index.years, categories: index.categoriesIn, batches: index.batchesIn };
    if (q.year !== undefined) checkYear(region, q.year, known);
    if (q.category !== undefined) checkCategory(region, q.year, q.category, known);
    if (q.batch !== undefined) checkBatch(region, q.year, q.batch, known);
    return index.search({ ...q, province: q.province ? shortProvinceName(q.province) : undefined });
  }

  return {
    listScoreLines: async ({ input }) => {
      const lines = await s.admissions.scoreLines();
      const known = {
        years: lines.map((l) => l.year),
        categories: knownFrom(lines, (l) => l.category),
        batches: knownFrom(lines, (l) => l.batch),
      };
      if (input.year !== undefined) checkYear(region, input.year, known);
      if (input.category !== undefined) checkCategory(region, input.year, input.category, known);
      if (input.batch !== undefined) checkBatch(region, input.year, input.batch, known, true);
      const items = lines.filter(
        (l) =>
          (input.year === undefined || l.year === input.year) &&
          (input.category === undefined || l.category === input.category) &&
          (input.batch === undefined || l.batch === input.batch),
      );
      return { total: items.length, items };
    },

    lookupRank: async ({ input }) => (await table(input.year, input.category)).entry(input.score),

    rankByRank: async ({ input }) => {
      const found = await table(input.year, input.category);
      const { score, within } = found.scoreAtRank(input.rank);
      if (!within) {
        throw fieldError(
          'rank',
          `位次超出${input.year}年${input.category}一分一段表的范围（共 ${found.candidates} 人）`,
        );
      }
      return { ...found.entry(score), rank: input.rank };
    },

    equivalentScores: async ({ input }) => {
      const source = await table(input.year, input.category);
      const entry = source.entry(input.score);
      const rank = entry.rankTo;
      const items: EquivalentScore[] = [];
      const years = await s.admissions.rankYears();
      for (const year of [...years.keys()].sort((a, b) => b - a)) {
        if (year === input.year) continue;
        const categories = years.get(year) ?? [];
        const category =
          equivalentCategory(region, input.year, input.category, year) ??
          (categories.includes(input.category) ? input.category : null);
        if (category === null || !categories.includes(category)) continue;
        const other = await s.admissions.rankTable(year, category);
        if (!other) continue;
        const { score, within } = other.scoreAtRank(rank);
        items.push({ year, category, score, withinTable: within, sample: other.sample });
      }
      return {
        year: input.year,
        category: input.category,
        score: input.score,
        rank,
        sample: source.sample,
        items,
      };
    },

    getRankTable: async ({ input }) => (await table(input.year, input.category)).data,

    searchAdmissions: async ({ input }) => search({ ...input }),

    exportAdmissions: async ({ input }) => {
      const { format, ...filters } = input;
      const query = { ...filters, page: 1, pageSize: exportMaxRows };
      const { total, items } = await search(query);
      const now = s.now();
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
  };
}
