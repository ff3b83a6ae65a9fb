// The checks of a 志愿表 against this year's data: each choice's college and unit, its probability for the
// candidate (from the prepared units of the batch, the simulate module's), and `checkVolunteerList` of
// `@zhiyuan/admissions` with the batch's limits from the region config. Findings the batch forbids — too many
// choices or majors, a unit or major twice, 服从调剂 where there is none, an unknown college, a group code
// missing or not expected — block saving; the others (no 保, all 冲, 选科, a 专项计划 the student did not say they qualify for …) are saved and shown.
import { admissionProbability, checkVolunteerList, tierOf, type VolunteerChoice } from '@zhiyuan/admissions';
import {
  type AccessKind,
  ERROR_CODES,
  VOLUNTEER_CHOICES_MAX,
  VOLUNTEER_MAJORS_MAX,
  type VolunteerCheck,
  type VolunteerCheckData,
  type VolunteerChoiceOut,
} from '@zhiyuan/contracts';
import { batchesOf, type RegionConfig } from '@zhiyuan/dataset';
import { AppError } from '../../http/app-error.ts';
import { enrollmentCodeOfGroup, type Catalog, type CollegeEntry } from '../catalog/index.ts';
import type { PreparedBatch, Simulator } from '../simulate/index.ts';
import type { VolunteerContent } from './content.ts';

/** Check codes that stop a list from being saved. */
export const BLOCKING_CHECKS: ReadonlySet<string> = new Set([
  'too-many-choices',
  'too-many-majors',
  'duplicate-unit',
  'duplicate-major',
  'adjustment-not-offered',
  'unknown-college',
  'group-required',
  'group-not-expected',
]);

export interface Evaluation extends VolunteerCheckData {
  /** The findings that block saving. */
  blocking: VolunteerCheck[];
}

export interface EvaluateDeps {
  region: RegionConfig;
  catalog: Pick<Catalog, 'colleges' | 'enrollmentCodeIndex'>;
  simulator: Pick<Simulator, 'checkYearCategoryBatch' | 'batch' | 'candidateOf'>;
}

/**
 * Evaluates a list. `strict` (check and save) refuses an unknown year, category or batch with 100400;
 * otherwise (reading a stored list whose year the data no longer has) the checks run without estimates.
 * `eligibility`: the restricted access kinds the student says they qualify for (none: a general student, warned
 * of every 专项计划, 预科 … unit in the list).
 */
export type Evaluate = (
  content: VolunteerContent,
  strict: boolean,
  eligibility?: readonly AccessKind[],
) => Promise<Evaluation>;

export function createEvaluate(deps: EvaluateDeps): Evaluate {
  return (content, strict, eligibility) => evaluateList(deps, content, strict, eligibility);
}

/** The batch's data and the candidate: null estimates where the year, category or batch is unknown. */
interface Estimates {
  prepared: PreparedBatch | null;
  candidateRank: number | null;
  subjects: readonly string[] | null;
}

async function estimatesOf(s: EvaluateDeps, content: VolunteerContent, strict: boolean): Promise<Estimates> {
  const none: Estimates = { prepared: null, candidateRank: null, subjects: null };
  try {
    await s.simulator.checkYearCategoryBatch(content.year, content.category, content.batch);
  } catch (error) {
    if (strict) throw error;
    return none;
  }
  const prepared = await s.simulator.batch(content.year, content.category, content.batch);
  const hasScore = content.score !== null;
  const hasRank = content.rank !== null;
  try {
    const candidate = await s.simulator.candidateOf({
      year: content.year,
      category: content.category,
      batch: content.batch,
      score: content.score,
      rank: content.rank,
      electives: content.electives.length > 0 ? content.electives : undefined,
    });
    return {
      prepared,
      candidateRank: hasScore || hasRank ? candidate.rank : null,
      subjects: candidate.subjects,
    };
  } catch (error) {
    // Without a table for the score there is simply no estimate; anything else is the user's to fix.
    const noTable = error instanceof AppError && error.code === ERROR_CODES.notFound;
    if (strict && !noTable) throw error;
    return { ...none, prepared };
  }
}

/**
 * A choice's own finding: its college is unknown, its group is missing or not expected, or the college is of
 * the other level (a 专科 college in a 本科 list: it admits no one there).
 */
