// Preparing a year, category and batch for 模拟填报: which units it has — this year's plans (招生计划) where the
// data has them, else the units admitted that year (a past year, looked at again), else those of the latest
// earlier year of the batch — and, for each unit whose college is in the college list (the others' nature
// and place are unknown), its history and threshold prediction, majors, 选科 requirement, plan, tuition and
// access kinds (专项计划, 预科 …, 中外合作: read from the college's name as printed, the majors and the nature).
// Predictions use what the backtest measures (the backtest module): each unit's past matched by
// `pastYearsOf` (by content, else its college with the college's spread), the rank model fitted on the
// database, and ranks read against each year's field (the candidates above the lowest line of the level).
import {
  accessKindsOf,
  predictThreshold,
  type CalibrationTable,
  type MatchedYear,
  type RankModel,
  type TargetYear,
  type UnitProfile,
  type UnitYear,
} from '@zhiyuan/admissions';
import type { UnitMajor } from '@zhiyuan/contracts';
import { batchesOf, type RegionConfig } from '@zhiyuan/dataset';
import type { AdmissionPlanRecord } from '../admission-plans/index.ts';
import type { FittedMethod } from '../backtest/index.ts';
import type { CollegeEntry, CollegeIndex, MajorIndex } from '../catalog/index.ts';
import { preparedBatch, type PreparedBatch, type PreparedUnit } from './prepared.ts';
import { batchLevel, majorKeyOf, trackOf, type UnitHistoryIndex, type UnitYearRecord } from './units.ts';

/** What preparing reads: the region, the admission histories, candidate counts, plans and the catalog. */
export interface PrepareSources {
  region: RegionConfig;
  histories(): Promise<UnitHistoryIndex>;
  /** Candidates per `year|category` from the rank tables. */
  candidateTotals(): Promise<ReadonlyMap<string, number>>;
  plans(): Promise<readonly AdmissionPlanRecord[]>;
  colleges(): Promise<CollegeIndex>;
  majors(): Promise<MajorIndex>;
  /** The rank model and calibration table fitted on the data. */
  fitted(): Promise<FittedMethod>;
  /** The units' past years, matched as the backtest matches them. */
  pastYears(targets: readonly UnitProfile[], at: TargetYear): Promise<MatchedYear[][]>;
  /** The field of a year, category and batch: candidates at or above the batch's line (null unknown). */
  field(year: number, category: string, batch: string): Promise<number | null>;
}

interface TargetUnit {
  collegeCode: string;
  groupCode: string | null;
  /** The college's name as printed (its programme in brackets), where known. */
  name: string | null;
  majorKeys: Set<string>;
  majors: { code: string | null; name: string; planCount: number | null; tuition: number | null }[];
  subjectRequirement: string | null;
  planCount: number | null;
  /** 计划类别 of the plan (国家专项计划, 民族班 …); null for 普通类 or where the data does not say. */
  planCategory: string | null;
  sample: boolean;
}

