/**
 * The backtest's cases from one admission unit per year (what is known before admission, plus its outcome):
 * each earlier year of a unit is found by `matchUnits` — by content, since provinces renumber 院校专业组 —
 * among that year's units of the same track and level. Used by `npm run backtest` on the database and by the
 * maintainers' research script (tools/backtest).
 */
import type { BacktestCase } from './backtest.ts';
import type { UnitYear } from './line-base.ts';
import { matchUnits, type PastUnit, type UnitProfile } from './matching.ts';
import { REGION_DATA_MESSAGES as M } from './messages.ts';
import { createRankTable, rankToScore, scoreToRank, type RankTable } from './rank-table.ts';

export interface YearUnit extends PastUnit {
  readonly year: number;
  /** Category track (物理 / 历史): units are matched and their years shifted within it. */
  readonly stratum: string;
  /** 本科 / 专科: a unit is matched only to units of its level. */
  readonly level: string;
  readonly minRank: number;
  readonly minScore: number;
  /** This year's seats as known BEFORE admission (the published plan, 计划数). */
  readonly knownPlan: number | null;
  /**
   * How many were filed (投档人数), where the file says: an outcome. Fewer than the plan means the unit ran out
   * of applicants and its lowest rank is the bottom of the batch; counted in the report, not used to predict.
   */
  readonly filed?: number | null;
  /** The batch line the unit is admitted against. */
  readonly lineScore: number | null;
  /** The lowest line of the unit's level that year (本科 or 专科): candidates at or above it are the field. */
  readonly levelLine: number | null;
  /**
   * Set when `minRank` is not the year's own but converted from a later year's table by line difference
   * (line-difference.ts): the extra spread it carries and why it is not official. Such a unit is a past year
   * for live predictions only, never a backtest target.
   */
  readonly derived?: {
    readonly spread: number;
    readonly note: string;
    /** The later year's field and candidates, the scale the converted rank is on. */
    readonly field: number | null;
    readonly candidates: number;
  } | null;
}

export interface RankRows {
  readonly year: number;
  readonly stratum: string;
  readonly rows: readonly { score: number; count: number; cumulative: number }[];
}

export interface RegionData {
  readonly name: string;
  readonly units: readonly YearUnit[];
  readonly tables: readonly RankRows[];
}

/** The region's units and tables indexed by year, track and level: built once, read for every target year. */
export interface RegionIndex {
  /** Years with units, newest first. */
  readonly years: readonly number[];
  /** The units of a year on a track at a level. */
  pool(year: number, stratum: string, level: string): readonly YearUnit[];
  /** The 一分一段 table of a year and track. */
  table(year: number, stratum: string): RankTable | null;
  /** The field of a unit: candidates at or above its level's line that year (null without line or table). */
  field(unit: Pick<YearUnit, 'year' | 'stratum' | 'levelLine'>): number | null;
}

export function indexRegion(data: RegionData): RegionIndex {
  const tables = new Map<string, RankTable>();
  for (const t of data.tables) tables.set(`${t.year}|${t.stratum}`, createRankTable(t.rows));
  const pools = new Map<string, YearUnit[]>();
  for (const u of data.units) {
    const key = `${u.year}|${u.stratum}|${u.level}`;
    const list = pools.get(key) ?? [];
    list.push(u);
    pools.set(key, list);
  }
  const table = (year: number, stratum: string) => tables.get(`${year}|${stratum}`) ?? null;
  return {
    years: [...new Set(data.units.map((u) => u.year))].sort((a, b) => b - a),
    pool: (year, stratum, level) => pools.get(`${year}|${stratum}|${level}`) ?? [],
    table,
    field: (u) => {
      const t = table(u.year, u.stratum);
      return t && u.levelLine !== null ? scoreToRank(t, u.levelLine).rankTo : null;
    },
  };
}

/** A past year of a unit as the method reads it, and the past unit it continues (null: rebuilt or college). */
export interface MatchedYear extends UnitYear {
  readonly unit: YearUnit | null;
}

/** Where the targets stand: their year, track and level. */
export interface TargetYear {
  readonly year: number;
  readonly stratum: string;
  readonly level: string;
}

/**
 * The past of each target unit of one year, track and level: each earlier year (at most 5, the most recent
 * first) matched by `matchUnits` among that year's units of the same track and level, the targets serving as
 * each other's siblings (a college that renumbered its groups). What the backtest and live predictions share.
 */
