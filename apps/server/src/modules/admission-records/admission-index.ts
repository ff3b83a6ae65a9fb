// The region's admission records in memory (about 118,000 rows with the sample data), answering the
// big-data search and the college history without a query. Rows are kept as the API sends them. For each
// combination of year, category, scope and sort that a search asks for, the ordered list is built once and
// kept until the data changes; a search then narrows it (a binary search for a score range when the list
// is ordered by score), filters the rest, counts and slices a page. The rows matching a set of filters are
// remembered (within a budget), so paging through them, and the next user asking the same, costs a slice.
import type { AdmissionRow, AdmissionSort } from '@zhiyuan/contracts';
import type { EliteTag } from '@zhiyuan/dataset';
import type { CollegeIndex } from '../catalog/index.ts';
import { knownFrom } from '../../http/region-params.ts';
import type { AdmissionRecordRow } from './repository.ts';

export type SearchScope = 'unit' | 'major' | 'all';

/** The parsed admission search (the contract's output). */
export interface AdmissionSearch {
  year?: number | undefined;
  category?: string | undefined;
  batch?: string | undefined;
  keyword?: string | undefined;
  province?: string | undefined;
  tags?: readonly EliteTag[] | undefined;
  scoreMin?: number | undefined;
  scoreMax?: number | undefined;
  rankMin?: number | undefined;
  rankMax?: number | undefined;
  scope: SearchScope;
  sort: AdmissionSort;
  page: number;
  pageSize: number;
}

const SCOPE_ORDER: Record<string, number> = { 院校: 0, 专业组: 0, 专业: 1 };

/** How many filter results are remembered, and how many rows they may hold in all (references, ~8 B each). */
const MEMO_ENTRIES = 2000;
const MEMO_ROWS = 2_000_000;

