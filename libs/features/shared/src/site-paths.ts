// Where the site's pages are (spec §2 — the original's URLs, kept): the links one feature makes to another's
// page, in one place, so that no feature reaches into another for a URL.
import type { ArticleKind, NewsCategory } from '@zhiyuan/contracts';

export const collegeSearchPath = '/data/colleges';
export const collegePagePath = (id: number | string) => `/data/college-page?id=${id}`;
export const collegeCharterPath = (id: number) => `/data/report-detail?id=${id}`;

/** The major pages live twice (/data and /subject-data); each family links within itself. */
export type MajorSection = '/data' | '/subject-data';
export const majorCatalogPath = (section: MajorSection) => `${section}/subject`;
export const majorDetailPath = (section: MajorSection, code: string) =>
  `${section}/subject-detail?code=${encodeURIComponent(code)}`;

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
