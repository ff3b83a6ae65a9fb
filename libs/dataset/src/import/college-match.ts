/**
 * Matching the universities an exam authority's file names to the MOE list. Such a file names a school by the
 * province's 招生代码 and by the name the province prints, which may carry a programme or campus suffix
 * (北京大学(医学部), 北京理工大学(珠海校区), 辽宁大学(中外合作办学)), a division (北京大学医学部, 山东大学威海分校),
 * a former name (佛山科学技术学院 → 佛山大学), full- or half-width brackets, or a stray character of the page
 * header left by the PDF extraction (北京航空航天大学考). Names are tried from the most to the least certain
 * reading; what no rule matches gets the closest candidates for a person to decide.
 */
import * as z from 'zod';
import { readImportDecisions } from '@zhiyuan/contracts';
import { DEFAULT_DATA_DIR, memoByDir, readDataCsv } from '../data-files.ts';
import { collegeCodeSchema } from '../schemas.ts';
import { toHalfWidth } from './values.ts';

/** A school of the list the names are matched against. */
export interface MatchableCollege {
  code: string;
  name: string;
}

/** How a name was matched, as the import report says it. */
export type NameMatchRule = '校名' | '曾用名' | '去掉括号后缀' | '院系或分校' | '去掉多余字符';

export interface NameMatch {
  college: MatchableCollege;
  rule: NameMatchRule;
}

/** A candidate for a name no rule matched, best first. */
export interface MatchCandidate extends MatchableCollege {
  /** 0–1: how alike the names are (1 for the same name), raised when the national code agrees. */
  score: number;
}

/** Half-width, brackets of every kind as ( ), no whitespace or middle dots: the form names are compared in. */
export function normalizeCollegeName(name: string): string {
  return toHalfWidth(name)
    .replace(/[【〔［[｛{]/g, '(')
    .replace(/[】〕］\]｝}]/g, ')')
    .replace(/[\s·•]/g, '');
}

/** A trailing bracketed part, closed or cut off (佛山大学(原…)(联合培养 lost its last bracket). */
const BRACKET_SUFFIX = /^(.+)\([^()]*\)?$/;

/** The name without its trailing bracketed parts, one at a time: A(B)(C) → A(B), A. */
function withoutBracketSuffixes(name: string): string[] {
  const out: string[] = [];
  let rest = name;
  for (let m = BRACKET_SUFFIX.exec(rest); m?.[1]; m = BRACKET_SUFFIX.exec(rest)) {
    rest = m[1];
    out.push(rest);
  }
  return out;
}

/** Words that end a division or campus of a school written after its name without brackets. */
const DIVISION = /(医学部|医学院|分校|校区)$/u;

const formerNameRow = z.object({
  曾用名: z.string().trim().min(1, '曾用名不能为空'),
  学校标识码: collegeCodeSchema,
  现名: z.string().trim().min(1, '现名不能为空'),
});

export const FORMER_NAMES_FILE = 'college_former_names/former_names.csv';

/** Former names of renamed schools → the school's 学校标识码 (libs/dataset/data/college_former_names). */
export const loadFormerNames: (dataDir?: string) => ReadonlyMap<string, string> = memoByDir((dataDir) => {
  const rows = readDataCsv(dataDir, FORMER_NAMES_FILE, Object.keys(formerNameRow.shape), formerNameRow);
  return new Map(rows.map(({ value }) => [normalizeCollegeName(value.曾用名), value.学校标识码]));
});

