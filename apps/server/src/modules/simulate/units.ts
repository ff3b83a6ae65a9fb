// Admission units as the records hold them: a unit is what one choice names — a college in a batch (院校, up to
// 2024 in Inner Mongolia) or a 院校专业组 (from 2025) — on one category track (理科 and 物理类 are both 物理), so
// its years line up across the reform. A unit's past is not looked up here: the backtest module matches it
// (`pastYearsOf`: by content, since provinces renumber groups, else the college with its spread), so the
// recommendation, the volunteer checks and the backtest agree on what "the same unit" means; this index gives
// the records a matched unit stands for (its majors, its sample mark) and a college's pre-reform line.
import { batchesOf, categoriesOf, type RegionConfig } from '@zhiyuan/dataset';

/** An admission record as the units need it (the API's AdmissionRow fits, and so does a database row). */
export interface UnitRecordRow {
  readonly year: number;
  readonly category: string;
  readonly batch: string;
  readonly collegeCode: string;
  /** null where the batch admits by college. */
  readonly groupCode: string | null;
  /** 院校, 专业组 or 专业. */
  readonly scope: string;
  readonly majorCode: string | null;
  readonly majorName: string | null;
  readonly planCount: number | null;
  readonly minScore: number;
  readonly minRank: number | null;
  readonly sample: boolean;
  /** The college's name as the record prints it (its programme in brackets), where known. */
  readonly collegeName?: string;
}

/** One unit in one year: its own row (or one made up from its majors) and its majors' rows. */
export interface UnitYearRecord {
  readonly key: string;
  readonly year: number;
  readonly category: string;
  readonly batch: string;
  readonly track: string;
  readonly collegeCode: string;
  readonly groupCode: string | null;
  readonly minScore: number;
  readonly minRank: number | null;
  readonly planCount: number | null;
  readonly sample: boolean;
  /** The college's name as printed (its programme in brackets), where the records say. */
  readonly name: string | null;
  readonly majors: readonly UnitRecordRow[];
}

/** The key of a unit across years: college, group ('' for none), batch and track. */
export function unitKey(collegeCode: string, groupCode: string | null, batch: string, track: string): string {
  return `${collegeCode}|${groupCode ?? ''}|${batch}|${track}`;
}

/** How a major is told apart within a unit: its code, or its name when it has none (专科). */
export function majorKeyOf(row: { majorCode: string | null; majorName: string | null }): string {
  return row.majorCode ?? row.majorName ?? '';
}

/** The track of a category in a year (理科, 物理类 → 物理); the category's own name when the region has no entry. */
export function trackOf(region: RegionConfig, year: number, category: string): string {
  return categoriesOf(region, year).find((c) => c.name === category)?.track ?? category;
}

/** The level (本科 / 专科) of a batch in a year, when the region knows the batch. */
export function batchLevel(region: RegionConfig, year: number, batch: string): string | undefined {
  return batchesOf(region, year).find((b) => b.name === batch)?.level;
}

/** The units of the admission records, indexed for histories (built once per data version). */
export class UnitHistoryIndex {
  /** Years with any unit, ascending. */
  readonly years: readonly number[];
  readonly #byYear = new Map<string, UnitYearRecord[]>();
  /** Units of a college on a track in a year, any batch (what a matched past unit is looked up in). */
  readonly #collegeTrackYear = new Map<string, UnitYearRecord[]>();
  /** A college's 院校-level records on a track, newest first (a group's pre-reform reference). */
  readonly #collegeRows = new Map<string, UnitYearRecord[]>();
  readonly #region: RegionConfig;

  constructor(rows: Iterable<UnitRecordRow>, region: RegionConfig) {
    this.#region = region;
    const units = new Map<string, { row: UnitRecordRow | null; majors: UnitRecordRow[] }>();
    const slot = (r: UnitRecordRow) =>
      `${r.collegeCode}|${r.groupCode ?? ''}|${r.batch}|${r.year}|${r.category}`;
    for (const row of rows) {
      const id = slot(row);
      const entry = units.get(id) ?? { row: null, majors: [] };
      if (row.scope === '专业') entry.majors.push(row);
      else entry.row = row;
      units.set(id, entry);
    }
    const years = new Set<number>();
    for (const { row, majors } of units.values()) {
      const first = row ?? majors[0];
      if (!first) continue;
      const track = trackOf(region, first.year, first.category);
      // A unit known only by its majors' rows: its line is its weakest major's.
      const ranks = majors.map((m) => m.minRank).filter((r): r is number => r !== null);
      const plans = majors.map((m) => m.planCount).filter((p): p is number => p !== null);
      const record: UnitYearRecord = {
        key: unitKey(first.collegeCode, first.groupCode, first.batch, track),
        year: first.year,
        category: first.category,
        batch: first.batch,
        track,
        collegeCode: first.collegeCode,
        groupCode: first.groupCode,
        minScore: row ? row.minScore : Math.min(...majors.map((m) => m.minScore)),
        minRank: row ? row.minRank : ranks.length > 0 ? Math.max(...ranks) : null,
        planCount: row ? row.planCount : plans.length > 0 ? plans.reduce((a, b) => a + b, 0) : null,
        sample: (row?.sample ?? false) || majors.some((m) => m.sample),
        name: first.collegeName ?? null,
        majors,
      };
      years.add(record.year);
      push(this.#collegeTrackYear, `${record.collegeCode}|${track}|${record.year}`, record);
      push(this.#byYear, `${record.year}|${record.batch}|${track}`, record);
      if (record.groupCode === null) push(this.#collegeRows, `${record.collegeCode}|${track}`, record);
    }
    for (const list of this.#collegeRows.values()) list.sort((a, b) => b.year - a.year);
    this.years = [...years].sort((a, b) => a - b);
  }

  /** The units of a year in a batch on a track. */
  inYear(year: number, batch: string, track: string): readonly UnitYearRecord[] {
    return this.#byYear.get(`${year}|${batch}|${track}`) ?? [];
  }

  /** A college's units on a track in a year, of every batch. */
  ofCollege(collegeCode: string, track: string, year: number): readonly UnitYearRecord[] {
    return this.#collegeTrackYear.get(`${collegeCode}|${track}|${year}`) ?? [];
  }

  /**
   * For a group: the college's latest 院校-level record before `year` on the track, in a batch of the same
   * level (本科 / 专科) — shown as a reference, never counted as the group's own history.
   */
  collegeReference(
    target: { collegeCode: string; groupCode: string | null },
    track: string,
    year: number,
    level: string | undefined,
  ): UnitYearRecord | null {
    if (target.groupCode === null) return null;
    for (const record of this.#collegeRows.get(`${target.collegeCode}|${track}`) ?? []) {
      if (record.year >= year) continue;
      if (level !== undefined && batchLevel(this.#region, record.year, record.batch) !== level) continue;
      return record;
    }
    return null;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