function compareText(a: string | null, b: string | null): number {
  const x = a ?? '';
  const y = b ?? '';
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Highest lowest-score first; ties by rank, college, group, unit before majors, id. */
function byScoreDesc(a: AdmissionRow, b: AdmissionRow): number {
  return (
    b.minScore - a.minScore ||
    (a.minRank ?? Infinity) - (b.minRank ?? Infinity) ||
    compareText(a.collegeCode, b.collegeCode) ||
    compareText(a.groupCode, b.groupCode) ||
    (SCOPE_ORDER[a.scope] ?? 0) - (SCOPE_ORDER[b.scope] ?? 0) ||
    a.id - b.id
  );
}

function byRankAsc(a: AdmissionRow, b: AdmissionRow): number {
  return (a.minRank ?? Infinity) - (b.minRank ?? Infinity) || byScoreDesc(a, b);
}

function byYearDesc(a: AdmissionRow, b: AdmissionRow): number {
  return b.year - a.year || byScoreDesc(a, b);
}

/** A college's history: newest year first, then category, batch, group, the unit row before its majors. */
function byHistory(a: AdmissionRow, b: AdmissionRow): number {
  return (
    b.year - a.year ||
    compareText(a.category, b.category) ||
    compareText(a.batch, b.batch) ||
    compareText(a.groupCode, b.groupCode) ||
    (SCOPE_ORDER[a.scope] ?? 0) - (SCOPE_ORDER[b.scope] ?? 0) ||
    b.minScore - a.minScore ||
    a.id - b.id
  );
}

export function toAdmissionRow(r: AdmissionRecordRow, colleges: CollegeIndex): AdmissionRow {
  const college = colleges.byCode(r.college_code);
  return {
    id: r.id,
    year: r.year,
    province: r.province,
    category: r.category,
    batch: r.batch,
    collegeId: college?.id ?? null,
    collegeCode: r.college_code,
    collegeName: r.college_name,
    collegeProvince: college?.province ?? '',
    collegeCity: college?.city ?? '',
    tags: college?.tags ?? [],
    groupCode: r.group_code === '' ? null : r.group_code,
    scope: r.scope as AdmissionRow['scope'],
    majorCode: r.major_code,
    majorName: r.major_name,
    planCount: r.plan_count,
    minScore: r.min_score,
    avgScore: r.avg_score,
    maxScore: r.max_score,
    minRank: r.min_rank,
    sample: r.sample === 1,
    ...(r.filed_count === null ? {} : { filedCount: r.filed_count }),
    ...(r.tiebreak === null ? {} : { tiebreak: r.tiebreak }),
    ...(r.plan_category === '普通类' ? {} : { planCategory: r.plan_category }),
  };
}

export class AdmissionIndex {
  readonly size: number;
  /** Years present, and the categories and batches of a year (or of all), for checking a query. */
  readonly years: ReadonlySet<number>;
  readonly categoriesIn: (year: number | undefined) => string[];
  readonly batchesIn: (year: number | undefined) => string[];
  readonly #rows: readonly AdmissionRow[];
  readonly #byCollege = new Map<string, AdmissionRow[]>();
  readonly #lists = new Map<string, readonly AdmissionRow[]>();
  readonly #colleges: CollegeIndex;
  /** Every major name in the data, to match a keyword against names once rather than against rows. */
  readonly #majorNames: readonly string[];
  readonly #memo = new Map<string, readonly AdmissionRow[]>();
  #memoRows = 0;

  constructor(records: readonly AdmissionRecordRow[], colleges: CollegeIndex) {
    this.#colleges = colleges;
    const rows = records.map((r) => toAdmissionRow(r, colleges));
    rows.sort(byScoreDesc);
    this.#rows = rows;
    this.size = rows.length;
    for (const row of rows) {
      const list = this.#byCollege.get(row.collegeCode) ?? [];
      list.push(row);
      this.#byCollege.set(row.collegeCode, list);
    }
    for (const list of this.#byCollege.values()) list.sort(byHistory);
    this.#majorNames = [...new Set(rows.map((r) => r.majorName).filter((n): n is string => n !== null))];
    this.years = new Set(rows.map((r) => r.year));
    this.categoriesIn = knownFrom(rows, (r) => r.category);
    this.batchesIn = knownFrom(rows, (r) => r.batch);
  }

  /** Every row, highest lowest-score first (shared, never mutated). */
  get rows(): readonly AdmissionRow[] {
    return this.#rows;
  }

  /** Builds the lists the default searches use (each year and category, by score), ahead of the first one. */
  prepare(): void {
    for (const year of this.years) {
      for (const category of this.categoriesIn(year)) {
        this.#list(year, category, 'unit', 'score-desc');
        this.#list(year, category, 'major', 'score-desc');
      }
    }
  }

  /** A college's rows, optionally of one category and batch, in history order. */
  history(collegeCode: string, category?: string, batch?: string): AdmissionRow[] {
    return (this.#byCollege.get(collegeCode) ?? []).filter(
      (r) =>
        (category === undefined || r.category === category) && (batch === undefined || r.batch === batch),
    );
  }

  /** The ordered list for a year, category, scope and sort order (built once per data version). */
  #list(year: number | undefined, category: string | undefined, scope: SearchScope, sort: AdmissionSort) {
    const order = sort === 'score-asc' ? 'score-desc' : sort === 'rank-desc' ? 'rank-asc' : sort;
    const key = `${year ?? '*'}|${category ?? '*'}|${scope}|${order}`;
    const known = this.#lists.get(key);
    if (known) return known;
    const list = this.#rows.filter(
      (r) =>
        (year === undefined || r.year === year) &&
        (category === undefined || r.category === category) &&
        (scope === 'all' || (scope === 'major') === (r.scope === '专业')),
    );
    if (order === 'rank-asc') list.sort(byRankAsc);
    else if (order === 'year-desc') list.sort(byYearDesc);
    this.#lists.set(key, list);
    return list;
  }

  search(q: AdmissionSearch): { total: number; items: AdmissionRow[] } {
    const start = (q.page - 1) * q.pageSize;
    const matched = this.#matching(q);
    return { total: matched.length, items: matched.slice(start, start + q.pageSize) };
  }

  /** The rows matching a search's filters, in its order (remembered per data version, within a budget). */
  #matching(q: AdmissionSearch): readonly AdmissionRow[] {
    const key = JSON.stringify([
      q.year,
      q.category,
      q.scope,
      q.sort,
      q.batch,
      q.keyword?.replace(/\s+/g, '').toLowerCase(),
      q.province,
      q.tags,
      q.scoreMin,
      q.scoreMax,
      q.rankMin,
      q.rankMax,
    ]);
    const known = this.#memo.get(key);
    if (known) {
      // Most recently used last.
      this.#memo.delete(key);
      this.#memo.set(key, known);
      return known;
    }
    const matched = this.#filter(q);
    this.#memo.set(key, matched);
    this.#memoRows += matched.length;
    for (const [oldKey, rows] of this.#memo) {
      if (this.#memo.size <= MEMO_ENTRIES && this.#memoRows <= MEMO_ROWS) break;
      if (oldKey === key) continue;
      this.#memo.delete(oldKey);
      this.#memoRows -= rows.length;
    }
    return matched;
  }

  #filter(q: AdmissionSearch): AdmissionRow[] {
    const list = this.#list(q.year, q.category, q.scope, q.sort);
    const byScore = q.sort === 'score-desc' || q.sort === 'score-asc';
    // In score order a score range is one slice of the list.
    let from = 0;
    let to = list.length;
    if (byScore && q.scoreMax !== undefined) from = firstAtOrBelow(list, q.scoreMax);
    if (byScore && q.scoreMin !== undefined) to = firstBelow(list, q.scoreMin);
    const scoreMin = byScore ? undefined : q.scoreMin;
    const scoreMax = byScore ? undefined : q.scoreMax;
    const tags = q.tags && q.tags.length > 0 ? q.tags : undefined;
    const province = q.province === '' ? undefined : q.province;
    let colleges: ReadonlySet<string> | undefined;
    let majors: ReadonlySet<string> | undefined;
    if (q.keyword) {
      colleges = this.#colleges.matchingCodes(q.keyword);
      const keyword = q.keyword.replace(/\s+/g, '');
      majors = new Set(this.#majorNames.filter((name) => name.includes(keyword)));
    }
    const keep = (r: AdmissionRow) =>
      (scoreMin === undefined || r.minScore >= scoreMin) &&
      (scoreMax === undefined || r.minScore <= scoreMax) &&
      (q.rankMin === undefined || (r.minRank !== null && r.minRank >= q.rankMin)) &&
      (q.rankMax === undefined || (r.minRank !== null && r.minRank <= q.rankMax)) &&
      (q.batch === undefined || r.batch === q.batch) &&
      (province === undefined || r.collegeProvince === province) &&
      (tags === undefined || tags.some((t) => r.tags.includes(t))) &&
      (colleges === undefined ||
        colleges.has(r.collegeCode) ||
        (majors !== undefined && r.majorName !== null && majors.has(r.majorName)));

    const reversed = q.sort === 'score-asc' || q.sort === 'rank-desc';
    const matched: AdmissionRow[] = [];
    for (let n = 0; n < to - from; n++) {
      const row = list[reversed ? to - 1 - n : from + n];
      if (row !== undefined && keep(row)) matched.push(row);
    }
    return matched;
  }
}

/** The first position whose minScore is at or below `score` (lists are by score, highest first). */
function firstAtOrBelow(list: readonly AdmissionRow[], score: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid]?.minScore ?? -Infinity) > score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first position whose minScore is below `score`. */
function firstBelow(list: readonly AdmissionRow[], score: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid]?.minScore ?? -Infinity) >= score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
