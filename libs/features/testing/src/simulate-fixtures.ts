// `simulateHandlers`, a stateful fake of the recommendation and 志愿表 calls answering from the rows in
// ./simulate/recommend-items.ts: bodies and queries are parsed with the contract's own schemas (so a component
// sending a wrong field fails its test), the recommendation filters, counts and pages like the server, the
// checks (./simulate/checks.ts) name positions like the server's, and saved lists keep versions and refuse a
// stale save (100409) — apps/server/test/fixture-parity/ holds the checks and the version conflict to the
// server's answers. Every row is marked sample, as the server's generated ones are.
import {
  recommendBody,
  volunteerCheckBody,
  volunteerIdQuery,
  volunteerListQuery,
  volunteerRemoveBody,
  volunteerRestoreBody,
  volunteerSaveBody,
  volunteerVersionQuery,
  type RecommendItem,
  type SiteConfig,
  type VolunteerCheckData,
  type VolunteerSummary,
  type VolunteerTable,
  type VolunteerVersion,
} from '@zhiyuan/contracts';
import { rankEntryFixture, rankTableFixture } from './data/majors-and-ranks.ts';
import { fail, type FakeHandlers } from './fake-server.ts';
import { volunteerChecks } from './simulate/checks.ts';
import {
  allRecommendItemsFixture,
  DISCIPLINE_OF,
  simulateConfigFixture,
  TIER_BANDS,
} from './simulate/recommend-items.ts';

export {
  allRecommendItemsFixture,
  recommendItemsFixture,
  simulateConfigFixture,
} from './simulate/recommend-items.ts';

/**
 * One choice of a `checkVolunteerTable` answer, as the server returns it, with the estimate a test wants
 * (`probability` null and `tier` null: a unit without past data). For tests that answer the check themselves.
 */
export function checkedChoiceFixture(
  choice: { collegeId: number; groupCode?: string | null; adjustment?: boolean },
  probability: number | null,
  tier: '冲' | '稳' | '保' | null,
): VolunteerCheckData['choices'][number] {
  return {
    collegeId: choice.collegeId,
    groupCode: choice.groupCode ?? null,
    adjustment: choice.adjustment ?? true,
    majors: [],
    collegeCode: String(choice.collegeId),
    collegeName: '',
    subjectRequirement: null,
    probability,
    tier,
    enrollmentCode: null,
    sample: false,
  };
}

// ------------------------------------------------------------------------------------------------- handlers

const isoAt = (minute: number) => new Date(Date.UTC(2026, 5, 26, 2, minute)).toISOString();

interface StoredList {
  id: number;
  deleted: boolean;
  createdAt: string;
  versions: VolunteerVersion[];
}

export interface SimulateHandlersOptions {
  config?: SiteConfig;
  items?: readonly RecommendItem[];
  /** Lists already saved (their first version is made from each). */
  saved?: readonly Omit<VolunteerVersion, 'version' | 'action' | 'createdAt' | 'choiceCount' | 'id'>[];
}

export interface SimulateState {
  lists: StoredList[];
}

