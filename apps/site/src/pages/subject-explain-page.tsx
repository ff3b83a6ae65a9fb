// /subject-explain/list: 专业解读 (keyword and page in the URL; ?id=… reads an article in the page).
import { ArticleList } from '@zhiyuan/features/articles';

export function SubjectExplainPage() {
  return <ArticleList kind="major" />;
}
