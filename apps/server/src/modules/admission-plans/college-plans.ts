// `GET /api/college/plans`: a college's 招生计划 of the latest plan year — per category, batch and 院校专业组,
// its seats and 选科 requirement and the majors with their seats, 学制 and 学费 (in the plan's order).
import type { CollegePlans, PlanGroup } from '@zhiyuan/contracts';
import type { CallHandlers } from '../../http/calls.ts';
import type { Catalog } from '../catalog/index.ts';
import type { AdmissionPlanRecord } from './repository.ts';

export interface CollegePlansDeps {
  plans(): Promise<readonly AdmissionPlanRecord[]>;
  /** The college of a row id; 100404 院校不存在 when there is none. */
  collegeById: Catalog['collegeById'];
}

export function collegePlansHandlers({
  plans,
  collegeById,
}: CollegePlansDeps): Pick<CallHandlers, 'getCollegePlans'> {
  return {
    getCollegePlans: async ({ input }) => {
      const college = await collegeById(input.id);
      // In the plan's order: as its rows were written.
      const rows = (await plans()).filter((p) => p.college_code === college.code).sort((a, b) => a.id - b.id);
      const year = rows.length > 0 ? Math.max(...rows.map((p) => p.year)) : null;
      const groups = new Map<string, PlanGroup>();
      let sample = false;
      for (const p of rows) {
        if (p.year !== year) continue;
        const key = `${p.category}|${p.batch}|${p.group_code}`;
        let group = groups.get(key);
        if (!group) {
          group = {
            category: p.category,
            batch: p.batch,
            groupCode: p.group_code === '' ? null : p.group_code,
            subjectRequirement: p.subject_requirement.trim() || '不限',
            planCount: 0,
            ...(p.plan_category === '普通类' ? {} : { planCategory: p.plan_category }),
            majors: [],
          };
          groups.set(key, group);
        }
        group.planCount += p.plan_count;
        group.majors.push({
          code: p.major_code,
          name: p.major_name,
          planCount: p.plan_count,
          years: p.years,
          tuition: p.tuition,
        });
        sample ||= p.sample === 1;
      }
      const data: CollegePlans = {
        year,
        groups: [...groups.values()].sort(
          (a, b) =>
            a.category.localeCompare(b.category) ||
            a.batch.localeCompare(b.batch) ||
            (a.groupCode ?? '').localeCompare(b.groupCode ?? ''),
        ),
        sample,
      };
      return data;
    },
  };
}
