// 院校详情's page meta: the college's name in the title, and a description a parent searching
// "某某大学 内蒙古 录取分数" recognises — where it is, its level, nature, type and tags, and what the page shows
// for the site's province.
import type { CollegeDetail } from '@zhiyuan/contracts';
import { collegePagePath, type PageMeta } from '@zhiyuan/feature-shared';
import { collegesMessages } from '../messages.ts';

const t = collegesMessages.meta;

export function collegePageMeta(college: CollegeDetail, region: string): PageMeta {
  const facts = [
    `${college.province}${college.city}`,
    college.level,
    college.nature,
    college.type,
    college.tags.join('、'),
  ].filter((fact): fact is string => Boolean(fact));
  return {
    title: t.title(college.name),
    description: t.description(college.name, facts, region),
    canonicalPath: collegePagePath(college.id),
  };
}
