// 专业详情's page meta: the major's name in the title, a description from its catalog facts, and the one
// canonical URL of its two pages (/data and /subject-data show the same major).
import type { MajorDetail } from '@zhiyuan/contracts';
import { canonicalMajorPath, type PageMeta } from '@zhiyuan/feature-shared';
import { majorsMessages } from '../messages.ts';

const t = majorsMessages.meta;

export function majorPageMeta(major: MajorDetail, region: string): PageMeta {
  const facts = [
    t.code(major.code),
    `${major.category} · ${major.subcategory}`,
    major.level,
    major.degree,
    majorsMessages.yearsValue(major.years),
  ].filter(Boolean);
  return {
    title: t.title(major.name),
    description: t.description(major.name, facts, region),
    canonicalPath: canonicalMajorPath(major.code),
  };
}
