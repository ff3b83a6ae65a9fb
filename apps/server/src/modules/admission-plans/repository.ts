// The admission_plans table (招生计划, a row per major of a unit): the only code that reads or writes it.
// Sample plans are seeded into years and categories that have none; imported plans replace the samples of
// theirs.
import type { Insertable, Selectable } from 'kysely';
import type { AdmissionPlan, AdmissionPlanImportRow } from '@zhiyuan/dataset';
import { partitionedWriters, unitColumns, type NaturalKey } from '../../db/partitioned-rows.ts';
import type { AdmissionPlansTable, Db } from '../../db/schema.ts';

export type AdmissionPlanRecord = Selectable<AdmissionPlansTable>;

/** An imported plan once its college is resolved against the college list. */
export type ResolvedPlanRow = Omit<AdmissionPlanImportRow, 'collegeCode' | 'collegeName'> & {
  collegeCode: string;
  collegeName: string;
};

const NATURAL_KEY: NaturalKey = {
  key: ['college_code', 'year', 'province', 'category', 'batch', 'group_code', 'major_key'],
  update: [
    'college_name',
    'subject_requirement',
    'major_code',
    'major_name',
    'plan_count',
    'years',
    'tuition',
    'sample',
    'plan_category',
    'source_url',
  ],
};

function toRow(p: AdmissionPlan | (ResolvedPlanRow & { sample: boolean })): Insertable<AdmissionPlansTable> {
  return {
    ...unitColumns(p),
    subject_requirement: p.subjectRequirement,
    // The authority's 招生专业代号 names the line where it numbers the majors (one group may list 历史学 twice).
    major_key:
      'majorLocalCode' in p && p.majorLocalCode !== null
        ? `${p.majorLocalCode}|${p.majorName}`
        : (p.majorCode ?? p.majorName),
    major_code: p.majorCode,
    major_name: p.majorName,
    plan_count: p.planCount,
    years: p.years,
    tuition: p.tuition,
    plan_category: 'planCategory' in p ? p.planCategory : '普通类',
    source_url: 'sourceUrl' in p ? p.sourceUrl : null,
  };
}

const writers = partitionedWriters('admission_plans', NATURAL_KEY, toRow);
/** Seeds sample plans as the generator streams them (with `force`, the sample rows are replaced). */
export const seedAdmissionPlans: (db: Db, plans: Iterable<AdmissionPlan>, force: boolean) => Promise<number> =
  writers.seed;
/** Writes imported plans in the import's transaction. */
export const importAdmissionPlans = writers.importRows;
export const restoreAdmissionPlans = writers.restore;

/** The region's admission plans (招生计划) of every year. */
export function loadAdmissionPlanRecords(db: Db, province: string): Promise<AdmissionPlanRecord[]> {
  return db.selectFrom('admission_plans').selectAll().where('province', '=', province).execute();
}
