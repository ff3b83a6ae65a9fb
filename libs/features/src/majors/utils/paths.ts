// Where the major pages link to. The catalog lives twice in the site (/data/subject and /subject-data/subject,
// spec §2), and each keeps its own detail route, so the base path is passed down.
export type MajorSection = '/data' | '/subject-data';

export const majorDetailPath = (base: MajorSection, code: string) =>
  `${base}/subject-detail?code=${encodeURIComponent(code)}`;
export const majorCatalogPath = (base: MajorSection) => `${base}/subject`;
export const collegePagePath = (id: number) => `/data/college-page?id=${id}`;
