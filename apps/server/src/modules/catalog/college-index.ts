// The college list in memory (2,952 rows): lookups by id, code and exact name, and the search behind
// `GET /api/college/search` — keyword on names, short names, pinyin and initials ranked by
// collegeKeywordScore (内大 and nmgdx both find 内蒙古大学 first), filters, sort and paging. A keyword's
// matches are remembered until the data changes, so a page of results costs a filter over them.
import {
  collegeKeywordScore,
  isCollegeType,
  shortProvinceName,
  type CollegeLevel,
  type CollegeNature,
  type EliteTag,
} from '@zhiyuan/dataset';
import {
  markdownBlocks,
  type CollegeDetail,
  type CollegeItem,
  type CollegeSearchQuery,
  type CollegeSort,
  type CollegeTypeSource,
} from '@zhiyuan/contracts';
import type { CollegeRecord } from './repository.ts';

export interface CollegeEntry {
  id: number;
  code: string;
  name: string;
  province: string;
  city: string;
  level: CollegeLevel;
  nature: CollegeNature;
  type: string | null;
  tags: EliteTag[];
  pinyin: string;
  pinyinInitials: string;
  shortNames: string[];
  /** 0 for 985, 1 for 211, 2 for 双一流, then 3 public 本科, 4 other 本科, 5 专科: the default order. */
  tier: number;
  /** The list item as the API sends it (shared, never mutated). */
  item: CollegeItem;
  detail: CollegeDetail;
  charter: string | null;
  department: string;
  website: string | null;
  intro: string | null;
}

/** The parsed college search (the contract's output). */
export interface CollegeSearch {
  keyword?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  level?: CollegeLevel | undefined;
  nature?: CollegeNature | undefined;
  tags?: readonly EliteTag[] | undefined;
  type?: string | undefined;
  /** Derived or set by staff (the back office's filter). */
  typeSource?: CollegeTypeSource | undefined;
  sort: CollegeSort;
  page: number;
  pageSize: number;
}
export type { CollegeSearchQuery };

/** How many distinct keywords' matches are remembered. */
const KEYWORD_MEMORY = 500;

function tierOf(tags: readonly string[], level: string, nature: string): number {
  if (tags.includes('985')) return 0;
  if (tags.includes('211')) return 1;
  if (tags.includes('双一流')) return 2;
  if (level === '本科') return nature === '公办' ? 3 : 4;
  return 5;
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function toCollegeEntry(row: CollegeRecord): CollegeEntry {
  const tags = parseList(row.tags) as EliteTag[];
  const level = row.level as CollegeLevel;
  const nature = row.nature as CollegeNature;
  const item: CollegeItem = {
    id: row.id,
    code: row.code,
    name: row.name,
    province: row.province,
    city: row.city,
    level,
    nature,
    tags,
    type: row.type !== null && isCollegeType(row.type) ? row.type : null,
    typeSource: row.type_source === 'staff' || row.type_source === 'derived' ? row.type_source : null,
    logo: row.logo,
  };
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    province: row.province,
    city: row.city,
    level,
    nature,
    type: row.type,
    tags,
    pinyin: row.pinyin,
    pinyinInitials: row.initials,
    shortNames: parseList(row.short_names),
    tier: tierOf(tags, level, nature),
    item,
    detail: {
      ...item,
      department: row.department,
      website: row.website,
      intro: row.intro,
      remark: row.remark,
      hasCharter: row.charter !== null && row.charter.trim() !== '',
      introBlocks: row.intro ? markdownBlocks(row.intro) : [],
    },
    charter: row.charter,
    department: row.department,
    website: row.website,
    intro: row.intro,
  };
}

export class CollegeIndex {
  readonly all: readonly CollegeEntry[];
  readonly #byId = new Map<number, CollegeEntry>();
  readonly #byCode = new Map<string, CollegeEntry>();
  readonly #byName = new Map<string, CollegeEntry>();
  /** The three orders, and positions in them so a keyword's matches are put in order without comparing. */
  readonly #tierOrder: readonly CollegeEntry[];
  readonly #nameOrder: readonly CollegeEntry[];
  readonly #codeOrder: readonly CollegeEntry[];
  readonly #rank = new Map<CollegeSort, Map<CollegeEntry, number>>();
  readonly #keywords = new Map<string, { entry: CollegeEntry; score: number }[]>();

