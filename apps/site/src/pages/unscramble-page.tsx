// /unscramble/unscramble-list: 院校解读 (keyword and page in the URL; ?id=… reads an article in the page).
import { ArticleList } from '@zhiyuan/features/articles';

export function UnscramblePage() {
  return <ArticleList kind="college" />;
}
