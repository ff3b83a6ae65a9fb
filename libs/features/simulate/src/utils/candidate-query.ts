// 模拟填报's query in the URL (?category=物理类&batch=本科批&score=600&electives=化学,生物&tier=稳&page=2&
// provinces=北京,上海&tags=211&exclude=民办&disciplines=工学&majors=计算机&eligibility=高校专项): read with every unknown or
// malformed value dropped (a shared or hand-edited link never breaks the page), written with defaults left
// out, and turned into the body of POST /api/simulate/recommend. The year is the region's current year (or
// the newest year the site config knows when the current one is not listed).
import type { RecommendInput, SiteConfig, SiteYear } from '@zhiyuan/contracts';
import {
  ACCESS_KINDS,
  ADMISSION_TIERS,
  CANDIDATE_SUBJECTS,
  checkNumber,
  RANK_RULE,
  SCORE_RULE,
  ELECTIVE_SUBJECTS,
  ELITE_TAGS,
  FIRST_SUBJECTS,
  RECOMMEND_PAGE_SIZE_DEFAULT,
  type AccessKind,
  type AdmissionTier,
  type COLLEGE_NATURES,
  type CandidateSubject,
  type EliteTagName,
} from '@zhiyuan/contracts/basics';

export const RECOMMEND_PAGE_SIZE = RECOMMEND_PAGE_SIZE_DEFAULT;

export type CollegeNatureName = (typeof COLLEGE_NATURES)[number];

/** 门类 of the undergraduate catalog, for "意向门类". */
export const DISCIPLINES = [
  '哲学',
  '经济学',
  '法学',
  '教育学',
  '文学',
  '历史学',
  '理学',
  '工学',
  '农学',
  '医学',
  '军事学',
  '管理学',
  '艺术学',
  '交叉学科',
] as const;

/** Natures a candidate may leave out (公办 is never excluded from here). */
export const EXCLUDABLE_NATURES = ['民办', '中外合作'] as const satisfies readonly CollegeNatureName[];

export interface RecommendPreferencesForm {
  provinces: string[];
  cities: string[];
  tags: EliteTagName[];
  exclude: CollegeNatureName[];
  disciplines: string[];
  majors: string[];
}

export const NO_PREFERENCES: RecommendPreferencesForm = {
  provinces: [],
  cities: [],
  tags: [],
  exclude: [],
  disciplines: [],
  majors: [],
};

export interface CandidateQuery {
  category: string;
  batch: string;
  score?: number;
  rank?: number;
  /** The electives chosen (再选科目), without the first subject the category implies. */
  electives: CandidateSubject[];
  /** The special plans (专项计划, 预科 …, 中外合作) the student says they qualify for; none for a general student. */
  eligibility: AccessKind[];
  tier: AdmissionTier;
  page: number;
  preferences: RecommendPreferencesForm;
}

type Years = SiteConfig['years'];

/** The year the simulation is for: the current year when the config lists it, else the newest listed. */
export function simulateYear(config: Pick<SiteConfig, 'years' | 'currentYear'>): SiteYear | undefined {
  const current = config.years.find((y) => y.year === config.currentYear);
  if (current) return current;
  return [...config.years].sort((a, b) => b.year - a.year)[0];
}

/** The batch to start with: the first ordinary (not 提前批) batch of the year. */
export function defaultBatch(year: Pick<SiteYear, 'batches'>): string | undefined {
  return (year.batches.find((b) => !b.advance) ?? year.batches[0])?.name;
}

/** 物理 or 历史 when the category's track is a first subject (物理类 → 物理), else undefined. */
export function firstSubjectOf(year: Pick<SiteYear, 'categories'>, category: string) {
  const track = year.categories.find((c) => c.name === category)?.track;
  return FIRST_SUBJECTS.find((s) => s === track);
}

/** Which subjects may be ticked as electives and how many: two 再选 after a first subject, else three. */
export function electiveChoices(year: Pick<SiteYear, 'categories'>, category: string) {
  return firstSubjectOf(year, category)
    ? { subjects: ELECTIVE_SUBJECTS as readonly CandidateSubject[], max: 2 }
    : { subjects: CANDIDATE_SUBJECTS as readonly CandidateSubject[], max: 3 };
}

const list = (params: URLSearchParams, name: string, maxItems: number, maxLength: number): string[] =>
  [
    ...new Set(
      params
        .getAll(name)
        .flatMap((v) => v.split(/[,，、]/))
        .map((v) => v.trim())
        .filter((v) => v !== '' && v.length <= maxLength),
    ),
  ].slice(0, maxItems);

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | undefined =>
  values.find((v) => v === value);

