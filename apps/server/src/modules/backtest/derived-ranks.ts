// Ranks for 投档 lines of a year with no 一分一段 table (内蒙古 2025: the authority publishes scores, and there is
// no public 2025 table): the score is compared with the nearest later year's table through the difference of
// the two years' lowest lines of the level (本科: 2025 375 → 2026 363 for 物理类), `rankByLineDifference`. Such a
// unit carries the extra spread `LINE_DIFFERENCE_SPREAD` and a note saying the rank is not official; it is a
// past year for live predictions only, never something the backtest predicts or fits on. The college page
// shows the same rank through `lineDifferenceRanker`, so the page and the estimate never disagree.
import {
  createRankTable,
  LINE_DIFFERENCE_SPREAD,
  lineDifferenceNote,
  rankByLineDifference,
  scoreToRank,
  type RankRows,
  type RankTable,
  type YearUnit,
} from '@zhiyuan/admissions';

/** A unit read without a rank: all of a YearUnit but its rank, with its level's lowest line. */
export type UnrankedUnit = Omit<YearUnit, 'minRank' | 'derived'>;

/** What a conversion reads of a unit. */
export type ConvertibleUnit = Pick<UnrankedUnit, 'year' | 'stratum' | 'level' | 'minScore' | 'levelLine'>;

/** A converted rank, with what a YearUnit carries about it. */
export type ConvertedRank = { minRank: number; derived: NonNullable<YearUnit['derived']> };

/**
 * Converts a unit of a year without its own table against the nearest later year with a table on its track
 * and a known line of its level (`levelLine(year, stratum, level)`); null when it cannot (no later table, a
 * line unknown, a score below the table, or a year that has its own table). `tables` are the official ones
 * only: a sample table neither ranks an official row nor blocks the conversion.
 */
export function lineDifferenceRanker(
  tables: readonly RankRows[],
  levelLine: (year: number, stratum: string, level: string) => number | null,
): (unit: ConvertibleUnit) => ConvertedRank | null {
  const built = new Map<string, RankTable | null>();
  const tableOf = (year: number, stratum: string): RankTable | null => {
    const key = `${year}|${stratum}`;
    if (built.has(key)) return built.get(key) ?? null;
    const rows = tables.find((t) => t.year === year && t.stratum === stratum)?.rows;
    const table = rows && rows.length > 0 ? createRankTable(rows) : null;
    built.set(key, table);
    return table;
  };
  return (unit) => {
    if (tableOf(unit.year, unit.stratum) || unit.levelLine === null) return null;
    const later = tables
      .filter((t) => t.stratum === unit.stratum && t.year > unit.year)
      .map((t) => t.year)
      .sort((a, b) => a - b)[0];
    if (later === undefined) return null;
    const table = tableOf(later, unit.stratum);
    const toLine = levelLine(later, unit.stratum, unit.level);
    if (!table || toLine === null) return null;
    const fromLine = unit.levelLine;
    const { rank } = rankByLineDifference({ score: unit.minScore, fromLine, toLine, table });
    if (rank === null) return null;
    return {
      minRank: rank,
      derived: {
        spread: LINE_DIFFERENCE_SPREAD,
        note: lineDifferenceNote({ fromYear: unit.year, toYear: later, fromLine, toLine }),
        // The rank is on the later year's scale: so are its field and candidates.
        field: scoreToRank(table, toLine).rankTo,
        candidates: table.total,
      },
    };
  };
}

/** The units given ranks by line difference (`lineDifferenceRanker`); those it cannot convert are left out. */
export function deriveRanks(
  unranked: readonly UnrankedUnit[],
  tables: readonly RankRows[],
  levelLine: (year: number, stratum: string, level: string) => number | null,
): YearUnit[] {
  const rank = lineDifferenceRanker(tables, levelLine);
  return unranked.flatMap((unit) => {
    const converted = rank(unit);
    return converted ? [{ ...unit, ...converted }] : [];
  });
}
