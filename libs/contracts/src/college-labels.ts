// The college search's fixed lists (levels, natures, 985/211/双一流, types, sort orders), without zod: the
// contract's schemas (schemas/catalog.ts) check against them, and 找学校's filters and URL read them through
// `@zhiyuan/contracts/basics` — taken from the schemas' module they brought the whole contract registry (zod
// and every schema, built as the page loaded) into /data/colleges' own chunk.
export const COLLEGE_LEVELS = ['本科', '专科'] as const;
export type CollegeLevelName = (typeof COLLEGE_LEVELS)[number];
export const COLLEGE_NATURES = ['公办', '民办', '中外合作'] as const;
export const ELITE_TAGS = ['985', '211', '双一流'] as const;

/** The 院校类型 a college can have, in the order 志愿 sites list them (the public filter offers these). */
export const COLLEGE_TYPES = [
  '综合',
  '理工',
  '师范',
  '医药',
  '财经',
  '政法',
  '农林',
  '语言',
  '艺术',
  '体育',
  '民族',
  '军事',
  '其他',
] as const;
export type CollegeType = (typeof COLLEGE_TYPES)[number];

export type EliteTagName = (typeof ELITE_TAGS)[number];

/** Sort orders of the college search. */
export const COLLEGE_SORTS = ['relevance', 'name', 'code'] as const;
export type CollegeSort = (typeof COLLEGE_SORTS)[number];
