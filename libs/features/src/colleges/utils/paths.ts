// Where the college pages live in the site (spec §2: /data/college-page, /data/report-detail).
export const collegePagePath = (id: number) => `/data/college-page?id=${id}`;
export const collegeCharterPath = (id: number) => `/data/report-detail?id=${id}`;
export const collegeSearchPath = '/data/colleges';
/** A major's page from a college page (the /data family). */
export const majorPagePath = (code: string) => `/data/subject-detail?code=${encodeURIComponent(code)}`;
