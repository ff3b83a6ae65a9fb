// /news/news-detail: the 高考公告 list (keyword and page in the URL).
import { NewsList } from '@zhiyuan/feature-news';

export function NewsListPage() {
  return <NewsList category="gaokao" />;
}