/** Character bigrams of a name, for the similarity of the candidates. */
function bigrams(name: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (let i = 0; i < name.length - 1; i++) {
    const g = name.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  return grams;
}

/** Dice coefficient of the names' bigrams (0–1). */
export function nameSimilarity(a: string, b: string): number {
  const x = bigrams(a);
  const y = bigrams(b);
  let shared = 0;
  let total = 0;
  for (const [g, n] of x) {
    shared += Math.min(n, y.get(g) ?? 0);
    total += n;
  }
  for (const n of y.values()) total += n;
  return total === 0 ? (a === b ? 1 : 0) : (2 * shared) / total;
}

export interface CollegeMatcher {
  /** The school a printed name means, and the rule that found it; null when no rule does. */
  byName(name: string): NameMatch | null;
  /** The school with this 学校标识码. */
  byCode(code: string): MatchableCollege | null;
  /**
   * The closest schools for a name no rule matched (at most `limit`). A 5-digit 招生代码 equal to the national
   * school code (the last 5 digits of the 学校标识码) — as 广东 uses — ranks that school first.
   */
  candidates(name: string, enrollmentCode: string | null, limit?: number): MatchCandidate[];
}

/** A matcher over `colleges`, with the shipped former names (or `formerNames` given). */
export function createCollegeMatcher(
  colleges: readonly MatchableCollege[],
  formerNames: ReadonlyMap<string, string> = loadFormerNames(DEFAULT_DATA_DIR),
): CollegeMatcher {
  const byCode = new Map(colleges.map((c) => [c.code, c]));
  const byName = new Map<string, MatchableCollege>();
  for (const c of colleges) {
    const n = normalizeCollegeName(c.name);
    if (!byName.has(n)) byName.set(n, c);
  }
  const normalized = colleges.map((c) => ({ college: c, name: normalizeCollegeName(c.name) }));

  /** A name as it stands: a listed name or a former one. */
  function exact(name: string): NameMatch | null {
    const listed = byName.get(name);
    if (listed) return { college: listed, rule: '校名' };
    const code = formerNames.get(name);
    const renamed = code === undefined ? undefined : byCode.get(code);
    return renamed ? { college: renamed, rule: '曾用名' } : null;
  }

  /** The longest listed (or former) name that `name` starts with, followed by a division word. */
  function division(name: string): MatchableCollege | null {
    const m = DIVISION.exec(name);
    if (!m) return null;
    for (let end = name.length - m[0].length; end >= 2; end--) {
      const found = exact(name.slice(0, end));
      if (found) return found.college;
    }
    return null;
  }

  /** Every reading but the stray-character one, most certain first. */
  function clean(name: string): NameMatch | null {
    const found = exact(name);
    if (found) return found;
    for (const shorter of withoutBracketSuffixes(name)) {
      const m = exact(shorter);
      if (m) return { college: m.college, rule: m.rule === '曾用名' ? '曾用名' : '去掉括号后缀' };
      const d = division(shorter);
      if (d) return { college: d, rule: '院系或分校' };
    }
    const d = division(name);
    return d ? { college: d, rule: '院系或分校' } : null;
  }

  return {
    byName(raw) {
      const name = normalizeCollegeName(raw);
      if (name === '') return null;
      const found = clean(name);
      if (found) return found;
      // One stray character at either end (a page header's 广东省教育考试院 split into the names).
      for (const trimmed of [name.slice(1), name.slice(0, -1)]) {
        if (trimmed.length < 2) continue;
        const m = clean(trimmed);
        if (m) return { college: m.college, rule: '去掉多余字符' };
      }
      return null;
    },
    byCode: (code) => byCode.get(code) ?? null,
    candidates(raw, enrollmentCode, limit = 3) {
      const name = normalizeCollegeName(raw);
      const bare = withoutBracketSuffixes(name).at(-1) ?? name;
      const national = enrollmentCode !== null && /^\d{5}$/.test(enrollmentCode) ? enrollmentCode : null;
      return normalized
        .map(({ college, name: listed }) => {
          const similar = Math.max(nameSimilarity(name, listed), nameSimilarity(bare, listed));
          const score = national !== null && college.code.endsWith(national) ? 0.5 + similar / 2 : similar;
          return { ...college, score: Math.round(score * 100) / 100 };
        })
        .filter((c) => c.score > 0.2)
        .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code))
        .slice(0, limit);
    },
  };
}

/** What a person decided for a university a file names: the school's 学校标识码, or skip its rows. */
export type CollegeDecision = { collegeCode: string } | 'skip';

/**
 * Reads the decisions given to an import, one a line (or separated by ;): `招生代码或校名=学校标识码` or
 * `…=跳过`; a comma works as well as =, so a two-column CSV (键,决定) does too. Problems come back in Chinese.
 */
export function parseCollegeDecisions(text: string): {
  decisions: Map<string, CollegeDecision>;
  errors: string[];
} {
  const { entries, errors } = readImportDecisions(text);
  const decisions = new Map<string, CollegeDecision>(
    entries.map(({ key, decision }) => [normalizeCollegeName(key), decision]),
  );
  return { decisions, errors };
}
