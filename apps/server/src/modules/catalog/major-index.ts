// The major catalogs in memory: each edition's majors in catalog order, the 门类 → 专业类 → 专业 tree per
// level, lookups by code, and the search by name, code or pinyin initials. Editions are data (the
// catalog_year of the rows): the edition of a year is the latest one not after it.
import { namePinyin } from '@zhiyuan/dataset';
import type { MajorItem, MajorTree } from '@zhiyuan/contracts';
import type { MajorRecord } from './repository.ts';

export interface MajorEntry {
  item: MajorItem;
  note: string;
  previousCode: string | null;
  intro: string | null;
  initials: string;
  categoryCode: string;
  subcategoryCode: string;
}

function parseFlags(json: string): ('T' | 'K')[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is 'T' | 'K' => v === 'T' || v === 'K') : [];
}

/** Catalog order: 门类, 专业类, then code (the 7-digit 0502100+ after the 6-digit ones). */
function catalogOrder(a: MajorEntry, b: MajorEntry): number {
  const x = a.item.code;
  const y = b.item.code;
  if (a.subcategoryCode !== b.subcategoryCode) return a.subcategoryCode < b.subcategoryCode ? -1 : 1;
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}

export class MajorIndex {
  /** Editions with majors, ascending. */
  readonly editions: readonly number[];
  readonly #byEdition = new Map<number, MajorEntry[]>();
  readonly #byCode = new Map<string, Map<number, MajorEntry>>();
  readonly #trees = new Map<string, MajorTree>();

  constructor(rows: readonly MajorRecord[]) {
    for (const row of rows) {
      const entry: MajorEntry = {
        item: {
          code: row.code,
          name: row.name,
          category: row.category,
          subcategory: row.subcategory,
          level: row.level === '专科' ? '专科' : '本科',
          degree: row.degree,
          years: row.years,
          flags: parseFlags(row.flags),
          catalogYear: row.catalog_year,
        },
        note: row.note,
        previousCode: row.previous_code,
        intro: row.intro,
        initials: namePinyin(row.name).initials,
        categoryCode: row.category_code,
        subcategoryCode: row.subcategory_code,
      };
      const list = this.#byEdition.get(row.catalog_year) ?? [];
      list.push(entry);
      this.#byEdition.set(row.catalog_year, list);
      const editions = this.#byCode.get(row.code) ?? new Map<number, MajorEntry>();
      editions.set(row.catalog_year, entry);
      this.#byCode.set(row.code, editions);
    }
    for (const list of this.#byEdition.values()) list.sort(catalogOrder);
    this.editions = [...this.#byEdition.keys()].sort((a, b) => a - b);
  }

  /**
   * The edition whose codes the data of `year` uses: the latest not after it (the earliest if none) — among
   * the editions that have majors of `level` when one is given (the 专科 catalog has its own editions).
   */
  editionFor(year: number, level?: '本科' | '专科'): number | undefined {
    const editions =
      level === undefined
        ? this.editions
        : this.editions.filter((e) => this.majors(e).some((m) => m.item.level === level));
    let chosen = editions[0];
    for (const edition of editions) if (edition <= year) chosen = edition;
    return chosen;
  }

  majors(edition: number): readonly MajorEntry[] {
    return this.#byEdition.get(edition) ?? [];
  }

  /** A major by code in `edition`, else in the latest edition that has the code. */
  get(code: string, edition?: number): MajorEntry | undefined {
    const editions = this.#byCode.get(code);
    if (!editions) return undefined;
    if (edition !== undefined && editions.has(edition)) return editions.get(edition);
    return editions.get(Math.max(...editions.keys()));
  }

  /** The editions that have `code`, ascending. */
  editionsOf(code: string): number[] {
    return [...(this.#byCode.get(code)?.keys() ?? [])].sort((a, b) => a - b);
  }

  tree(edition: number, level: '本科' | '专科'): MajorTree {
    const key = `${edition}|${level}`;
    const known = this.#trees.get(key);
    if (known) return known;
    const tree: MajorTree = { catalogYear: edition, level, categories: [] };
    const byCategory = new Map<string, MajorTree['categories'][number]>();
    const bySub = new Map<string, MajorTree['categories'][number]['subcategories'][number]>();
    const entries = this.majors(edition)
      .filter((m) => m.item.level === level)
      .sort((a, b) => (a.categoryCode < b.categoryCode ? -1 : a.categoryCode > b.categoryCode ? 1 : 0));
    for (const m of entries) {
      let category = byCategory.get(m.categoryCode);
      if (!category) {
        category = { code: m.categoryCode, name: m.item.category, subcategories: [] };
        byCategory.set(m.categoryCode, category);
        tree.categories.push(category);
      }
      let sub = bySub.get(m.subcategoryCode);
      if (!sub) {
        sub = { code: m.subcategoryCode, name: m.item.subcategory, majors: [] };
        bySub.set(m.subcategoryCode, sub);
        category.subcategories.push(sub);
      }
      sub.majors.push(m.item);
    }
    this.#trees.set(key, tree);
    return tree;
  }

  /**
   * Majors of an edition matching a keyword: exact name first, then name prefix, name contains, code
   * prefix, initials prefix, and the keyword's characters in order inside the name.
   */
  search(edition: number, keyword: string | undefined, level: '本科' | '专科' | undefined): MajorEntry[] {
    const list = this.majors(edition).filter((m) => level === undefined || m.item.level === level);
    const k = (keyword ?? '').replace(/\s+/g, '').toLowerCase();
    if (k === '') return list;
    const scored: { m: MajorEntry; score: number }[] = [];
    for (const m of list) {
      const name = m.item.name;
      let score = 0;
      if (name === k) score = 100;
      else if (name.startsWith(k)) score = 80;
      else if (name.includes(k)) score = 70;
      else if (/^\d+$/.test(k) && m.item.code.startsWith(k)) score = 60;
      else if (/^[a-z]+$/.test(k) && m.initials.startsWith(k)) score = 50;
      else if (/^[a-z]+$/.test(k) && m.initials.includes(k)) score = 40;
      else if (!/^[a-z0-9]+$/.test(k)) {
        let from = 0;
        let ok = true;
        for (const char of k) {
          const at = name.indexOf(char, from);
          if (at < 0) {
            ok = false;
            break;
          }
          from = at + char.length;
        }
        if (ok) score = 20;
      }
      if (score > 0) scored.push({ m, score });
    }
    return scored.sort((a, b) => b.score - a.score).map((s) => s.m);
  }
}
