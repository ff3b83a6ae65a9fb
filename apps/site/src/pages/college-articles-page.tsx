// /unscramble/unscramble-list: 院校解读 (keyword and page in the URL; ?id=… reads an article in the page,
// with 收藏 beside it).
import { ArticleList } from '@zhiyuan/feature-articles';
import { articleFavourite } from './favourite-slots.tsx';

export function CollegeArticlesPage() {
  return <ArticleList kind="college" articleActions={articleFavourite} />;
}