const sum = (values: readonly (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
};

/** The units of a batch's plans, their majors gathered per college and group. */
function planTargets(plans: readonly AdmissionPlanRecord[]): TargetUnit[] {
  const byUnit = new Map<string, TargetUnit>();
  for (const p of plans) {
    const groupCode = p.group_code === '' ? null : p.group_code;
    const id = `${p.college_code}|${p.group_code}`;
    let unit = byUnit.get(id);
    if (!unit) {
      unit = {
        collegeCode: p.college_code,
        groupCode,
        name: p.college_name,
        majorKeys: new Set<string>(),
        majors: [],
        subjectRequirement: p.subject_requirement === '' ? null : p.subject_requirement,
        planCount: null,
        planCategory: p.plan_category === '普通类' ? null : p.plan_category,
        sample: false,
      };
      byUnit.set(id, unit);
    }
    unit.majorKeys.add(p.major_key);
    unit.majors.push({ code: p.major_code, name: p.major_name, planCount: p.plan_count, tuition: p.tuition });
    unit.planCount = (unit.planCount ?? 0) + p.plan_count;
    unit.sample ||= p.sample === 1;
  }
  return [...byUnit.values()];
}

/** The units of admission records of a year, as targets. */
function recordTargets(records: readonly UnitYearRecord[]): TargetUnit[] {
  return records.map((r) => ({
    collegeCode: r.collegeCode,
    groupCode: r.groupCode,
    name: r.name,
    majorKeys: new Set(r.majors.map(majorKeyOf)),
    majors: r.majors.map((m) => ({
      code: m.majorCode,
      name: m.majorName ?? '',
      planCount: m.planCount,
      tuition: null,
    })),
    subjectRequirement: null,
    planCount: r.planCount,
    planCategory: null,
    sample: r.sample,
  }));
}

/** This year's units of the batch: the plans, else the year's records, else the latest earlier year's. */
async function targetsOf(
  sources: PrepareSources,
  year: number,
  category: string,
  batch: string,
  track: string,
): Promise<TargetUnit[]> {
  const plans = (await sources.plans()).filter(
    (p) => p.year === year && p.category === category && p.batch === batch,
  );
  if (plans.length > 0) return planTargets(plans);
  const index = await sources.histories();
  const own = index.inYear(year, batch, track).filter((r) => r.category === category);
  if (own.length > 0) return recordTargets(own);
  for (let i = index.years.length - 1; i >= 0; i--) {
    const y = index.years[i];
    if (y === undefined || y >= year) continue;
    const earlier = index.inYear(y, batch, track);
    if (earlier.length > 0) return recordTargets(earlier);
  }
  return [];
}

/** What every unit of one batch is prepared against. */
interface BatchContext {
  year: number;
  track: string;
  index: UnitHistoryIndex;
  candidates: number | null;
  majors: MajorIndex;
  edition: number | undefined;
  level: string | undefined;
  model: RankModel;
  /** This year's field (candidates above the level's lowest line), null when unknown. */
  field: number | null;
}

/** The records a matched past unit stands for (null for a year rebuilt from majors or the college's). */
function ownRecord(c: BatchContext, target: TargetUnit, year: MatchedYear): UnitYearRecord | null {
  const unit = year.unit;
  if (!unit) return null;
  return (
    c.index
      .ofCollege(target.collegeCode, c.track, year.year)
      // A rank converted by line difference is not in the records: the record has none.
      .find(
        (r) =>
          r.groupCode === unit.groupCode &&
          (r.minRank === unit.minRank || (unit.derived && r.minRank === null)),
      ) ?? null
  );
}

/** One unit, ready for any candidate: its history, prediction, majors and the facts its flags need. */
function prepareUnit(
  target: TargetUnit,
  college: CollegeEntry,
  c: BatchContext,
  matched: readonly MatchedYear[],
): PreparedUnit {
  // Ranks are read against the field only when every year has one (else all against the candidates):
  // a field in one year and a candidate total in the next would look like a change of size.
  const byField = c.field !== null && matched.every((y) => y.field !== null && y.field !== undefined);
  const history: UnitYear[] = matched.map(({ unit: _unit, ...y }) => ({
    ...y,
    field: byField ? y.field : null,
  }));
  const prediction = predictThreshold(
    history,
    { year: c.year, planCount: target.planCount, candidates: c.candidates, field: byField ? c.field : null },
    { model: c.model },
  );
  // What is shown as the unit's own past: the years it continues a past unit (not a college's reference).
  const pastYears = matched.flatMap((y) => {
    const record = ownRecord(c, target, y);
    return record ? [{ record, year: y }] : [];
  });
  const past = pastYears.map((p) => p.record);
  // The college's pre-reform line, shown as a reference when the estimate did not take that year in.
  const reference = c.index.collegeReference(target, c.track, c.year, c.level);
  const sampleYear = (y: MatchedYear) =>
    ownRecord(c, target, y)?.sample ??
    c.index.ofCollege(target.collegeCode, c.track, y.year).some((r) => r.sample);
  const sampleYears = [...new Set(matched.filter(sampleYear).map((y) => y.year))].sort((a, b) => b - a);
  const last = past[0];
  const lastMajors = new Map((last?.majors ?? []).map((m) => [majorKeyOf(m), m]));
  const unitMajors: UnitMajor[] = target.majors.map((m) => {
    const before = lastMajors.get(m.code ?? m.name);
    return {
      code: m.code,
      name: m.name,
      planCount: m.planCount,
      minScore: before?.minScore ?? null,
      minRank: before?.minRank ?? null,
    };
  });
  const disciplines = new Set<string>();
  for (const m of target.majors) {
    const entry = m.code === null ? undefined : c.majors.get(m.code, c.edition);
    if (entry) disciplines.add(entry.item.category);
  }
  const tuitions = target.majors.map((m) => m.tuition).filter((t): t is number => t !== null);
  return {
    key: `${college.code}|${target.groupCode ?? ''}`,
    college: {
      id: college.id,
      code: college.code,
      name: college.name,
      province: college.province,
      city: college.city,
      nature: college.nature,
      tags: college.tags,
    },
    group: target.groupCode === null ? null : { code: target.groupCode, name: `${target.groupCode}组` },
    majors: unitMajors,
    disciplines,
    subjectRequirement: target.subjectRequirement,
    planCount: target.planCount ?? sum(target.majors.map((m) => m.planCount)),
    tuition: tuitions.length > 0 ? Math.max(...tuitions) : null,
    access: accessKindsOf({
      collegeName: target.name ?? college.name,
      // The authority's plans say it in a column (国家专项计划, 民族班): such a group is not open to everyone.
      ...(target.planCategory === null ? {} : { planCategory: target.planCategory }),
      majorNames: target.majors.map((m) => m.name),
      nature: college.nature,
    }).map((a) => a.kind),
    majorMinRanks: last && last.majors.length > 0 ? last.majors.map((m) => m.minRank) : null,
    history: pastYears.map(({ record: r, year: y }) => ({
      year: r.year,
      minScore: r.minScore,
      // A year without an official rank shows the rank converted by line difference, with why.
      minRank: r.minRank ?? (y.rankNote ? Math.round(y.minRank ?? 0) : null),
      planCount: r.planCount,
      ...(r.minRank === null && y.rankNote ? { rankNote: y.rankNote } : {}),
      sample: r.sample,
    })),
    prediction,
    rankNotes: [...new Set(matched.flatMap((y) => (y.rankNote ? [y.rankNote] : [])))],
    reference: reference && !matched.some((y) => y.year === reference.year) ? reference : null,
    sample: target.sample || sampleYears.length > 0,
    planSample: target.sample,
    sampleYears,
  };
}

/** The prepared units of a year, category and batch. */
export async function prepareBatch(
  sources: PrepareSources,
  year: number,
  category: string,
  batch: string,
): Promise<PreparedBatch> {
  const { region } = sources;
  const track = trackOf(region, year, category);
  const [index, totals, colleges, majors, targets, fitted, targetField] = await Promise.all([
    sources.histories(),
    sources.candidateTotals(),
    sources.colleges(),
    sources.majors(),
    targetsOf(sources, year, category, batch, track),
    sources.fitted(),
    sources.field(year, category, batch),
  ]);
  const candidates = totals.get(`${year}|${category}`) ?? null;
  const level = batchLevel(region, year, batch);
  const context: BatchContext = {
    year,
    track,
    index,
    candidates,
    majors,
    edition: majors.editionFor(year),
    level,
    model: fitted.model,
    field: targetField,
  };
  const known = targets.flatMap((target) => {
    const college = colleges.byCode(target.collegeCode);
    return college ? [{ target, college }] : [];
  });
  const pasts = await sources.pastYears(
    known.map(({ target }) => ({
      collegeCode: target.collegeCode,
      groupCode: target.groupCode,
      name: target.name,
      majors: [...target.majorKeys],
      subjects: target.subjectRequirement,
    })),
    { year, stratum: track, level: level ?? batch },
  );
  const units = known.map(({ target, college }, i) => prepareUnit(target, college, context, pasts[i] ?? []));
  const unit =
    batchesOf(region, year).find((b) => b.name === batch)?.unit ??
    (units.some((u) => u.group !== null) ? '院校专业组' : '院校');
  const calibration: CalibrationTable | null = fitted.calibration;
  return preparedBatch({ year, category, batch, track, unit, candidates, calibration }, units);
}