export function pastYearsOf(
  index: RegionIndex,
  targets: readonly UnitProfile[],
  at: TargetYear,
): MatchedYear[][] {
  const histories = targets.map((): MatchedYear[] => []);
  for (const year of index.years.filter((y) => y < at.year).slice(0, 5)) {
    const pool = index.pool(year, at.stratum, at.level);
    const table = index.table(year, at.stratum);
    const size = pool[0] ? index.field(pool[0]) : null; // one level line per year, track and level
    matchUnits(targets, pool).forEach((match, i) => {
      if (!match) return;
      const unit = (match.unit as YearUnit | null) ?? null;
      // The line the matched unit (or, for a reference, the college's units) was admitted against.
      const source = unit ?? pool.find((u) => u.collegeCode === targets[i]?.collegeCode);
      // A year without its own table has only converted ranks: a reference made of them is converted too.
      const derived = source?.derived ?? null;
      histories[i]?.push({
        year,
        minRank: match.minRank,
        minScore: match.minScore ?? (table ? rankToScore(table, match.minRank) : null),
        planCount: match.planCount,
        collegeRank: match.collegeRank,
        // A rank converted from a later year's table is read against that year's field and candidates.
        candidates: derived ? derived.candidates : (table?.total ?? null),
        field: derived ? derived.field : size,
        match: match.kind,
        spread: match.spread,
        lineScore: source?.lineScore ?? null,
        ...(derived ? { derivedSpread: derived.spread, rankNote: derived.note } : {}),
        unit,
      });
    });
  }
  return histories;
}

/** Every unit of every year with the history it had before that year (`pastYearsOf`). */
export function casesFromYearUnits(data: RegionData): BacktestCase[] {
  const index = indexRegion(data);
  const groups = new Map<string, YearUnit[]>();
  for (const u of data.units) {
    const key = `${u.year}|${u.stratum}|${u.level}`;
    const list = groups.get(key) ?? [];
    list.push(u);
    groups.set(key, list);
  }
  const cases: BacktestCase[] = [];
  for (const targets of groups.values()) {
    const first = targets[0];
    if (!first) continue;
    const histories = pastYearsOf(index, targets, first);
    targets.forEach((unit, i) => {
      const table = index.table(unit.year, unit.stratum);
      cases.push({
        key: `${unit.collegeCode}|${unit.groupCode ?? ''}|${unit.stratum}|${unit.name ?? ''}`,
        year: unit.year,
        stratum: unit.stratum,
        history: (histories[i] ?? []).map(({ unit: _unit, ...year }) => year),
        candidates: table?.total ?? null,
        field: index.field(unit),
        planCount: unit.knownPlan,
        minRank: unit.minRank,
        lineScore: unit.lineScore,
        table,
      });
    });
  }
  return cases;
}

/** A unit as a data file gives it: the lowest rank may be missing where only the lowest score is published. */
export interface ScoredUnit extends Omit<YearUnit, 'minRank' | 'knownPlan' | 'levelLine'> {
  readonly minRank: number | null;
  readonly planCount: number | null;
}

/**
 * A region whose files give some units' lowest score only: each gets the rank of that score in its year's
 * table (`scoreToRank(...).rankTo`, the official 位次 of the last candidate tied at it, as for every rank here).
 * The plan is known before filling in, and the batch line is the lowest of the unit's level (本科 batches).
 */
export function regionWithRanks(region: {
  readonly name: string;
  readonly units: readonly ScoredUnit[];
  readonly tables: readonly RankRows[];
}): RegionData {
  const tables = new Map(
    region.tables.map((t) => {
      try {
        return [`${t.year}|${t.stratum}`, createRankTable(t.rows)];
      } catch (error) {
        throw new Error(M.badTable(region.name, t.year, t.stratum, (error as Error).message), {
          cause: error,
        });
      }
    }),
  );
  const units = region.units.map((u): YearUnit => {
    const table = tables.get(`${u.year}|${u.stratum}`);
    const minRank = u.minRank ?? (table ? scoreToRank(table, u.minScore).rankTo : null);
    if (minRank === null) {
      throw new Error(M.noRank(region.name, u.year, u.stratum, u.name ?? u.collegeCode));
    }
    return { ...u, minRank, knownPlan: u.planCount, levelLine: u.lineScore };
  });
  return { name: region.name, units, tables: region.tables };
}
