// Where the announcements live in the site (spec §2): a list per category and one content page for both.
import type { NewsCategory } from '@zhiyuan/contracts';

export const NEWS_LIST_PATHS: Record<NewsCategory, string> = {
  gaokao: '/news/news-detail',
  qjjh: '/qjjh/news-detail',
};

export const NEWS_CONTENT_PATH = '/news/news-content';

/** The page of one announcement. */
export function newsContentLink(id: number): string {
  return `${NEWS_CONTENT_PATH}?id=${id}`;
}