function choiceFinding(
  choice: VolunteerContent['choices'][number],
  position: number,
  college: CollegeEntry | undefined,
  unit: string,
  level: string | undefined,
): VolunteerCheck | null {
  const at = (code: string, message: string): VolunteerCheck => ({
    code,
    severity: 'error',
    message,
    positions: [position],
  });
  if (!college) return at('unknown-college', `第 ${position} 志愿：院校不存在（编号 ${choice.collegeId}）`);
  if (unit === '院校专业组' && choice.groupCode === null) {
    return at(
      'group-required',
      `第 ${position} 志愿（${college.name}）：本批次按院校专业组填报，请选择专业组`,
    );
  }
  if (unit === '院校' && choice.groupCode !== null) {
    return at('group-not-expected', `第 ${position} 志愿（${college.name}）：本批次按院校填报，不填专业组`);
  }
  if (level !== undefined && college.level !== level) {
    return {
      ...at(
        'level-mismatch',
        `第 ${position} 志愿（${college.name}）是${college.level}院校，${level}批次不招生`,
      ),
      severity: 'warning',
    };
  }
  return null;
}

async function evaluateList(
  s: EvaluateDeps,
  content: VolunteerContent,
  strict: boolean,
  eligibility: readonly AccessKind[] | undefined,
): Promise<Evaluation> {
  const { prepared, candidateRank, subjects } = await estimatesOf(s, content, strict);
  const batchDef = batchesOf(s.region, content.year).find((b) => b.name === content.batch);
  const unit = batchDef?.unit ?? prepared?.unit ?? '院校';
  const limits = {
    choices: batchDef?.choices ?? VOLUNTEER_CHOICES_MAX,
    majorsPerChoice: batchDef?.majorsPerChoice ?? VOLUNTEER_MAJORS_MAX,
    adjustment: batchDef?.adjustment ?? true,
    unit,
  };

  const colleges = await s.catalog.colleges();
  const codes = await s.catalog.enrollmentCodeIndex(content.year);
  const extra: VolunteerCheck[] = [];
  const choices: VolunteerChoiceOut[] = [];
  const engineChoices: VolunteerChoice[] = content.choices.map((choice, i) => {
    const college = colleges.byId(choice.collegeId);
    const finding = choiceFinding(choice, i + 1, college, unit, batchDef?.level);
    if (finding) extra.push(finding);
    const key = `${college?.code ?? `#${choice.collegeId}`}|${choice.groupCode ?? ''}`;
    const unitData = prepared?.byKey.get(key);
    const probability =
      unitData && candidateRank !== null ? admissionProbability(unitData.prediction, candidateRank) : null;
    choices.push({
      ...choice,
      collegeCode: college?.code ?? '',
      collegeName: college?.name ?? '',
      subjectRequirement: unitData?.subjectRequirement ?? null,
      probability,
      tier: probability === null ? null : tierOf(probability),
      enrollmentCode:
        enrollmentCodeOfGroup(choice.groupCode) ?? (college ? (codes.get(college.code) ?? null) : null),
      sample: unitData?.sample ?? false,
    });
    return {
      key,
      name: college
        ? `${college.name}${choice.groupCode === null ? '' : ` ${choice.groupCode}组`}`
        : `院校编号 ${choice.collegeId}`,
      majors: choice.majors.map((m) => ({ key: m.code ?? m.name, name: m.name })),
      adjustment: choice.adjustment,
      probability,
      subjectRequirement: unitData?.subjectRequirement ?? null,
      majorMinRanks: unitData?.majorMinRanks ?? null,
      access: unitData?.access ?? null,
    };
  });

  const found = checkVolunteerList(engineChoices, { limits, candidateSubjects: subjects, eligibility });
  const order = { error: 0, warning: 1, info: 2 } as const;
  const checks: VolunteerCheck[] = [...extra, ...found]
    .map((c, i) => ({ c, i }))
    .sort((a, b) => order[a.c.severity] - order[b.c.severity] || a.i - b.i)
    .map(({ c }) => ({
      code: c.code,
      severity: c.severity,
      message: c.message,
      positions: [...c.positions],
    }));
  return {
    candidateRank,
    choices,
    checks,
    limits,
    blocking: checks.filter((c) => BLOCKING_CHECKS.has(c.code)),
  };
}