  constructor(rows: readonly CollegeRecord[]) {
    this.all = rows.map(toCollegeEntry);
    for (const entry of this.all) {
      this.#byId.set(entry.id, entry);
      this.#byCode.set(entry.code, entry);
      if (!this.#byName.has(entry.name)) this.#byName.set(entry.name, entry);
    }
    this.#codeOrder = [...this.all].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    this.#tierOrder = [...this.#codeOrder].sort((a, b) => a.tier - b.tier);
    this.#nameOrder = [...this.#codeOrder].sort((a, b) =>
      a.pinyin < b.pinyin ? -1 : a.pinyin > b.pinyin ? 1 : 0,
    );
    const positions = (list: readonly CollegeEntry[]) => new Map(list.map((e, i) => [e, i]));
    this.#rank.set('relevance', positions(this.#tierOrder));
    this.#rank.set('name', positions(this.#nameOrder));
    this.#rank.set('code', positions(this.#codeOrder));
  }

  byId(id: number): CollegeEntry | undefined {
    return this.#byId.get(id);
  }

  byCode(code: string): CollegeEntry | undefined {
    return this.#byCode.get(code);
  }

  byName(name: string): CollegeEntry | undefined {
    return this.#byName.get(name);
  }

  /** Colleges matching a keyword, best first (score, then the default order). */
  matches(keyword: string): readonly { entry: CollegeEntry; score: number }[] {
    const key = keyword.replace(/\s+/g, '').toLowerCase();
    const known = this.#keywords.get(key);
    if (known) return known;
    const found: { entry: CollegeEntry; score: number }[] = [];
    for (const entry of this.#tierOrder) {
      const score = collegeKeywordScore(entry, key);
      if (score > 0) found.push({ entry, score });
    }
    found.sort((a, b) => b.score - a.score);
    if (this.#keywords.size >= KEYWORD_MEMORY) {
      const oldest = this.#keywords.keys().next().value;
      if (oldest !== undefined) this.#keywords.delete(oldest);
    }
    this.#keywords.set(key, found);
    return found;
  }

  /** The codes of the colleges matching a keyword. */
  matchingCodes(keyword: string): ReadonlySet<string> {
    return new Set(this.matches(keyword).map((m) => m.entry.code));
  }

  search(query: CollegeSearch): { total: number; items: CollegeItem[] } {
    const province = query.province ? shortProvinceName(query.province) : undefined;
    const tags = query.tags && query.tags.length > 0 ? query.tags : undefined;
    const keep = (e: CollegeEntry) =>
      (province === undefined || e.province === province) &&
      (query.city === undefined || query.city === '' || e.city.includes(query.city)) &&
      (query.level === undefined || e.level === query.level) &&
      (query.nature === undefined || e.nature === query.nature) &&
      (tags === undefined || tags.some((t) => e.tags.includes(t))) &&
      (query.type === undefined || query.type === '' || e.type === query.type) &&
      (query.typeSource === undefined || e.item.typeSource === query.typeSource);

    let list: CollegeEntry[];
    if (query.keyword) {
      list = this.matches(query.keyword)
        .map((m) => m.entry)
        .filter(keep);
      if (query.sort !== 'relevance') {
        const rank = this.#rank.get(query.sort);
        list.sort((a, b) => (rank?.get(a) ?? 0) - (rank?.get(b) ?? 0));
      }
    } else {
      const ordered =
        query.sort === 'name' ? this.#nameOrder : query.sort === 'code' ? this.#codeOrder : this.#tierOrder;
      list = ordered.filter(keep);
    }
    const start = (query.page - 1) * query.pageSize;
    return { total: list.length, items: list.slice(start, start + query.pageSize).map((e) => e.item) };
  }
}
