// /subject-explain/list: 专业解读 (keyword and page in the URL; ?id=… reads an article in the page, with 收藏
// beside it).
import { ArticleList } from '@zhiyuan/feature-articles';
import { articleFavourite } from './favourite-slots.tsx';

export function MajorArticlesPage() {
  return <ArticleList kind="major" articleActions={articleFavourite} />;
}