/** The stateful fake server of the recommendation and 志愿表 calls (plus the site config). */
export function simulateHandlers(
  options: SimulateHandlersOptions = {},
): FakeHandlers & { state: SimulateState } {
  const config = options.config ?? simulateConfigFixture;
  const items = options.items ?? allRecommendItemsFixture;
  const state: SimulateState = { lists: [] };
  let clock = 0;
  const signedIn = (headers: Headers) => Boolean(headers.get('token'));
  const notLoggedIn = () => fail('100401', '请先登录', 401);
  const batchOf = (year: number, batch: string) =>
    config.years.find((y) => y.year === year)?.batches.find((b) => b.name === batch);
  const unitOf = (collegeId: number, groupCode: string | null) =>
    items.find((i) => i.college.id === collegeId && (i.group?.code ?? null) === groupCode);
  const rankOf = (
    year: number,
    category: string,
    score: number | null | undefined,
    rank: number | null | undefined,
  ) =>
    score !== undefined && score !== null
      ? rankEntryFixture(rankTableFixture(year, category), score).rankTo
      : (rank ?? null);

  function evaluate(input: {
    year: number;
    category: string;
    batch: string;
    score?: number | null | undefined;
    rank?: number | null | undefined;
    choices: {
      collegeId: number;
      groupCode: string | null;
      majors: { code: string | null; name: string }[];
      adjustment: boolean;
    }[];
  }): VolunteerCheckData {
    const batch = batchOf(input.year, input.batch);
    const limits = {
      choices: batch?.choices ?? 45,
      majorsPerChoice: batch?.majorsPerChoice ?? 12,
      adjustment: batch?.adjustment ?? true,
      unit: batch?.unit ?? '院校专业组',
    };
    const candidateRank = rankOf(input.year, input.category, input.score, input.rank);
    const choices = input.choices.map((c) => {
      const unit = unitOf(c.collegeId, c.groupCode);
      return {
        ...c,
        collegeCode: unit?.college.code ?? String(c.collegeId),
        collegeName: unit?.college.name ?? `院校 ${c.collegeId}`,
        subjectRequirement: unit?.subjectRequirement ?? null,
        probability: candidateRank === null ? null : (unit?.probability ?? null),
        tier: candidateRank === null ? null : (unit?.tier ?? null),
        enrollmentCode: unit?.enrollmentCode ?? null,
        sample: unit?.sample ?? false,
      };
    });
    const checks = volunteerChecks(choices, limits, candidateRank);
    return { candidateRank, choices, checks, limits };
  }

  const own = (id: number, withDeleted = false) =>
    state.lists.find((l) => l.id === id && (withDeleted || !l.deleted));
  const notFound = () => fail('100404', '志愿表不存在或已被删除', 404);
  const latest = (list: StoredList) => list.versions[list.versions.length - 1]!;
  const tableOf = (list: StoredList): VolunteerTable => {
    const v = latest(list);
    const checked = evaluate(v);
    return {
      id: list.id,
      name: v.name,
      year: v.year,
      category: v.category,
      batch: v.batch,
      score: v.score,
      rank: v.rank,
      electives: v.electives,
      candidateRank: checked.candidateRank,
      choices: checked.choices,
      checks: checked.checks,
      limits: checked.limits,
      version: v.version,
      createdAt: list.createdAt,
      updatedAt: v.createdAt,
    };
  };
  const summaryOf = (list: StoredList): VolunteerSummary => {
    const v = latest(list);
    return {
      id: list.id,
      name: v.name,
      year: v.year,
      category: v.category,
      batch: v.batch,
      score: v.score,
      rank: v.rank,
      choiceCount: v.choices.length,
      version: v.version,
      createdAt: list.createdAt,
      updatedAt: v.createdAt,
      deletedAt: list.deleted ? v.createdAt : null,
    };
  };
  const addVersion = (
    list: StoredList,
    action: VolunteerVersion['action'],
    content: Omit<VolunteerVersion, 'version' | 'action' | 'createdAt' | 'choiceCount' | 'id'>,
  ) => {
    const version = list.versions.length + 1;
    list.versions.push({
      ...content,
      id: list.id,
      version,
      action,
      createdAt: isoAt((clock += 1)),
      choiceCount: content.choices.length,
    });
  };

  for (const saved of options.saved ?? []) {
    const list: StoredList = {
      id: state.lists.length + 1,
      deleted: false,
      createdAt: isoAt((clock += 1)),
      versions: [],
    };
    addVersion(list, 'create', saved);
    state.lists.push(list);
  }

  return {
    state,
    getSiteConfig: () => config,
    simulateRecommend: ({ body }) => {
      const input = recommendBody.parse(body);
      const year = input.year ?? config.currentYear;
      const table = rankTableFixture(year, input.category);
      const entry =
        input.score !== undefined && input.score !== null ? rankEntryFixture(table, input.score) : undefined;
      const rank = entry ? entry.rankTo : (input.rank ?? 1);
      const p = input.preferences ?? {};
      // Like the sample data, the fixtures have no 本科提前批 (a batch without data that year).
      const units = input.batch === '本科提前批' ? [] : items;
      // Like the server: a unit not open to everyone only for a student who qualifies for each of its kinds.
      const matches = units.filter(
        (i) =>
          i.access.every((a) => input.eligibility?.includes(a.kind)) &&
          (!p.provinces?.length || p.provinces.includes(i.college.province)) &&
          (!p.cities?.length || p.cities.some((c) => i.college.city.includes(c))) &&
          (!p.tags?.length || p.tags.some((t) => i.college.tags.includes(t))) &&
          (!p.excludeNatures?.length || !p.excludeNatures.includes(i.college.nature)) &&
          (!p.categories?.length ||
            i.majors.some((m) => p.categories!.includes(DISCIPLINE_OF[(m.code ?? '').slice(0, 2)] ?? ''))) &&
          (!p.majors?.length ||
            i.majors.some((m) => p.majors!.some((f) => m.name.includes(f) || (m.code ?? '').startsWith(f)))),
      );
      const tiers = { 冲: 0, 稳: 0, 保: 0 };
      for (const i of matches) tiers[i.tier] += 1;
      const inTier = input.tier ? matches.filter((i) => i.tier === input.tier) : matches;
      const start = (input.page - 1) * input.pageSize;
      const past = [...config.years].filter((y) => y.year < year).sort((a, b) => b.year - a.year);
      return {
        year,
        category: input.category,
        batch: input.batch,
        unit: batchOf(year, input.batch)?.unit ?? '院校专业组',
        rank,
        rankRange: entry ? { from: entry.rankFrom, to: entry.rankTo } : { from: rank, to: rank },
        score: entry ? input.score! : (table.rows.find((r) => r.cumulative >= rank)?.score ?? null),
        candidates: table.candidates,
        equivalentScores: past.flatMap((y) => {
          const category = y.categories[0]?.name;
          if (!category) return [];
          const row = rankTableFixture(y.year, category).rows.find((r) => r.cumulative >= rank);
          return row ? [{ year: y.year, category, score: row.score, rank }] : [];
        }),
        tierBands: TIER_BANDS,
        units: units.length === 0 ? 0 : units.length + 385,
        tiers,
        others: units.length === 0 ? { notSuggested: 0, noData: 0 } : { notSuggested: 337, noData: 48 },
        total: inTier.length,
        items: inTier.slice(start, start + input.pageSize),
        sample: true,
      };
    },
    checkVolunteerTable: ({ body }) => evaluate(volunteerCheckBody.parse(body)),
    listVolunteerTables: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const { deleted } = volunteerListQuery.parse(Object.fromEntries(query));
      return state.lists
        .filter((l) => l.deleted === deleted)
        .map(summaryOf)
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    },
    getVolunteerTable: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const list = own(volunteerIdQuery.parse(Object.fromEntries(query)).id);
      return list ? tableOf(list) : notFound();
    },
    saveVolunteerTable: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const input = volunteerSaveBody.parse(body);
      const errors = evaluate(input).checks.filter((c) => c.severity === 'error');
      if (errors[0]) return fail('100400', errors[0].message);
      const content = {
        name: input.name,
        year: input.year,
        category: input.category,
        batch: input.batch,
        score: input.score ?? null,
        rank: input.rank ?? null,
        electives: input.electives ?? [],
        choices: input.choices.map((c) => ({ ...c, majors: c.majors.map((m) => ({ ...m })) })),
      };
      if (input.id !== undefined) {
        const list = own(input.id);
        if (!list) return notFound();
        const current = latest(list).version;
        if (input.version !== current) {
          return fail(
            '100409',
            `志愿表已在别处修改（当前为第 ${current} 版，你编辑的是第 ${input.version} 版），请刷新后再保存，以免覆盖新的修改`,
            409,
          );
        }
        addVersion(list, 'update', content);
        return tableOf(list);
      }
      const list: StoredList = {
        id: state.lists.length + 1,
        deleted: false,
        createdAt: isoAt((clock += 1)),
        versions: [],
      };
      addVersion(list, 'create', content);
      state.lists.push(list);
      return tableOf(list);
    },
    removeVolunteerTable: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const input = volunteerRemoveBody.parse(body);
      const list = own(input.id);
      if (!list) return notFound();
      const { id: _id, version: _v, action: _a, createdAt: _c, choiceCount: _n, ...content } = latest(list);
      addVersion(list, 'remove', content);
      list.deleted = true;
      return undefined;
    },
    listVolunteerVersions: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const list = own(volunteerIdQuery.parse(Object.fromEntries(query)).id, true);
      if (!list) return notFound();
      return {
        id: list.id,
        version: latest(list).version,
        deleted: list.deleted,
        items: [...list.versions].reverse().map(({ version, action, createdAt, name, choiceCount }) => ({
          version,
          action,
          createdAt,
          name,
          choiceCount,
        })),
      };
    },
    getVolunteerVersion: ({ headers, query }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const q = volunteerVersionQuery.parse(Object.fromEntries(query));
      const found = own(q.id, true)?.versions.find((v) => v.version === q.version);
      return found ?? fail('100404', '该版本不存在', 404);
    },
    restoreVolunteerVersion: ({ headers, body }) => {
      if (!signedIn(headers)) return notLoggedIn();
      const input = volunteerRestoreBody.parse(body);
      const list = own(input.id, true);
      const kept = list?.versions.find((v) => v.version === input.version);
      if (!list || !kept) return fail('100404', '该版本不存在', 404);
      const { id: _id, version: _v, action: _a, createdAt: _c, choiceCount: _n, ...content } = kept;
      addVersion(list, 'restore', content);
      list.deleted = false;
      return tableOf(list);
    },
  };
}
