// Where what an article is about lives in the site: the college's or the major's page.
import type { ArticleItem } from '@zhiyuan/contracts';
import { collegePagePath, majorDetailPath } from '@zhiyuan/feature-shared';

/** The page of the college or major an article is about, or null when it has none. */
export function articleTargetLink(article: Pick<ArticleItem, 'kind' | 'target'>): string | null {
  const { target } = article;
  if (!target) return null;
  if (target.collegeId !== null) return collegePagePath(target.collegeId);
  if (article.kind === 'major') return majorDetailPath('/data', target.code);
  return null;
}
