// /qjjh/news-detail: the 强基计划 announcements (keyword and page in the URL).
import { NewsList } from '@zhiyuan/feature-news';

export function QjjhListPage() {
  return <NewsList category="qjjh" />;
}
