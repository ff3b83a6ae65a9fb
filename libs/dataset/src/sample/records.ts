/**
 * The sample's admission records (历年录取) of the years before the region's current one: per unit, the row of
 * each major (its lowest score from the unit's selectivity and the major's heat, average and highest above
 * it) and, before them, the unit's own row summing them up.
 */
import type { AdmissionRecord, College } from '../schemas.ts';
import type { SampleCollegeProfile } from './college-model.ts';
import { sampleKey, type SampleContext } from './context.ts';
import { Rng } from './prng.ts';
import type { RankLookup } from './rank-tables.ts';
import type { SampleTables } from './tables.ts';
import type { SampleUnit, SampleUnits } from './units.ts';

const round1 = (x: number) => Math.round(x * 10) / 10;
/** The lowest admitted rank of a unit is at least this many times its seats (better candidates go elsewhere). */
const PLAN_DEPTH = 3;

/** The rows of one unit in one year: the unit's row first, then its majors'. */
function unitRecords(
  context: SampleContext,
  units: SampleUnits,
  college: College,
  profile: SampleCollegeProfile,
  unit: SampleUnit,
  year: number,
  lookup: RankLookup,
  line: number,
): AdmissionRecord[] {
  const { region } = context;
  const rng = new Rng(context.seed, 'scores', college.code, year, unit.category.name, unit.groupCode ?? '');
  const seats = unit.majors.map((m) =>
    units.planCount(college, profile, unit.category.track, m.offered.name, year),
  );
  // A unit filling many seats cannot have its last admitted student near the top.
  const totalPlan = seats.reduce((a, b) => a + b, 0);
  const selectivity = Math.max(unit.selectivity, (PLAN_DEPTH * totalPlan) / lookup.candidates);
  let unitMin = lookup.scoreAtRank(selectivity * lookup.candidates);
  if (unitMin < line) unitMin = line + rng.int(0, 3);
  unitMin = Math.min(unitMin, lookup.top);
  const spread = 4 + 30 * Math.sqrt(Math.min(1, selectivity));
  const minHeat = Math.min(...unit.majors.map((m) => m.offered.heat));
  const offsets = unit.majors.map(
    (m) => spread * 1.2 * (m.offered.heat - minHeat) + Math.abs(rng.normal()) * spread * 0.35,
  );
  const lowest = Math.min(...offsets);
  const base = {
    year,
    province: region.province,
    category: unit.category.name,
    batch: unit.batch.name,
    collegeCode: college.code,
    collegeName: college.name,
    groupCode: unit.groupCode,
  };
  const rows: AdmissionRecord[] = unit.majors.map((m, i) => {
    const minScore = Math.min(lookup.top, unitMin + Math.round((offsets[i] ?? 0) - lowest));
    const plan = seats[i] ?? 1;
    let avgScore = minScore;
    let maxScore = minScore;
    if (plan > 1) {
      maxScore = Math.min(lookup.top, Math.round(minScore + rng.float(0.5, 1.6) * spread));
      avgScore = Math.min(maxScore, round1(minScore + rng.float(0.15, 0.5) * spread));
    }
    return {
      ...base,
      scope: '专业',
      majorCode: m.code,
      majorName: m.offered.name,
      planCount: plan,
      minScore,
      avgScore,
      maxScore,
      minRank: lookup.cumulativeAt(minScore),
      sample: true,
    };
  });
  const minScore = Math.min(...rows.map((r) => r.minScore));
  const unitRow: AdmissionRecord = {
    ...base,
    scope: unit.groupCode === null ? '院校' : '专业组',
    majorCode: null,
    majorName: null,
    planCount: totalPlan,
    minScore,
    avgScore: round1(rows.reduce((s, r) => s + (r.avgScore ?? 0) * (r.planCount ?? 0), 0) / totalPlan),
    maxScore: Math.max(...rows.map((r) => r.maxScore ?? r.minScore)),
    minRank: lookup.cumulativeAt(minScore),
    sample: true,
  };
  return [unitRow, ...rows];
}

/** Every record, year by year, a college's rows together (unit row first, then its majors). */
export function* sampleAdmissionRecords(
  context: SampleContext,
  universities: readonly College[],
  profiles: ReadonlyMap<string, SampleCollegeProfile>,
  units: SampleUnits,
  tables: SampleTables,
): Generator<AdmissionRecord> {
  const admissionYears = context.years.filter((y) => y < context.region.currentYear);
  for (const year of admissionYears) {
    for (const college of universities) {
      const profile = profiles.get(college.code);
      if (!profile?.admits) continue;
      for (const unit of units.unitsOf(college, profile, year)) {
        const lookup = tables.lookups.get(sampleKey(year, unit.category.name));
        const line = tables.lineScores.get(sampleKey(year, unit.category.name, unit.batch.line));
        if (!lookup || line === undefined) continue;
        yield* unitRecords(context, units, college, profile, unit, year, lookup, line);
      }
    }
  }
}
