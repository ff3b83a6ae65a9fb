/** The sample's 招生计划 of the region's current year: a row per major of each unit, with 学制 and tuition. */
import type { AdmissionPlan, College } from '../schemas.ts';
import type { SampleCollegeProfile } from './college-model.ts';
import type { SampleContext } from './context.ts';
import type { SampleUnits } from './units.ts';

/** 医学 (10) and 艺术学 (13) majors cost more at public universities. */
function surchargeOf(categoryCode: string): number {
  return categoryCode === '10' ? 1000 : categoryCode === '13' ? 3000 : 0;
}

export function* samplePlans(
  context: SampleContext,
  universities: readonly College[],
  profiles: ReadonlyMap<string, SampleCollegeProfile>,
  units: SampleUnits,
): Generator<AdmissionPlan> {
  const { region } = context;
  const year = region.currentYear;
  if (!context.years.includes(year)) return;
  for (const college of universities) {
    const profile = profiles.get(college.code);
    if (!profile?.admits) continue;
    for (const unit of units.unitsOf(college, profile, year)) {
      for (const m of unit.majors) {
        const surcharge = surchargeOf(m.offered.categoryCode);
        yield {
          year,
          province: region.province,
          category: unit.category.name,
          batch: unit.batch.name,
          collegeCode: college.code,
          collegeName: college.name,
          groupCode: unit.groupCode,
          subjectRequirement: unit.requirement,
          majorCode: m.code,
          majorName: m.offered.name,
          planCount: units.planCount(college, profile, unit.category.track, m.offered.name, year),
          years: m.offered.years,
          tuition: profile.tuition + (college.nature === '公办' ? surcharge : 0),
          sample: true,
        };
      }
    }
  }
}
