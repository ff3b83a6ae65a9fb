// The exam subjects of Inner Mongolia's 3+1+2 reform, without zod: the student schemas (schemas/student.ts)
// and 选科查询's (schemas/electives.ts) check against them, and 选科查询's form and URL read them through
// `@zhiyuan/contracts/basics` — taken from the schemas' module they brought the whole contract registry (zod
// and every schema, built as the page loaded) into /data/electives' own chunk.

/** First subject (首选科目). */
export const FIRST_SUBJECTS = ['物理', '历史'] as const;
export type FirstSubject = (typeof FIRST_SUBJECTS)[number];
/** Electives (再选科目); a student takes exactly two. */
export const ELECTIVE_SUBJECTS = ['化学', '生物', '思想政治', '地理'] as const;
export type ElectiveSubject = (typeof ELECTIVE_SUBJECTS)[number];
/** Every exam subject. */
export const SUBJECTS = ['语文', '数学', '外语', ...FIRST_SUBJECTS, ...ELECTIVE_SUBJECTS] as const;
export type Subject = (typeof SUBJECTS)[number];
