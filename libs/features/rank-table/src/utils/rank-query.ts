// 一分一段's state in the URL (?year=2025&category=物理类&score=550&rank=10000): the year and category are
// checked against the site config (an unknown one falls back to the newest year and its first category), the
// score and rank against the contract's rules; the input forms use the same rules with Chinese messages. The
// rules are the zod-free ones (`@zhiyuan/contracts/basics`): the page reads them as it draws, and the schemas
// would bring zod and the whole registry into its chunk.
import type { SiteYear } from '@zhiyuan/contracts';
import { checkNumber, RANK_RULE, SCORE_RULE, type NumberRule } from '@zhiyuan/contracts/basics';
import { trackOf } from '@zhiyuan/feature-shared';
import { rankTableMessages as t } from '../messages.ts';

export interface RankQuery {
  year: number;
  category: string;
  score?: number;
  rank?: number;
}

type Years = readonly Pick<SiteYear, 'year' | 'categories'>[];

/** The query in the URL, or undefined while the config has no year. */
export function readRankQuery(params: URLSearchParams, years: Years): RankQuery | undefined {
  const newest = [...years].sort((a, b) => b.year - a.year)[0];
  if (!newest) return undefined;
  const year = years.find((y) => String(y.year) === params.get('year')) ?? newest;
  const categoryName = params.get('category');
  const category = year.categories.find((c) => c.name === categoryName) ?? year.categories[0];
  if (!category) return undefined;
  const query: RankQuery = { year: year.year, category: category.name };
  const score = checkNumber(SCORE_RULE, params.get('score'));
  const rank = checkNumber(RANK_RULE, params.get('rank'));
  if (params.get('score') && score.success) query.score = score.data;
  if (params.get('rank') && rank.success) query.rank = rank.data;
  return query;
}

/**
 * The calls the page makes for `query` (undefined for one it does not make): its lookups by score and by
 * rank, the equivalent scores of the score, and the table. The page and its data fetched ahead both ask these,
 * so the server fetches exactly what the page reads.
 */
export function rankCalls(query: RankQuery | undefined) {
  const base = query && { year: query.year, category: query.category };
  const byScore = base && query.score !== undefined ? { ...base, score: query.score } : undefined;
  return {
    lookup: byScore,
    byRank: base && query.rank !== undefined ? { ...base, rank: query.rank } : undefined,
    equivalent: byScore,
    table: base,
  };
}

export function writeRankQuery(query: RankQuery): URLSearchParams {
  const params = new URLSearchParams({ year: String(query.year), category: query.category });
  if (query.score !== undefined) params.set('score', String(query.score));
  if (query.rank !== undefined) params.set('rank', String(query.rank));
  return params;
}

/** The category to keep when the year changes: the same name, else the one on the same track (理科 → 物理类). */
export function categoryForYear(
  years: Years,
  fromYear: number,
  category: string,
  toYear: number,
): string | undefined {
  const target = years.find((y) => y.year === toYear);
  if (!target) return undefined;
  if (target.categories.some((c) => c.name === category)) return category;
  const track = trackOf(years, category, fromYear);
  return (target.categories.find((c) => c.track === track) ?? target.categories[0])?.name;
}

/** What a lookup box holds: the number to ask for, or why it cannot be asked. */
export type BoxCheck = { ok: true; value: number } | { ok: false; message: string };

/** A box that must be filled, then pass a contract rule (whose Chinese message is shown as it is). */
function checkBox(text: string, required: string, rule: NumberRule): BoxCheck {
  const value = text.trim();
  if (value === '') return { ok: false, message: required };
  const checked = checkNumber(rule, value);
  return checked.success ? { ok: true, value: checked.data } : { ok: false, message: checked.message };
}

/** The score box: required, then the contract's 0–750 rule. */
export const checkScoreBox = (text: string) => checkBox(text, t.score.required, SCORE_RULE);

/** The rank box: required, then the contract's positive-integer rule. */
export const checkRankBox = (text: string) => checkBox(text, t.rank.required, RANK_RULE);
