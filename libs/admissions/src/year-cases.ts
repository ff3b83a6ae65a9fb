/**
 * The backtest's cases from one admission unit per year (what is known before admission, plus its outcome):
 * each earlier year of a unit is found by `matchUnits` — by content, since provinces renumber 院校专业组 —
 * among that year's units of the same track and level. Used by `npm run backtest` on the database and by the
 * maintainers' research script (tools/backtest).
 */
import type { BacktestCase } from './backtest.ts';
import type { UnitYear } from './line-base.ts';
import { matchUnits, type PastUnit } from './matching.ts';
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

/**
 * Every unit of every year with the history it had before that year: each earlier year (at most 5, the most
 * recent first) is matched by `matchUnits` among that year's units of the same track and level, the target
 * year's other units of the college serving as siblings (a college that renumbered its groups).
 */
export function casesFromYearUnits(data: RegionData): BacktestCase[] {
  const tables = new Map<string, RankTable>();
  for (const t of data.tables) tables.set(`${t.year}|${t.stratum}`, createRankTable(t.rows));
  const field = (u: YearUnit): number | null => {
    const table = tables.get(`${u.year}|${u.stratum}`);
    return table && u.levelLine !== null ? scoreToRank(table, u.levelLine).rankTo : null;
  };
  const groups = new Map<string, YearUnit[]>();
  for (const u of data.units) {
    const key = `${u.year}|${u.stratum}|${u.level}`;
    const list = groups.get(key) ?? [];
    list.push(u);
    groups.set(key, list);
  }
  const years = [...new Set(data.units.map((u) => u.year))].sort((a, b) => b - a);
  const cases: BacktestCase[] = [];
  for (const targets of groups.values()) {
    const first = targets[0];
    if (!first) continue;
    const histories = targets.map((): UnitYear[] => []);
    for (const year of years.filter((y) => y < first.year).slice(0, 5)) {
      const pool = groups.get(`${year}|${first.stratum}|${first.level}`) ?? [];
      const table = tables.get(`${year}|${first.stratum}`);
      const size = pool[0] ? field(pool[0]) : null; // one level line per year, track and level
      matchUnits(targets, pool).forEach((match, i) => {
        if (!match) return;
        // The line the matched unit (or, for a reference, the college's units) was admitted against.
        const source =
          pool.find((u) => u === match.unit) ?? pool.find((u) => u.collegeCode === targets[i]?.collegeCode);
        histories[i]?.push({
          year,
          minRank: match.minRank,
          minScore: match.minScore ?? (table ? rankToScore(table, match.minRank) : null),
          planCount: match.planCount,
          collegeRank: match.collegeRank,
          candidates: table?.total ?? null,
          field: size,
          match: match.kind,
          spread: match.spread,
          lineScore: source?.lineScore ?? null,
        });
      });
    }
    targets.forEach((unit, i) => {
      const table = tables.get(`${unit.year}|${unit.stratum}`) ?? null;
      cases.push({
        key: `${unit.collegeCode}|${unit.groupCode ?? ''}|${unit.stratum}|${unit.name ?? ''}`,
        year: unit.year,
        stratum: unit.stratum,
        history: histories[i] ?? [],
        candidates: table?.total ?? null,
        field: field(unit),
        planCount: unit.knownPlan,
        minRank: unit.minRank,
        lineScore: unit.lineScore,
        table,
      });
    });
  }
  return cases;
}
