// Where the articles and what they are about live in the site.
import type { ArticleItem, ArticleKind } from '@zhiyuan/contracts';

export const ARTICLE_LIST_PATHS: Record<ArticleKind, string> = {
  major: '/subject-explain/list',
  college: '/unscramble/unscramble-list',
};

/** The page of the college or major an article is about, or null when it has none. */
export function articleTargetLink(article: Pick<ArticleItem, 'kind' | 'target'>): string | null {
  const { target } = article;
  if (!target) return null;
  if (target.collegeId !== null) return `/data/college-page?id=${target.collegeId}`;
  if (article.kind === 'major') return `/data/subject-detail?code=${encodeURIComponent(target.code)}`;
  return null;
}