/** The query in the URL, or undefined while the config has no year. */
export function readCandidateQuery(params: URLSearchParams, years: Years, year: SiteYear | undefined) {
  if (!year || years.length === 0) return undefined;
  const category =
    year.categories.find((c) => c.name === params.get('category'))?.name ?? year.categories[0]?.name;
  const batch = year.batches.find((b) => b.name === params.get('batch'))?.name ?? defaultBatch(year);
  if (!category || !batch) return undefined;
  const { subjects, max } = electiveChoices(year, category);
  const chosen = list(params, 'electives', 6, 4);
  const page = Number(params.get('page'));
  const query: CandidateQuery = {
    category,
    batch,
    electives: subjects.filter((s) => chosen.includes(s)).slice(0, max),
    eligibility: ACCESS_KINDS.filter((k) => list(params, 'eligibility', ACCESS_KINDS.length, 4).includes(k)),
    tier: oneOf(ADMISSION_TIERS, params.get('tier')) ?? '冲',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    preferences: {
      provinces: list(params, 'provinces', 34, 20),
      cities: list(params, 'cities', 50, 20),
      tags: ELITE_TAGS.filter((t) => list(params, 'tags', 3, 4).includes(t)),
      exclude: EXCLUDABLE_NATURES.filter((x) => list(params, 'exclude', 3, 4).includes(x)),
      disciplines: DISCIPLINES.filter((d) => list(params, 'disciplines', 20, 20).includes(d)),
      majors: list(params, 'majors', 20, 50),
    },
  };
  const score = params.get('score');
  const rank = params.get('rank');
  if (score) {
    const checked = checkNumber(SCORE_RULE, score);
    if (checked.success) query.score = checked.data;
  } else if (rank) {
    const checked = checkNumber(RANK_RULE, rank);
    if (checked.success) query.rank = checked.data;
  }
  return query;
}

export function writeCandidateQuery(query: CandidateQuery): URLSearchParams {
  const params = new URLSearchParams({ category: query.category, batch: query.batch });
  if (query.score !== undefined) params.set('score', String(query.score));
  else if (query.rank !== undefined) params.set('rank', String(query.rank));
  if (query.electives.length > 0) params.set('electives', query.electives.join(','));
  if (query.eligibility.length > 0) params.set('eligibility', query.eligibility.join(','));
  if (query.tier !== '冲') params.set('tier', query.tier);
  if (query.page > 1) params.set('page', String(query.page));
  const p = query.preferences;
  if (p.provinces.length > 0) params.set('provinces', p.provinces.join(','));
  if (p.cities.length > 0) params.set('cities', p.cities.join(','));
  if (p.tags.length > 0) params.set('tags', p.tags.join(','));
  if (p.exclude.length > 0) params.set('exclude', p.exclude.join(','));
  if (p.disciplines.length > 0) params.set('disciplines', p.disciplines.join(','));
  if (p.majors.length > 0) params.set('majors', p.majors.join(','));
  return params;
}

/** Whether any preference narrows the results. */
export function hasPreferences(p: RecommendPreferencesForm): boolean {
  return Object.values(p).some((values: readonly string[]) => values.length > 0);
}

/** A score or a rank has been given: there is something to ask the server. */
export function isAskable(query: CandidateQuery | undefined): query is CandidateQuery {
  return query !== undefined && (query.score !== undefined || query.rank !== undefined);
}

/** What a candidate of a saved or stored list asks for (score, else rank; 选科 without the first subject). */
export interface CandidateOfList {
  category: string;
  batch: string;
  score: number | null;
  rank: number | null;
  electives: readonly CandidateSubject[];
  /** The special plans ticked when the list was written (kept as the query has them when absent). */
  eligibility?: readonly AccessKind[];
}

/** `query` asking for the candidate of a list (a 志愿表 opened, or the one being written), on page 1. */
export function withCandidate(query: CandidateQuery, of: CandidateOfList, year: SiteYear): CandidateQuery {
  const next: CandidateQuery = { ...query, category: of.category, batch: of.batch, page: 1 };
  delete next.score;
  delete next.rank;
  if (of.score !== null) next.score = of.score;
  else if (of.rank !== null) next.rank = of.rank;
  const first = firstSubjectOf(year, of.category);
  next.electives = of.electives.filter((e) => e !== first);
  if (of.eligibility) next.eligibility = [...of.eligibility];
  return next;
}

/** The candidate's subjects as the API takes them: the implied first subject, then the electives. */
export function candidateSubjects(
  year: Pick<SiteYear, 'categories'>,
  category: string,
  electives: readonly CandidateSubject[],
): CandidateSubject[] | undefined {
  if (electives.length === 0) return undefined;
  const first = firstSubjectOf(year, category);
  return first ? [first, ...electives.filter((e) => e !== first)] : [...electives];
}

/** The body of POST /api/simulate/recommend. */
export function toRecommendInput(query: CandidateQuery, year: SiteYear): RecommendInput {
  const input: RecommendInput = {
    year: year.year,
    category: query.category,
    batch: query.batch,
    tier: query.tier,
    page: query.page,
    pageSize: RECOMMEND_PAGE_SIZE,
  };
  if (query.score !== undefined) input.score = query.score;
  else if (query.rank !== undefined) input.rank = query.rank;
  const subjects = candidateSubjects(year, query.category, query.electives);
  if (subjects) input.electives = subjects;
  if (query.eligibility.length > 0) input.eligibility = query.eligibility;
  const p = query.preferences;
  const preferences: NonNullable<RecommendInput['preferences']> = {};
  if (p.provinces.length > 0) preferences.provinces = p.provinces;
  if (p.cities.length > 0) preferences.cities = p.cities;
  if (p.tags.length > 0) preferences.tags = p.tags;
  if (p.exclude.length > 0) preferences.excludeNatures = p.exclude;
  if (p.disciplines.length > 0) preferences.categories = p.disciplines;
  if (p.majors.length > 0) preferences.majors = p.majors;
  if (Object.keys(preferences).length > 0) input.preferences = preferences;
  return input;
}

/** Splits a typed list (comma, Chinese comma, 、 or spaces) into distinct trimmed values. */
export function splitList(text: string, maxItems: number, maxLength: number): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、\s]+/)
        .map((v) => v.trim())
        .filter((v) => v !== '' && v.length <= maxLength),
    ),
  ].slice(0, maxItems);
}
