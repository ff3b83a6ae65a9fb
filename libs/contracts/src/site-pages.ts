// Where the site's pages are (spec §2 — the original's URLs, kept): the links one feature makes to another's
// page, the canonical addresses the pages name, and the server's sitemap.xml and robots.txt — one list, so a
// page's URL cannot differ between the link, the canonical link and the sitemap. Zod-free (in `basics`).
import type { ArticleKind, NewsCategory } from './schemas/news.ts';

export const HOME_PATH = '/home';
export const collegeSearchPath = '/data/colleges';
export const collegePagePath = (id: number | string) => `/data/college-page?id=${id}`;
export const collegeCharterPath = (id: number) => `/data/report-detail?id=${id}`;

/** The major pages live twice (/data and /subject-data); each family links within itself. */
export type MajorSection = '/data' | '/subject-data';
export const majorCatalogPath = (section: MajorSection) => `${section}/subject`;
export const majorDetailPath = (section: MajorSection, code: string) =>
  `${section}/subject-detail?code=${encodeURIComponent(code)}`;
/** The one address search engines know a major's page by (the /subject-data copy names it canonical). */
export const canonicalMajorPath = (code: string) => majorDetailPath('/data', code);

export const NEWS_LIST_PATHS: Record<NewsCategory, string> = {
  gaokao: '/news/news-detail',
  qjjh: '/qjjh/news-detail',
};
export const NEWS_CONTENT_PATH = '/news/news-content';
export const newsContentPath = (id: number) => `${NEWS_CONTENT_PATH}?id=${id}`;

export const ARTICLE_LIST_PATHS: Record<ArticleKind, string> = {
  major: '/subject-explain/list',
  college: '/unscramble/unscramble-list',
};
/** An article read in its list's page. */
export const articlePath = (kind: ArticleKind, id: number | string) =>
  `${ARTICLE_LIST_PATHS[kind]}?id=${encodeURIComponent(id)}`;

export const SCORE_LINES_PATH = '/data/line';
export const RANK_TABLE_PATH = '/data/orderLine';
/** The 一分一段 page opened at a score and category. */
export const rankTablePath = (score: number, category: string) =>
  `${RANK_TABLE_PATH}?${new URLSearchParams({ score: String(score), category }).toString()}`;
export const ELECTIVES_PATH = '/data/electives';
export const DATA_SEARCH_PATH = '/data-search/data-search';

/** The public pages that list or look up what the detail pages show: the sitemap names them first. */
export const PUBLIC_LIST_PATHS: readonly string[] = [
  HOME_PATH,
  collegeSearchPath,
  majorCatalogPath('/data'),
  SCORE_LINES_PATH,
  RANK_TABLE_PATH,
  ELECTIVES_PATH,
  DATA_SEARCH_PATH,
  ...Object.values(NEWS_LIST_PATHS),
  ...Object.values(ARTICLE_LIST_PATHS),
];

/**
 * Path prefixes search engines are kept out of (robots.txt): the back office and the API, and the pages that
 * show one person's things — 个人中心 and the account pages, the parents' share links, and the sign-in round
 * trips. 模拟填报 (/policy/simulate, /data/simulate) is open: the server renders it as anyone sees it, and a
 * person's 志愿表 loads in their browser only.
 */
/** Pages under a private prefix that search engines may still list: the back office's sign-in page. */
export const CRAWLABLE_EXCEPTIONS: readonly string[] = ['/admin/login'];

export const PRIVATE_PATH_PREFIXES: readonly string[] = [
  '/admin/',
  '/api/',
  '/profile/',
  '/user/',
  '/share/',
  '/login',
  '/auth-redirect',
  '/redirect/',
];
